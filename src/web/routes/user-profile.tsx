import { useParams } from 'react-router';
import { UserProfile } from '@web/features/profiles/components/user-profile';

/** /users/:username: anyone's public profile (never with the e-mail). */
export function UserProfileRoute() {
  const { username = '' } = useParams();
  return <UserProfile key={username.toLowerCase()} username={username} />;
}
