import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@web/lib/toast';
import { CONTACT_SENT_MESSAGE } from '@shared/contact-form';
import { contactSchema } from '@shared/schemas/auth';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import {
  Form,
  setServerErrors,
  SubmitButton,
  TextareaField,
  TextField,
} from '@web/components/ui/form';
import { errorMessage, fieldErrors } from '@web/lib/api/error-message';
import type { StoredUser } from '@web/lib/session-storage';
import { paths } from '@web/paths';
import { useSendContactMessage } from '../api/send-contact-message';

/** Name, e-mail, subject and message; a signed-in user's name and address are filled in. */
export function ContactForm({
  user,
  sentBefore,
  refusedBefore,
}: {
  user: StoredUser | null;
  /** The form was sent before the page's scripts ran, and the server took it. */
  sentBefore: boolean;
  /** The form was sent before the page's scripts ran, and the server refused it: why. */
  refusedBefore: string | null;
}) {
  const send = useSendContactMessage();
  const [sent, setSent] = useState<string | null>(sentBefore ? CONTACT_SENT_MESSAGE : null);
  // A new key remounts the form empty after "Send Another Message".
  const [round, setRound] = useState(0);

  if (sent !== null) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-success/10 text-success">
          <CircleCheck className="size-8" aria-hidden="true" />
        </span>
        <h2 className="text-xl font-semibold">Message Sent!</h2>
        <p className="max-w-sm text-sm text-muted-foreground">{sent}</p>
        <Button
          variant="outline"
          className="mt-2"
          onClick={() => {
            setSent(null);
            setRound((value) => value + 1);
          }}
        >
          Send Another Message
        </Button>
      </div>
    );
  }

  return (
    <Form
      key={round}
      action={paths.contact}
      schema={contactSchema}
      defaultValues={{
        name: user?.username ?? '',
        email: user?.email ?? '',
        subject: '',
        message: '',
      }}
      aria-label="Contact us"
      onSubmit={async (values, form) => {
        try {
          const answer = await send.mutateAsync(values);
          toast.success('Message Sent', { description: answer.message });
          setSent(answer.message);
        } catch (error) {
          setServerErrors(form, fieldErrors(error));
          toast.error('Failed to send message', {
            description: errorMessage(error, 'Please try again later.'),
          });
        }
      }}
    >
      {(form) => (
        <>
          {refusedBefore && round === 0 && (
            <Alert variant="destructive">
              <AlertDescription>Your message was not sent: {refusedBefore}</AlertDescription>
            </Alert>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField control={form.control} name="name" label="Name" autoComplete="name" />
            <TextField
              control={form.control}
              name="email"
              label="Email"
              type="email"
              autoComplete="email"
              inputMode="email"
            />
          </div>
          <TextField control={form.control} name="subject" label="Subject" />
          <TextareaField control={form.control} name="message" label="Message" rows={6} />
          <SubmitButton pendingLabel="Sending…">Send Message</SubmitButton>
        </>
      )}
    </Form>
  );
}
