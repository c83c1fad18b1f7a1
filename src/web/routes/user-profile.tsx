import { useParams } from 'react-router';
import { profileActivityQueryOptions } from '@web/features/profiles/api/get-profile-activity';
import { profileQueryOptions } from '@web/features/profiles/api/get-profile';
import { UserProfile } from '@web/features/profiles/components/user-profile';
import type { PagePrefetch } from '@web/lib/page-data';

/** The profile with its counters and the first page of its first tab (the people added). */
export const prefetchUserProfile: PagePrefetch = (queryClient, { params }) => {
  const username = params.username ?? '';
  return Promise.all([
    queryClient.prefetchQuery(profileQueryOptions(username)),
    queryClient.prefetchQuery(profileActivityQueryOptions(username, 'submissions', 1)),
  ]);
};

/** /users/:username: anyone's public profile (never with the e-mail). */
export function UserProfileRoute() {
  const { username = '' } = useParams();
  return <UserProfile key={username.toLowerCase()} username={username} />;
}
