import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { paths } from '@web/paths';
import { useProfilePage } from '../hooks/use-profile-page';
import { ActivityCounters } from './activity-counters';
import { ActivityTabs } from './activity-tabs';
import { ProfileHeader } from './profile-header';
import { UserNotFound } from './user-not-found';

interface UserProfileProps {
  username: string;
  /**
   * Own profile (/profile): shows the e-mail with its privacy note (the server sends it
   * only to the user themselves; `fallbackEmail` is the stored one). The public profile
   * never shows it and offers a way back home instead.
   */
  own?: { fallbackEmail?: string };
}

/** A user's profile page body, in its loading, not-found and loaded states. */
export function UserProfile({ username, own }: UserProfileProps) {
  const { data, isPending, notFound } = useProfilePage(
    username,
    own ? paths.profile : paths.user(username),
  );

  if (notFound) return <UserNotFound username={username} />;
  if (isPending || !data) return <Spinner label="Loading profile" />;

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      {!own && (
        <Button asChild variant="ghost" size="sm" className="-ml-2 self-start">
          <Link to={paths.home}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to Home
          </Link>
        </Button>
      )}
      <ProfileHeader
        user={data.user}
        email={own ? (data.user.email ?? own.fallbackEmail ?? '') : undefined}
      />
      <ActivityCounters activity={data.activity} />
      <section aria-labelledby="profile-activity-heading" className="flex flex-col gap-3">
        <h2 id="profile-activity-heading" className="text-lg font-semibold">
          {own ? 'Your Activity' : 'Activity'}
        </h2>
        <ActivityTabs username={data.user.username} />
      </section>
    </div>
  );
}
