import { LoaderCircle, Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from '@web/lib/toast';
import {
  TEST_EMAIL_KEPT_MESSAGE,
  type TestEmailResult,
  testEmailInputSchema,
} from '@shared/schemas/admin-system';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { errorMessage } from '@web/lib/api/error-message';
import { useSendTestEmail } from '../api/send-test-email';

/** What a failed test mail says when the server gives no reason. */
export const SEND_FAILED = 'Failed to send email';

function ResultView({ result }: { result: TestEmailResult }) {
  const rows: [string, string | null][] = [
    ['Result', result.delivery === 'sent' ? 'Sent' : TEST_EMAIL_KEPT_MESSAGE],
    ['Provider', result.emailProvider],
    ['Transport', result.transportInfo],
    ['Message id', result.messageId],
  ];
  return (
    <dl
      className="grid gap-x-4 gap-y-1 rounded-md border bg-muted/40 p-3 text-sm sm:grid-cols-[8rem_1fr]"
      aria-label="Test email result"
    >
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="break-all">{value ?? '—'}</dd>
        </div>
      ))}
      {result.messageUrl && (
        <div className="contents">
          <dt className="text-muted-foreground">Preview</dt>
          <dd className="break-all">
            <a href={result.messageUrl} target="_blank" rel="noreferrer" className="underline">
              {result.messageUrl}
            </a>
          </dd>
        </div>
      )}
    </dl>
  );
}

/** Sends a test mail to an address and shows how it went out. */
export function TestEmailForm() {
  const id = useId();
  const [to, setTo] = useState('');
  const [problem, setProblem] = useState<string>();
  const send = useSendTestEmail();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!to.trim()) {
      setProblem('Please enter an email address');
      toast.error('Email required', { description: 'Please enter an email address' });
      return;
    }
    const parsed = testEmailInputSchema.safeParse({ to });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    send.mutate(parsed.data.to, {
      onSuccess: (result) =>
        result.delivery === 'sent'
          ? toast.success('Test email sent', {
              description: `Sent to ${parsed.data.to} (${result.emailProvider})`,
            })
          : toast.info(TEST_EMAIL_KEPT_MESSAGE),
      onError: (error) =>
        toast.error('Test email failed', { description: errorMessage(error, SEND_FAILED) }),
    });
  };

  return (
    <form
      noValidate
      aria-label="Send a test email"
      onSubmit={submit}
      className="flex flex-col gap-3"
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor={id}>Send a test email to</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={id}
            type="email"
            value={to}
            placeholder="name@example.com"
            onChange={(event) => setTo(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-message` : undefined}
          />
          <Button type="submit" disabled={send.isPending} className="sm:w-fit">
            {send.isPending ? (
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <Send className="size-4" aria-hidden="true" />
            )}
            Send test email
          </Button>
        </div>
        {problem && (
          <p id={`${id}-message`} className="text-sm font-medium text-destructive">
            {problem}
          </p>
        )}
      </div>
      {send.data && <ResultView result={send.data} />}
    </form>
  );
}
