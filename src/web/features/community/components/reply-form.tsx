import { Send } from 'lucide-react';
import { COMMENT_MAX_LENGTH, newCommentSchema } from '@shared/schemas/comments';
import { Button } from '@web/components/ui/button';
import { Form, SubmitButton, TextareaField } from '@web/components/ui/form';

const replySchema = newCommentSchema.pick({ text: true });

/** The reply box under a top-level comment: the text only (3 to 2000 characters). */
export function ReplyForm({
  replyingTo,
  defaultText = '',
  onSubmit,
  onCancel,
}: {
  replyingTo: string;
  defaultText?: string;
  onSubmit: (text: string) => void;
  onCancel: () => void;
}) {
  return (
    <Form
      schema={replySchema}
      defaultValues={{ text: defaultText }}
      onSubmit={({ text }) => onSubmit(text)}
      aria-label={`Reply to ${replyingTo}`}
      className="gap-3"
    >
      {(form) => (
        <>
          <TextareaField
            control={form.control}
            name="text"
            label={`Reply to ${replyingTo}`}
            placeholder="Write a reply…"
            maxLength={COMMENT_MAX_LENGTH}
            autoFocus
            className="min-h-20"
          />
          <div className="flex justify-end gap-2">
            <Button variant="ghost" size="sm" onClick={onCancel}>
              Cancel
            </Button>
            <SubmitButton size="sm" className="w-auto">
              <Send className="size-3.5" aria-hidden="true" />
              Post Reply
            </SubmitButton>
          </div>
        </>
      )}
    </Form>
  );
}
