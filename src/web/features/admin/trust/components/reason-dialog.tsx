import { type ReactElement, type ReactNode, Suspense, use, useState } from 'react';
import type { z } from 'zod';
import type { ButtonProps } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { Form, setServerErrors, SubmitButton, TextareaField } from '@web/components/ui/form';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api/client';
import { errorMessage } from '@web/lib/api/error-message';
import { type FormSchemas, loadFormSchemas } from '../../lib/load-form-schemas';
import { notify } from '../../lib/notify';

type ReasonSchema = z.ZodType<{ reason: string }, { reason: string }>;

interface ReasonFormProps {
  title: string;
  /**
   * The shared schema of the reason (its rules and messages are the field's), among the
   * dashboard's form schemas, which load when the first such dialog opens.
   */
  schema: (schemas: FormSchemas) => ReasonSchema;
  /** Under the field: what the reason is for and how long it may be. */
  hint: string;
  submitLabel: string;
  pendingLabel: string;
  submitVariant?: ButtonProps['variant'];
  /** What the error toast says when the server gave no message. */
  failure: string;
  /** Carries out the decision; its answer's message is the success toast. */
  onDecide: (reason: string) => Promise<{ message: string }>;
  onDone: () => void;
}

/** The reason's form; it waits for the schemas while they load. */
function ReasonForm({
  title,
  schema,
  hint,
  submitLabel,
  pendingLabel,
  submitVariant,
  failure,
  onDecide,
  onDone,
}: ReasonFormProps) {
  return (
    <Form
      schema={schema(use(loadFormSchemas()))}
      aria-label={title}
      defaultValues={{ reason: '' }}
      className="gap-3"
      onSubmit={async ({ reason }, form) => {
        try {
          const answer = await onDecide(reason);
          notify.success(answer.message);
          onDone();
        } catch (error) {
          setServerErrors(form, error instanceof ApiError ? error.errors : undefined);
          notify.error(errorMessage(error, failure));
        }
      }}
    >
      {(form) => (
        <>
          <TextareaField
            control={form.control}
            name="reason"
            label="Reason"
            description={hint}
            rows={3}
            maxLength={300}
          />
          <SubmitButton
            variant={submitVariant}
            className="sm:w-fit sm:self-end"
            pendingLabel={pendingLabel}
          >
            {submitLabel}
          </SubmitButton>
        </>
      )}
    </Form>
  );
}

interface ReasonDialogProps extends Omit<ReasonFormProps, 'onDone'> {
  /** The button that opens the dialog. */
  trigger: ReactElement;
  description: ReactNode;
}

/**
 * A moderator's decision on an account that needs a reason (verify by moderation, reject as
 * fake): the dialog asks for it, the server's refusal of a field shows under it, and the
 * outcome is a toast.
 */
export function ReasonDialog({ trigger, description, ...form }: ReasonDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{form.title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <Suspense fallback={<Spinner label="Loading the form" className="py-6" />}>
          <ReasonForm {...form} onDone={() => setOpen(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
