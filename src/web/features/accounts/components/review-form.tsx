import { type Control, useWatch } from 'react-hook-form';
import { toast } from '@web/lib/toast';
import { z } from 'zod';
import { REVIEW_MAX_LENGTH, reviewTextSchema } from '@shared/schemas/accounts';
import { Button } from '@web/components/ui/button';
import { Form, SubmitButton, TextareaField } from '@web/components/ui/form';
import { cn } from '@web/lib/cn';

/** The form holds the raw text; the rules are applied on submit (a toast first, then the shared schema). */
const reviewFormSchema = z.object({ reviewText: z.string() });
type ReviewFormValues = z.input<typeof reviewFormSchema>;

function ReviewLength({ control }: { control: Control<ReviewFormValues> }) {
  const text = useWatch({ control, name: 'reviewText' });
  const length = text.trim().length;
  return (
    <span className={cn('tabular-nums', length > REVIEW_MAX_LENGTH && 'text-destructive')}>
      {length}/{REVIEW_MAX_LENGTH}
    </span>
  );
}

interface ReviewFormProps {
  label: string;
  initialText?: string;
  submitLabel: string;
  pendingLabel: string;
  /** Sends the checked text; resolves true when it was saved (the form then empties). */
  onSubmit: (reviewText: string) => Promise<boolean>;
  onCancel?: () => void;
}

/**
 * Writing or editing a review. Under 3 characters (after trimming) is refused with the
 * 'Review too short' toast; otherwise the shared rule (10 to 1000 characters) applies,
 * with its message under the field.
 */
export function ReviewForm({
  label,
  initialText = '',
  submitLabel,
  pendingLabel,
  onSubmit,
  onCancel,
}: ReviewFormProps) {
  return (
    <Form
      schema={reviewFormSchema}
      defaultValues={{ reviewText: initialText }}
      aria-label={label}
      className="gap-3"
      onSubmit={async ({ reviewText }, form) => {
        if (reviewText.trim().length < 3) {
          toast.error('Review too short', {
            description: 'Please provide a meaningful review (at least 3 characters).',
          });
          return;
        }
        const checked = reviewTextSchema.safeParse(reviewText);
        if (!checked.success) {
          form.setError('reviewText', {
            type: 'validate',
            message: checked.error.issues[0]?.message,
          });
          return;
        }
        if (await onSubmit(checked.data)) form.reset({ reviewText: '' });
      }}
    >
      {(form) => (
        <>
          <TextareaField
            control={form.control}
            name="reviewText"
            label={label}
            placeholder="What do you know about this account? Is it authentic, active, trustworthy?"
            className="min-h-24"
            description={<ReviewLength control={form.control} />}
          />
          <div className="flex justify-end gap-2">
            {onCancel && (
              <Button variant="ghost" size="sm" onClick={onCancel}>
                Cancel
              </Button>
            )}
            <SubmitButton size="sm" pendingLabel={pendingLabel} className="w-auto">
              {submitLabel}
            </SubmitButton>
          </div>
        </>
      )}
    </Form>
  );
}
