import { MessageSquare } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@web/lib/toast';
import { can } from '@shared/permissions';
import type { Comment, Reply } from '@shared/schemas/comments';
import { formatLocalTimestamp, relativeTime } from '@shared/dates';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { UserAvatar } from '@web/components/user-avatar';
import { useStoredUser } from '@web/hooks/use-stored-user';
import { cn } from '@web/lib/cn';
import { useHydrated, useNow } from '@web/lib/page-context';
import { paths } from '@web/paths';
import { isPendingComment, usePostComment } from '../api/post-comment';
import { fullName } from '../links';
import { CommentMedia } from './comment-media';
import { CommentRating } from './comment-rating';
import { DeleteCommentButton } from './delete-comment-button';

// The form's code (react-hook-form and the comment schema) loads when someone replies.
const ReplyForm = lazy(async () => ({ default: (await import('./reply-form')).ReplyForm }));

/** One comment or reply: who wrote it about whom and when, its text and media, ratings and actions. */
function CommentItem({ comment, onReply }: { comment: Reply; onReply?: () => void }) {
  const viewer = useStoredUser();
  const now = useNow();
  // The exact time is in the reader's locale and time zone, which only the browser knows.
  const hydrated = useHydrated();
  const pending = isPendingComment(comment);
  const isReply = comment.parentId !== null;
  const personName = fullName(comment.person);
  const personHref = paths.person(comment.person);
  const authorHref = paths.user(comment.user.username);

  return (
    <article
      id={`comment-${comment.id}`}
      aria-label={`${isReply ? 'Reply' : 'Comment'} by ${comment.user.username} about ${personName}`}
      aria-busy={pending || undefined}
      data-testid={isReply ? 'reply' : 'comment'}
      className={cn('flex scroll-mt-20 gap-3', pending && 'opacity-70')}
    >
      <Link
        to={authorHref}
        className="shrink-0"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="comment-author-avatar"
      >
        <UserAvatar
          username={comment.user.username}
          size="sm"
          className={cn('size-8 text-xs', !isReply && 'sm:size-10 sm:text-sm')}
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        {/* The links are 24 px tall: wrapped on a phone, one under the other, each stays a target a finger can hit. */}
        <header className="flex flex-wrap items-baseline gap-x-1.5 text-sm">
          <Link
            to={authorHref}
            className="inline-block py-0.5 font-semibold hover:underline"
            data-testid="comment-author"
          >
            {comment.user.username}
          </Link>
          <span className="text-muted-foreground">about</span>
          <Link
            to={personHref}
            className="inline-block py-0.5 font-medium text-primary hover:underline"
            data-testid="comment-person"
          >
            {personName}
          </Link>
          <span className="text-muted-foreground" aria-hidden="true">
            ·
          </span>
          {pending ? (
            <span className="text-xs text-muted-foreground">Posting…</span>
          ) : (
            <time
              dateTime={comment.createdAt}
              title={hydrated ? formatLocalTimestamp(comment.createdAt) : undefined}
              className="text-xs text-muted-foreground"
            >
              {relativeTime(comment.createdAt, now)}
            </time>
          )}
        </header>
        <p className="text-sm leading-relaxed break-words whitespace-pre-wrap">{comment.text}</p>
        <CommentMedia comment={comment} />
        <footer className="flex flex-wrap items-center justify-between gap-2">
          <CommentRating comment={comment} />
          <div className="flex items-center gap-1">
            {onReply && (
              <Button
                variant="ghost"
                size="sm"
                className="h-7 px-2"
                onClick={onReply}
                disabled={pending}
              >
                <MessageSquare className="size-3.5" aria-hidden="true" />
                Reply
              </Button>
            )}
            {can(viewer, 'delete:comment:any') && !pending && (
              <DeleteCommentButton commentId={comment.id} />
            )}
          </div>
        </footer>
      </div>
    </article>
  );
}

/** A top-level comment with its replies (one level) and, on demand, a reply box. */
export function CommentCard({ comment }: { comment: Comment }) {
  const viewer = useStoredUser();
  const post = usePostComment();
  const [replying, setReplying] = useState(false);
  const [draft, setDraft] = useState('');

  const openReply = () => {
    if (!viewer) {
      toast.error('Please log in to reply to comments.');
      return;
    }
    setReplying(true);
  };

  const sendReply = (text: string) => {
    if (!viewer) return;
    setReplying(false);
    setDraft('');
    post.mutate(
      {
        draft: { text, personId: comment.person.id, parentId: comment.id },
        author: { id: viewer.id, username: viewer.username },
        person: comment.person,
      },
      {
        // The reply is gone again: give its text back so nothing typed is lost.
        onError: () => {
          setDraft(text);
          setReplying(true);
        },
      },
    );
  };

  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5">
      <CommentItem comment={comment} onReply={openReply} />
      {(comment.replies.length > 0 || replying) && (
        <div className="ml-5 flex flex-col gap-4 border-l-2 pl-4 sm:ml-12">
          {comment.replies.map((reply) => (
            <CommentItem key={reply.id} comment={reply} />
          ))}
          {replying && (
            <Suspense>
              <ReplyForm
                replyingTo={comment.user.username}
                defaultText={draft}
                onSubmit={sendReply}
                onCancel={() => setReplying(false)}
              />
            </Suspense>
          )}
        </div>
      )}
    </Card>
  );
}
