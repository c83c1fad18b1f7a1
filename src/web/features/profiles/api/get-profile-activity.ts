import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PROFILE_PAGE_SIZE } from '@shared/constants';
import type {
  ProfileComment,
  ProfileRating,
  ProfileReview,
  ProfileVote,
  Submission,
} from '@shared/schemas/profiles';
import { api } from '@web/lib/api/client';
import { profileQueryKeys } from './get-profile';

/** The items of each activity list, by the name the server gives the list. */
export interface ActivityItems {
  submissions: Submission;
  votes: ProfileVote;
  ratings: ProfileRating;
  reviews: ProfileReview;
  comments: ProfileComment;
}
export type ActivityList = keyof ActivityItems;

export type ActivityPage<List extends ActivityList> = {
  total: number;
  page: number;
  limit: number;
} & { [Key in List]: ActivityItems[List][] };

export const getProfileActivity = <List extends ActivityList>(
  username: string,
  list: List,
  page: number,
  signal?: AbortSignal,
) =>
  api.get<ActivityPage<List>>(
    `/api/users/${encodeURIComponent(username)}/${list}`,
    { page, limit: PROFILE_PAGE_SIZE },
    signal,
  );

export const profileActivityQueryKeys = {
  list: (username: string, list: ActivityList) => [...profileQueryKeys.of(username), list] as const,
  page: (username: string, list: ActivityList, page: number) =>
    [...profileActivityQueryKeys.list(username, list), page] as const,
};

export const profileActivityQueryOptions = <List extends ActivityList>(
  username: string,
  list: List,
  page: number,
) =>
  queryOptions({
    queryKey: profileActivityQueryKeys.page(username, list, page),
    queryFn: ({ signal }) => getProfileActivity(username, list, page, signal),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });

/** One page (5 items) of a user's submissions, votes, ratings, reviews or comments, newest first. */
export const useProfileActivity = <List extends ActivityList>(
  username: string,
  list: List,
  page: number,
) => useQuery(profileActivityQueryOptions(username, list, page));
