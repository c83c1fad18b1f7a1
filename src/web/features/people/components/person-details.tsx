import { BadgeCheck, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  ANCHORED_VERIFICATION_THRESHOLD,
  MIN_INDEPENDENT_GROUPS,
  REJECTION_THRESHOLD,
  VERIFICATION_THRESHOLD,
} from '@shared/constants';
import type { Person, SocialAccount } from '@shared/schemas/people';
import type { PersonDetail } from '@shared/schemas/person-detail';
import { Spinner } from '@web/components/ui/spinner';
import { useScrollToHash } from '@web/hooks/use-scroll-to-hash';
import { visibleAccounts } from '../accounts';
import { usePersonPage } from '../hooks/use-person-page';
import { AccountSection } from './account-section';
import { MorePendingAccounts } from './more-pending-accounts';
import { OfficialSites } from './official-sites';
import { PersonHeader } from './person-header';
import { PersonLoadFailed, PersonNotFound } from './person-unavailable';

interface PersonDetailsProps {
  personRef: string;
  /**
   * What the community can do with each account (voting, rating, reviews, reports, proofs);
   * the person comes along, since a proof can rest on another of their accounts.
   */
  renderAccountActions?: (account: SocialAccount, person: PersonDetail) => ReactNode;
  /** Shown under the account lists (the 'Missing an Account?' section). */
  renderAfterAccounts?: (person: Person) => ReactNode;
  /** Beside 'Talk about' in the header (Watch). */
  renderHeaderActions?: (person: Person) => ReactNode;
}

/**
 * The person page body for an address reference (id or name slug), in its loading,
 * not-found, error and loaded states.
 */
export function PersonDetails({
  personRef,
  renderAccountActions,
  renderAfterAccounts,
  renderHeaderActions,
}: PersonDetailsProps) {
  const { data: person, isPending, notFound } = usePersonPage(personRef);
  // A notification's link lands on one account card (#account-<id>).
  useScrollToHash(person !== undefined);

  if (isPending) return <Spinner label="Loading person" />;
  if (notFound) return <PersonNotFound />;
  if (!person) return <PersonLoadFailed />;

  const accounts = visibleAccounts(person);
  const renderActions =
    renderAccountActions && ((account: SocialAccount) => renderAccountActions(account, person));
  return (
    <div className="flex flex-col gap-8">
      <PersonHeader person={person} actions={renderHeaderActions?.(person)} />
      <OfficialSites person={person} />
      <AccountSection
        title="Verified Accounts"
        description={`Proven: checked proofs link the account to an official site or an account a moderator confirmed. Others are verified by a moderator, or by the community: ${VERIFICATION_THRESHOLD} counted approvals from at least ${MIN_INDEPENDENT_GROUPS} independent groups of established members.`}
        icon={<BadgeCheck className="size-6 text-success" aria-hidden="true" />}
        accounts={accounts.filter((account) => account.isVerified)}
        emptyText="No verified accounts yet."
        renderActions={renderActions}
      />
      <AccountSection
        title="Pending Verification"
        description={`Proposed accounts awaiting community votes: ${VERIFICATION_THRESHOLD} counted approvals from ${MIN_INDEPENDENT_GROUPS} independent groups of established members verify an account (${ANCHORED_VERIFICATION_THRESHOLD} from ${ANCHORED_VERIFICATION_THRESHOLD} for a proven one), ${REJECTION_THRESHOLD} counted rejections remove it.`}
        icon={<Clock className="size-6 text-warning" aria-hidden="true" />}
        accounts={accounts.filter((account) => !account.isVerified)}
        total={person.pendingAccountCount}
        emptyText="No accounts are waiting for verification."
        renderActions={renderActions}
      >
        <MorePendingAccounts
          personId={person.id}
          total={person.pendingAccountCount}
          renderActions={renderActions}
        />
      </AccountSection>
      {renderAfterAccounts?.(person)}
    </div>
  );
}
