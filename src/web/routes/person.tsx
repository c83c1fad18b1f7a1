import { useParams } from 'react-router';
import { AccountActions } from '@web/features/accounts/components/account-actions';
import { ProposeAccount } from '@web/features/accounts/components/propose-account';
import { WatchButton } from '@web/features/notifications/components/watch-button';
import { PersonDetails } from '@web/features/people/components/person-details';
import { useRefreshPeople } from '@web/features/people/hooks/use-refresh-people';
import { personQueryOptions } from '@web/features/people/api/get-person';
import type { PagePrefetch } from '@web/lib/page-data';

/** The person with their accounts. */
export const prefetchPerson: PagePrefetch = (queryClient, { params }) =>
  queryClient.prefetchQuery(personQueryOptions(params.ref ?? ''));

/**
 * /people/:ref, where ref is a numeric id or a name slug. The person feature shows the
 * person and their accounts; the accounts feature adds voting, rating, reviews, reports
 * and the 'Missing an Account?' form; the notifications feature adds Watch.
 */
export function PersonRoute() {
  const { ref = '' } = useParams();
  const refreshPeople = useRefreshPeople();
  return (
    <PersonDetails
      key={ref}
      personRef={ref}
      renderAccountActions={(account, person) => (
        <AccountActions
          account={account}
          personAccounts={person.socialAccounts}
          onChanged={refreshPeople}
        />
      )}
      renderAfterAccounts={(person) => <ProposeAccount person={person} onAdded={refreshPeople} />}
      renderHeaderActions={(person) => <WatchButton personId={person.id} />}
    />
  );
}
