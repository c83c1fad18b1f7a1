import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileApiPath } from '@shared/api-paths';
import type { Profile } from '@shared/schemas/profiles';
import { api } from '@web/lib/api/client';

export const getProfile = (username: string, signal?: AbortSignal) =>
  api.get<Profile>(profileApiPath(username), undefined, signal);

export const profileQueryKeys = {
  all: ['profiles'] as const,
  of: (username: string) => [...profileQueryKeys.all, username.toLowerCase()] as const,
  profile: (username: string) => [...profileQueryKeys.of(username), 'profile'] as const,
};

export const profileQueryOptions = (username: string) =>
  queryOptions({
    queryKey: profileQueryKeys.profile(username),
    queryFn: ({ signal }) => getProfile(username, signal),
    // Activity changes on other pages (votes, ratings, reviews): each visit asks again,
    // showing the cached answer meanwhile.
    refetchOnMount: 'always',
  });

/** A user's profile and activity counts (the e-mail is included only on your own). */
export const useProfile = (username: string) => useQuery(profileQueryOptions(username));
