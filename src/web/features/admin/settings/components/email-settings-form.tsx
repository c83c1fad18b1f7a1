import { Info, LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { toast } from '@web/lib/toast';
import { can } from '@shared/permissions';
import {
  type EmailSettings,
  emailSettingsInputSchema,
  SMTP_DEFAULT_PORT,
  SMTP_PASSWORD_MESSAGE,
} from '@shared/schemas/admin-system';
import { ConfirmAction } from '@web/components/confirm-action';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import {
  Form,
  type FormApi,
  FormRootError,
  setServerErrors,
  SubmitButton,
  TextField,
} from '@web/components/ui/form';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import { useStoredUser } from '@web/hooks/use-stored-user';
import { ApiError } from '@web/lib/api/client';
import { errorMessage } from '@web/lib/api/error-message';
import { useRemoveEmailSettings } from '../api/remove-email-settings';
import { useTestEmailSettings } from '../api/test-email-settings';
import { useUpdateEmailSettings } from '../api/update-email-settings';
import { SEND_FAILED } from './test-email-form';

const PERMISSION_DENIED = [
  'Permission denied',
  'Only administrators can update email settings',
] as const;
const UPDATE_FAILED = 'Failed to update email settings. Please try again.';
/** Port 587 talks STARTTLS, so "secure" (TLS from the first byte) is off; 465 is TLS from the start. */
const STARTTLS_PORT = 587;
const TLS_PORT = 465;

/** Port 587 talks STARTTLS: a secure connection from the first byte is never asked of it. */
const withStartTls = <T extends { smtp_port: number; smtp_secure: boolean }>(values: T): T =>
  values.smtp_port === STARTTLS_PORT ? { ...values, smtp_secure: false } : values;

/** The saved settings need no password again; without one stored, a password is required. */
function settingsSchema(hasPassword: boolean) {
  return emailSettingsInputSchema.superRefine((values, context) => {
    if (!hasPassword && values.smtp_pass === undefined) {
      context.addIssue({ code: 'custom', message: SMTP_PASSWORD_MESSAGE, path: ['smtp_pass'] });
    }
  });
}
type Schema = ReturnType<typeof settingsSchema>;

function SecureSwitch({ form }: { form: FormApi<Schema> }) {
  const id = useId();
  const port = Number(useWatch({ control: form.control, name: 'smtp_port' }));
  const secure = useWatch({ control: form.control, name: 'smtp_secure' });
  const forcedOff = port === STARTTLS_PORT;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-3">
        <Controller
          control={form.control}
          name="smtp_secure"
          render={({ field }) => (
            <Switch
              id={id}
              checked={forcedOff ? false : Boolean(field.value)}
              disabled={forcedOff}
              onCheckedChange={field.onChange}
            />
          )}
        />
        <Label htmlFor={id}>Secure connection (SSL/TLS)</Label>
      </div>
      {forcedOff && (
        <p className="text-xs text-muted-foreground">
          Port 587 uses STARTTLS, so a secure connection from the start stays off.
        </p>
      )}
      {port === TLS_PORT && !secure && (
        <p className="text-xs font-medium text-warning" role="status">
          Port 465 uses SSL/TLS: turn on the secure connection.
        </p>
      )}
    </div>
  );
}

/**
 * The SMTP settings: user, password (never shown back), host, port and the secure switch;
 * tried by mailing the admin before they are saved, and removed to keep mail again.
 */
export function EmailSettingsForm({ settings }: { settings: EmailSettings }) {
  const user = useStoredUser();
  const update = useUpdateEmailSettings();
  const tryOut = useTestEmailSettings();
  const remove = useRemoveEmailSettings();
  const schema = settingsSchema(settings.hasPassword);

  const submit = async (
    values: Parameters<typeof update.mutateAsync>[0],
    form: FormApi<Schema>,
  ) => {
    if (!can(user, 'manage:mail')) {
      toast.error(PERMISSION_DENIED[0], { description: PERMISSION_DENIED[1] });
      return;
    }
    try {
      await update.mutateAsync(withStartTls(values));
      form.resetField('smtp_pass', { defaultValue: '' });
      toast.success('Settings updated', { description: 'The e-mail settings were saved.' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) {
        toast.error(PERMISSION_DENIED[0], { description: PERMISSION_DENIED[1] });
        return;
      }
      setServerErrors(form, error instanceof ApiError ? error.errors : undefined);
      toast.error('Error', { description: UPDATE_FAILED });
    }
  };

  const tryTyped = async (
    values: Parameters<typeof update.mutateAsync>[0],
    form: FormApi<Schema>,
  ) => {
    try {
      const result = await tryOut.mutateAsync(withStartTls(values));
      toast.success('Test email sent', {
        description: `Sent to ${user?.email ?? 'you'} through ${result.transportInfo}. The settings are not saved yet.`,
      });
    } catch (error) {
      const message = errorMessage(error, SEND_FAILED);
      form.setError('root.server', { message });
      toast.error('Test email failed', { description: message });
    }
  };

  const removeSaved = async () => {
    try {
      const result = await remove.mutateAsync();
      toast.success('Settings removed', { description: result.message });
    } catch (error) {
      toast.error('Error', { description: errorMessage(error, 'Failed to remove the settings.') });
    }
  };

  return (
    <Form
      schema={schema}
      aria-label="Email settings"
      defaultValues={{
        smtp_user: settings.smtp_user,
        smtp_pass: '',
        smtp_host: settings.smtp_host,
        smtp_port: String(settings.smtp_port || SMTP_DEFAULT_PORT),
        smtp_secure: settings.smtp_secure,
      }}
      onSubmit={submit}
    >
      {(form) => (
        <>
          {settings.smtpUrlOverride && (
            <Alert>
              <Info aria-hidden="true" />
              <AlertDescription>
                The server&apos;s SMTP_URL setting is in use: these settings are saved but mail goes
                through SMTP_URL until it is removed.
              </AlertDescription>
            </Alert>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              control={form.control}
              name="smtp_user"
              label="SMTP user (e-mail)"
              type="email"
              autoComplete="off"
            />
            <TextField
              control={form.control}
              name="smtp_pass"
              label="SMTP password"
              type="password"
              autoComplete="new-password"
              placeholder={settings.hasPassword ? 'Saved; leave blank to keep it' : ''}
            />
            <TextField control={form.control} name="smtp_host" label="SMTP host" />
            <TextField
              control={form.control}
              name="smtp_port"
              label="SMTP port"
              inputMode="numeric"
              description="587 (STARTTLS), 465 (SSL/TLS), 25 (legacy)"
            />
          </div>
          <SecureSwitch form={form} />
          <FormRootError />
          <div className="flex flex-col gap-2 sm:flex-row">
            <SubmitButton className="sm:w-fit" pendingLabel="Saving…">
              Save settings
            </SubmitButton>
            <Button
              type="button"
              variant="outline"
              disabled={tryOut.isPending}
              onClick={() => void form.handleSubmit((values) => tryTyped(values, form))()}
            >
              {tryOut.isPending && (
                <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              )}
              Send me a test with these settings
            </Button>
            {settings.hasPassword && (
              <ConfirmAction
                title="Remove the SMTP settings?"
                description="Mail is kept, not sent, until a mail server is set up again. Sign-ups cannot verify their address by mail meanwhile."
                confirmLabel="Remove settings"
                onConfirm={() => void removeSaved()}
              >
                <Button type="button" variant="ghost" className="text-destructive sm:ml-auto">
                  Remove settings
                </Button>
              </ConfirmAction>
            )}
          </div>
        </>
      )}
    </Form>
  );
}
