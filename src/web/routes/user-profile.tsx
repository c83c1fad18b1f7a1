import { useParams } from 'react-router';
import { ACTIVITY_LISTS, activityFromParams } from '@web/features/profiles/activity-address';
import { profileActivityQueryOptions } from '@web/features/profiles/api/get-profile-activity';
import { profileQueryOptions } from '@web/features/profiles/api/get-profile';
import { UserProfile } from '@web/features/profiles/components/user-profile';
import type { PagePrefetch } from '@web/lib/page-data';

/** The profile with its counters and the tab and page of its activity the address asks for. */
export const prefetchUserProfile: PagePrefetch = (queryClient, { params, url }) => {
  const username = params.username ?? '';
  const { tab, page } = activityFromParams(url.searchParams);
  return Promise.all([
    queryClient.prefetchQuery(profileQueryOptions(username)),
    queryClient.prefetchQuery(profileActivityQueryOptions(username, ACTIVITY_LISTS[tab], page)),
  ]);
};

/** /users/:username: anyone's public profile (never with the e-mail). */
export function UserProfileRoute() {
  const { username = '' } = useParams();
  return <UserProfile key={username.toLowerCase()} username={username} />;
}
