import { toast } from '@web/lib/toast';
import { reportInputSchema } from '@shared/schemas/accounts';
import { Form, setServerErrors, SubmitButton, TextareaField } from '@web/components/ui/form';
import { useStoredUser } from '@web/hooks/use-stored-user';
import { ApiError } from '@web/lib/api/client';
import { errorMessage } from '@web/lib/api/error-message';
import { useReportAccount } from '../api/report-account';
import { AccountDialog } from './account-dialog';
import type { DeferredDialogProps } from './deferred-dialog';
import { SignInPrompt } from './sign-in-prompt';

const reportFormSchema = reportInputSchema.pick({ reason: true, evidence: true });

function ReportForm({ accountId, onDone }: { accountId: number; onDone: () => void }) {
  const report = useReportAccount();
  return (
    <Form
      schema={reportFormSchema}
      defaultValues={{ reason: '', evidence: '' }}
      aria-label="Report this account"
      onSubmit={async (values, form) => {
        try {
          await report.mutateAsync({ socialAccountId: accountId, ...values });
          toast.success('Report submitted', {
            description: 'Thank you. Moderators will look into this account.',
          });
          onDone();
        } catch (error) {
          if (error instanceof ApiError) setServerErrors(form, error.errors);
          toast.error('Failed to submit report', {
            description: errorMessage(error, 'Please make sure you are logged in.'),
          });
        }
      }}
    >
      {(form) => (
        <>
          <TextareaField
            control={form.control}
            name="reason"
            label="Reason"
            placeholder="Why do you think this account is fake or not this person's? (10 to 500 characters)"
            className="min-h-20"
          />
          <TextareaField
            control={form.control}
            name="evidence"
            label="Evidence"
            placeholder="Links or facts that support your report (10 to 1000 characters)"
          />
          <SubmitButton variant="destructive" pendingLabel="Submitting…">
            Submit Report
          </SubmitButton>
        </>
      )}
    </Form>
  );
}

/** The report dialog of an account (ReportDialog loads it when first opened). */
export function ReportDialogContent({
  account,
  ...dialog
}: { account: { id: number; username: string } } & DeferredDialogProps) {
  const user = useStoredUser();
  return (
    <AccountDialog
      title={`Report @${account.username}`}
      description="Tell the moderators why this verified account looks fake. Reports are reviewed by administrators."
      {...dialog}
    >
      {user ? (
        <ReportForm accountId={account.id} onDone={() => dialog.onOpenChange(false)} />
      ) : (
        <SignInPrompt action="report an account" />
      )}
    </AccountDialog>
  );
}
