import type { SocialAccount } from '@shared/schemas/people';
import { useHasValidToken } from '@web/hooks/use-has-valid-token';
import { useAwaitingSession } from '@web/lib/page-context';
import type { PersonAccount } from './add-proof-form';
import { BadgeSnippet } from './badge-snippet';
import { ProofsDialog } from './proofs-dialog';
import { RateAccount, RateAccountPlaceholder } from './rate-account';
import { ReportDialog } from './report-dialog';
import { ReviewsDialog } from './reviews-dialog';
import { VoteButtons } from './vote-buttons';

/**
 * What the community can do with one account on the person page: vote on a pending one,
 * rate a verified one (with an unexpired token), read and write reviews, see and attach proofs,
 * report a verified one or embed its badge.
 * `personAccounts` are all the person's accounts, which a proof may come from.
 * `onChanged` refreshes the people shown after a vote, a rating or a proof.
 */
export function AccountActions({
  account,
  personAccounts,
  onChanged,
}: {
  account: SocialAccount;
  personAccounts: PersonAccount[];
  onChanged: () => void;
}) {
  const canRate = useHasValidToken();
  const awaitingSession = useAwaitingSession();
  return (
    <div className="flex flex-col gap-3">
      {!account.isVerified && <VoteButtons account={account} onVoted={onChanged} />}
      {account.isVerified &&
        (canRate ? (
          <RateAccount accountId={account.id} onRated={onChanged} />
        ) : (
          awaitingSession && <RateAccountPlaceholder />
        ))}
      <div className="flex flex-wrap items-center gap-2">
        <ReviewsDialog account={account} />
        <ProofsDialog account={account} personAccounts={personAccounts} onChanged={onChanged} />
        {account.isVerified && <ReportDialog account={account} />}
        {account.isVerified && <BadgeSnippet account={account} />}
      </div>
    </div>
  );
}
