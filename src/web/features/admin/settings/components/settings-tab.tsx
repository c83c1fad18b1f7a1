import { Database, History, Mail } from 'lucide-react';
import { AuditLogView } from './audit-log';
import { CleanAccountsForm } from './clean-accounts-form';
import { DatabaseInfoView } from './database-info';
import { EmailConfiguration } from './email-configuration';
import { MergePeopleDialog } from './merge-people-dialog';
import { SettingsBlock, SettingsSection } from './settings-section';
import { UpdateRatingsButton } from './update-ratings-button';

/** System Settings: e-mail configuration, data management and the audit log, each collapsible. */
export function SettingsTab() {
  return (
    <section aria-labelledby="settings-heading" className="flex flex-col gap-4">
      <h2 id="settings-heading" className="text-xl font-semibold tracking-tight">
        System Settings
      </h2>
      <SettingsSection
        icon={Mail}
        title="Email Configuration"
        description="Outgoing mail server, a test mail and the recent mails."
        defaultOpen
      >
        <EmailConfiguration />
      </SettingsSection>
      <SettingsSection
        icon={Database}
        title="Data Management"
        description="Database facts, ratings, duplicate people and duplicate accounts."
        defaultOpen
      >
        <SettingsBlock title="Database">
          <DatabaseInfoView />
        </SettingsBlock>
        <SettingsBlock
          title="30-day average ratings"
          description="Recompute every account's overall and 30-day average rating now."
        >
          <UpdateRatingsButton />
        </SettingsBlock>
        <SettingsBlock
          title="Duplicate people"
          description="Merge two entries for the same person into one."
        >
          <MergePeopleDialog />
        </SettingsBlock>
        <SettingsBlock
          title="Duplicate social accounts"
          description="Merge a person's accounts that have the same platform and handle, keeping their votes, ratings, reviews and reports. The person ID is shown next to each name under Famous People."
        >
          <CleanAccountsForm />
        </SettingsBlock>
      </SettingsSection>
      <SettingsSection
        icon={History}
        title="Audit Log"
        description="Every admin action: who, what and when."
      >
        <AuditLogView />
      </SettingsSection>
    </section>
  );
}
