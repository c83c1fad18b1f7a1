import { type EmailDebug, MAIL_MAX_ATTEMPTS } from '@shared/schemas/admin-system';
import { Badge, type BadgeProps } from '@web/components/ui/badge';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api/error-message';
import { LoadError } from '@web/components/load-error';
import { formatLocalMoment } from '@shared/dates';
import { useEmailDebug } from '../api/get-email-debug';

type Email = EmailDebug['emails'][number];

const STATUS_VARIANT: Record<Email['status'], BadgeProps['variant']> = {
  sent: 'success',
  outbox: 'secondary',
  failed: 'destructive',
};

/** What became of the attempts at sending a mail, when there is more to say than its status. */
function deliveryNote(
  { status, attempts, nextAttemptAt, error }: Email,
  withoutSmtp: boolean,
): string | null {
  if (status === 'outbox' && attempts === 0) {
    return withoutSmtp ? 'Kept until an SMTP server is configured' : 'Waiting to be sent';
  }
  if (status === 'outbox' && nextAttemptAt && error) {
    return `Attempt ${attempts} of ${MAIL_MAX_ATTEMPTS} failed; next try ${formatLocalMoment(nextAttemptAt)}`;
  }
  if (status === 'outbox' && nextAttemptAt) return `Sending (attempt ${attempts})`;
  if (status === 'failed' && attempts > 1) return `Given up after ${attempts} attempts`;
  return null;
}

function DeliveryNote({ email, withoutSmtp }: { email: Email; withoutSmtp: boolean }) {
  const note = deliveryNote(email, withoutSmtp);
  return note && <p className="mt-1 text-xs text-muted-foreground">{note}</p>;
}

/** Where mail goes now and the most recent mails, polled every 3 seconds while shown. */
export function EmailDebugView() {
  const debug = useEmailDebug();
  if (debug.isPending) return <Spinner className="py-6" label="Loading recent emails" />;
  if (debug.isError) {
    return (
      <LoadError title="Failed to load recent emails" message={errorMessage(debug.error, '')} />
    );
  }
  const { emailProvider, transportInfo, mailboxUrl, emails } = debug.data;
  const withoutSmtp = emailProvider === 'outbox';
  return (
    <div className="flex flex-col gap-3" data-testid="email-debug">
      <p className="text-sm">
        <span className="text-muted-foreground">Mail goes through</span>{' '}
        <span className="font-medium">{emailProvider}</span>{' '}
        <span className="text-muted-foreground">({transportInfo})</span>
      </p>
      {mailboxUrl && (
        <p className="text-sm text-muted-foreground">
          On the machine the app runs on, kept mail can be read with its links in the development
          mailbox:{' '}
          <a className="font-medium break-all underline" href={mailboxUrl}>
            {mailboxUrl}
          </a>
        </p>
      )}
      {emails.length === 0 ? (
        <p className="text-sm text-muted-foreground">No emails sent yet.</p>
      ) : (
        // Focusable, so a keyboard can scroll the list of mails (it holds no links).
        <div
          className="max-h-72 overflow-auto rounded-md border"
          tabIndex={0}
          role="region"
          aria-label="Recent emails"
        >
          <table className="w-full text-left text-sm">
            <thead className="sticky top-0 bg-muted text-xs text-foreground/65">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  To
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Subject
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Status
                </th>
                <th scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                  Created
                </th>
              </tr>
            </thead>
            <tbody>
              {emails.map((email) => (
                <tr key={email.id} className="border-t align-top">
                  <td className="max-w-[14rem] truncate px-3 py-2">{email.to}</td>
                  <td className="px-3 py-2">
                    {email.subject}
                    {email.error && (
                      <p className="text-xs break-words text-destructive">{email.error}</p>
                    )}
                  </td>
                  <td className="px-3 py-2">
                    <Badge variant={STATUS_VARIANT[email.status]}>{email.status}</Badge>
                    <DeliveryNote email={email} withoutSmtp={withoutSmtp} />
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap text-muted-foreground">
                    {formatLocalMoment(email.createdAt)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
