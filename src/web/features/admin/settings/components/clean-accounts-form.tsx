import { useState } from 'react';
import { countOf } from '@shared/plural';
import { type CleanAccountsResult, cleanAccountsInputSchema } from '@shared/schemas/admin-system';
import { Form, setServerErrors, SubmitButton, TextField } from '@web/components/ui/form';
import { ApiError } from '@web/lib/api/client';
import { errorMessage } from '@web/lib/api/error-message';
import { notify } from '../../lib/notify';
import { useCleanSocialAccounts } from '../api/clean-social-accounts';

/** Merges one person's duplicate accounts (same platform and handle), by the person's id. */
export function CleanAccountsForm() {
  const clean = useCleanSocialAccounts();
  const [result, setResult] = useState<CleanAccountsResult>();
  return (
    <Form
      schema={cleanAccountsInputSchema}
      aria-label="Clean duplicate social accounts"
      defaultValues={{ personId: '' }}
      className="gap-3"
      onSubmit={async ({ personId }, form) => {
        try {
          const answer = await clean.mutateAsync(personId);
          setResult(answer);
          notify.success(answer.message);
        } catch (error) {
          setServerErrors(form, error instanceof ApiError ? error.errors : undefined);
          notify.error(errorMessage(error, 'Failed to clean duplicate social accounts'));
        }
      }}
    >
      {(form) => (
        <>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <div className="sm:w-56">
              <TextField
                control={form.control}
                name="personId"
                label="Person ID"
                inputMode="numeric"
              />
            </div>
            <SubmitButton className="sm:mt-6 sm:w-fit" pendingLabel="Cleaning…">
              Clean duplicates
            </SubmitButton>
          </div>
          {result && (
            <p className="text-sm text-muted-foreground" role="status">
              {countOf(result.duplicatesRemoved, 'duplicate account')} removed,{' '}
              {countOf(result.reportsUpdated, 'report')} moved.
            </p>
          )}
        </>
      )}
    </Form>
  );
}
