import { can } from '@shared/permissions';
import { NotificationSettingsCard } from '@web/features/notifications/components/notification-settings-card';
import { WatchingCard } from '@web/features/notifications/components/watching-card';
import { ApiKeysCard } from '@web/features/profiles/components/api-keys-card';
import { StandingCard } from '@web/features/profiles/components/standing-card';
import { UserProfile } from '@web/features/profiles/components/user-profile';
import { useStoredUser } from '@web/hooks/use-stored-user';

/**
 * /profile: the signed-in user's own profile, with their private e-mail, their standing
 * (whether their votes count), the people they watch, their notification settings and their
 * API keys.
 * The router guards it.
 */
export function OwnProfileRoute() {
  const user = useStoredUser();
  if (!user) return null;
  return (
    <div className="flex flex-col gap-6">
      <UserProfile
        key={user.username.toLowerCase()}
        username={user.username}
        own={{ fallbackEmail: user.email }}
      />
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
        <StandingCard />
        <WatchingCard userId={user.id} />
        <NotificationSettingsCard userId={user.id} />
        <ApiKeysCard canCreate={can(user, 'create:api-key')} />
      </div>
    </div>
  );
}
