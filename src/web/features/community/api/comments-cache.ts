import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Comment, CommentsPage, Reply } from '@shared/schemas/comments';
import { type CommentsCriteria, commentsQueryKeys } from './get-comments';

/** What the cached feed pages were before an optimistic change, to put back on failure. */
export type CommentsSnapshot = [QueryKey, CommentsPage | undefined][];

type ListKey = ReturnType<typeof commentsQueryKeys.list>;

/** Stops refetches of the feed (they would overwrite the change) and remembers every cached page. */
export async function snapshotComments(queryClient: QueryClient): Promise<CommentsSnapshot> {
  await queryClient.cancelQueries({ queryKey: commentsQueryKeys.lists() });
  return queryClient.getQueriesData<CommentsPage>({ queryKey: commentsQueryKeys.lists() });
}

export function restoreComments(queryClient: QueryClient, snapshot: CommentsSnapshot | undefined) {
  for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
}

/** Applies `change` to every cached page of the feed; it receives the page's criteria. */
export function updateCommentPages(
  queryClient: QueryClient,
  change: (page: CommentsPage, criteria: CommentsCriteria) => CommentsPage,
) {
  for (const [key, data] of queryClient.getQueriesData<CommentsPage>({
    queryKey: commentsQueryKeys.lists(),
  })) {
    if (!data) continue;
    const criteria = (key as ListKey)[2];
    queryClient.setQueryData<CommentsPage>(key, change(data, criteria));
  }
}

/** Changes one comment or reply wherever it appears on a page. */
export function mapComment(
  page: CommentsPage,
  id: number,
  change: <C extends Reply>(comment: C) => C,
): CommentsPage {
  return {
    ...page,
    comments: page.comments.map((comment): Comment => {
      const updated = comment.id === id ? change(comment) : comment;
      if (!updated.replies.some((reply) => reply.id === id)) return updated;
      return {
        ...updated,
        replies: updated.replies.map((reply) => (reply.id === id ? change(reply) : reply)),
      };
    }),
  };
}
