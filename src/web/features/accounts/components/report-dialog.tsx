import { Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '@web/lib/toast';
import { ALREADY_REPORTED_MESSAGE, reportInputSchema } from '@shared/schemas/accounts';
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
import { useStoredUser } from '@web/hooks/use-stored-user';
import { ApiError } from '@web/lib/api/client';
import { errorMessage } from '@web/lib/api/error-message';
import { useUserReports } from '../api/get-user-reports';
import { useReportAccount } from '../api/report-account';
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

/** In place of Report while the user's report on the account waits for an administrator. */
function AlreadyReported() {
  const explanationId = useId();
  return (
    <>
      <Button variant="ghost" size="sm" disabled aria-describedby={explanationId}>
        <Flag className="size-4" aria-hidden="true" />
        Reported
      </Button>
      <p id={explanationId} className="basis-full text-xs text-muted-foreground">
        {ALREADY_REPORTED_MESSAGE}
      </p>
    </>
  );
}

/**
 * 'Report' on a verified account card: a dialog asking for a reason and evidence; 'Reported'
 * (no dialog) when the user's earlier report on it is still open.
 */
export function ReportDialog({ account }: { account: { id: number; username: string } }) {
  const user = useStoredUser();
  const openReports = useUserReports(user?.id);
  const [open, setOpen] = useState(false);
  if (openReports.data?.some((report) => report.socialAccountId === account.id)) {
    return <AlreadyReported />;
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="text-muted-foreground hover:text-destructive">
          <Flag className="size-4" aria-hidden="true" />
          Report
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Report @{account.username}</DialogTitle>
          <DialogDescription>
            Tell the moderators why this verified account looks fake. Reports are reviewed by
            administrators.
          </DialogDescription>
        </DialogHeader>
        {user ? (
          <ReportForm accountId={account.id} onDone={() => setOpen(false)} />
        ) : (
          <SignInPrompt action="report an account" />
        )}
      </DialogContent>
    </Dialog>
  );
}
