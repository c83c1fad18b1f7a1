import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { moderateAccountSchema } from '@shared/schemas/proof-queue';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { Form, setServerErrors, SubmitButton, TextareaField } from '@web/components/ui/form';
import { ApiError } from '@web/lib/api/client';
import { errorMessage } from '@web/lib/api/error-message';
import { notify } from '../../lib/notify';
import { useModerateAccount } from '../api/moderate-account';

/** "Verify by moderation": asks for the reason the account's badge will give, then verifies it. */
export function ModerateAccountDialog({
  accountId,
  handle,
}: {
  accountId: number;
  handle: string;
}) {
  const [open, setOpen] = useState(false);
  const moderate = useModerateAccount();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Verify ${handle} by moderation`}>
          <BadgeCheck className="size-4" aria-hidden="true" />
          Verify by moderation
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Verify {handle} by moderation</DialogTitle>
          <DialogDescription>
            The account becomes verified by an administrator. Its badge gives your reason, so write
            it for the public.
          </DialogDescription>
        </DialogHeader>
        <Form
          schema={moderateAccountSchema}
          aria-label={`Verify ${handle} by moderation`}
          defaultValues={{ reason: '' }}
          className="gap-3"
          onSubmit={async ({ reason }, form) => {
            try {
              const answer = await moderate.mutateAsync({ accountId, reason });
              notify.success(answer.message);
              setOpen(false);
            } catch (error) {
              setServerErrors(form, error instanceof ApiError ? error.errors : undefined);
              notify.error(errorMessage(error, 'Failed to verify the account'));
            }
          }}
        >
          {(form) => (
            <>
              <TextareaField
                control={form.control}
                name="reason"
                label="Reason"
                description="Up to 300 characters, e.g. “the official site links here”."
                rows={3}
                maxLength={300}
              />
              <SubmitButton className="sm:w-fit sm:self-end" pendingLabel="Verifying…">
                Verify
              </SubmitButton>
            </>
          )}
        </Form>
      </DialogContent>
    </Dialog>
  );
}
