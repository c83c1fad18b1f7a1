import { Trash2 } from 'lucide-react';
import { ConfirmAction } from '@web/components/confirm-action';
import { Button } from '@web/components/ui/button';
import { useDeleteComment } from '../api/delete-comment';

/** Delete for administrators, on every comment and reply, after a confirmation. */
export function DeleteCommentButton({ commentId }: { commentId: number }) {
  const deleteComment = useDeleteComment();
  return (
    <ConfirmAction
      title="Delete comment"
      description="Are you sure you want to delete this comment? This action cannot be undone."
      confirmLabel="Delete"
      onConfirm={() => deleteComment.mutate(commentId)}
    >
      <Button
        variant="ghost"
        size="sm"
        className="h-7 px-2 text-destructive hover:text-destructive-strong"
        disabled={deleteComment.isPending}
      >
        <Trash2 className="size-3.5" aria-hidden="true" />
        Delete
      </Button>
    </ConfirmAction>
  );
}
