import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { COMMENTS_PAGE_SIZE } from '@shared/constants';
import type { CommentsPage } from '@shared/schemas/comments';
import { api } from '@web/lib/api/client';

/** Which page of the feed: a page number and, when filtered, the person it is about. */
export interface CommentsCriteria {
  page: number;
  personId: number | null;
}

export const getComments = ({ page, personId }: CommentsCriteria, signal?: AbortSignal) =>
  api.get<CommentsPage>(
    '/api/comments',
    { page, limit: COMMENTS_PAGE_SIZE, personId: personId ?? undefined },
    signal,
  );

export const commentsQueryKeys = {
  all: ['comments'] as const,
  lists: () => [...commentsQueryKeys.all, 'list'] as const,
  /** The viewer is part of the key: the answer carries their own ratings. */
  list: (criteria: CommentsCriteria, viewerId: number | null) =>
    [...commentsQueryKeys.lists(), { ...criteria, viewerId }] as const,
};

export const commentsQueryOptions = (criteria: CommentsCriteria, viewerId: number | null) =>
  queryOptions({
    queryKey: commentsQueryKeys.list(criteria, viewerId),
    queryFn: ({ signal }) => getComments(criteria, signal),
    placeholderData: keepPreviousData,
  });

export const useComments = (criteria: CommentsCriteria, viewerId: number | null) =>
  useQuery(commentsQueryOptions(criteria, viewerId));
