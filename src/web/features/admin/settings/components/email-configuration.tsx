import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api/error-message';
import { LoadError } from '@web/components/load-error';
import { useEmailSettings } from '../api/get-email-settings';
import { EmailDebugView } from './email-debug';
import { EmailSettingsForm } from './email-settings-form';
import { SettingsBlock } from './settings-section';
import { TestEmailForm } from './test-email-form';

/** Email Configuration: the SMTP settings form, a test mail, and the recent mails. */
export function EmailConfiguration() {
  const settings = useEmailSettings();
  return (
    <>
      <SettingsBlock
        title="SMTP settings"
        description="The server sends verification, password and contact mails with these."
      >
        {settings.isPending ? (
          <Spinner className="py-6" label="Loading email settings" />
        ) : settings.isError ? (
          <LoadError
            title="Failed to load email settings"
            message={errorMessage(settings.error, '')}
            onRetry={() => void settings.refetch()}
            retrying={settings.isFetching}
          />
        ) : (
          // Saved or removed settings start the form again from what is stored.
          <EmailSettingsForm key={JSON.stringify(settings.data)} settings={settings.data} />
        )}
      </SettingsBlock>
      <SettingsBlock title="Test email" description="Sends a short mail the way every mail goes.">
        <TestEmailForm />
      </SettingsBlock>
      <SettingsBlock
        title="Recent emails"
        description="Refreshed every 3 seconds while this section is open."
      >
        <EmailDebugView />
      </SettingsBlock>
    </>
  );
}
