import { UserProfile } from '@web/features/profiles/components/user-profile';
import { useStoredUser } from '@web/hooks/use-stored-user';

/** /profile: the signed-in user's own profile, with their private e-mail. The router guards it. */
export function OwnProfileRoute() {
  const user = useStoredUser();
  if (!user) return null;
  return (
    <UserProfile
      key={user.username.toLowerCase()}
      username={user.username}
      own={{ fallbackEmail: user.email }}
    />
  );
}
