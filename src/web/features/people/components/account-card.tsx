import { shownHandle } from '@shared/account-link';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { countOf } from '@shared/plural';
import { relativeTime } from '@shared/dates';
import type { SocialAccount } from '@shared/schemas/people';
import { PlatformIcon } from '@web/components/platform-icon';
import { Card } from '@web/components/ui/card';
import { paths } from '@web/paths';
import { AccountRating } from './account-rating';
import { EvidenceView } from './evidence-view';
import { ExternalAccountLink } from './external-account-link';
import { VoteCounts } from './vote-counts';
import { WikidataListingNote } from './wikidata-links';
import { PendingBadges, VerifiedBadge } from './verification-badges';

/** What the account's status rests on ("3 of 12 approvals count so far"), under its badge. */
function VerificationSummary({ account }: { account: Pick<SocialAccount, 'verification'> }) {
  return (
    <p className="text-xs text-pretty text-muted-foreground" data-testid="verification-summary">
      {account.verification.summary}
    </p>
  );
}

/**
 * One account on the person page: handle, status, rating or vote counts, evidence and who
 * submitted it. `actions` (voting, rating, reviews, reporting) is composed in by the page.
 */
export function AccountCard({ account, actions }: { account: SocialAccount; actions?: ReactNode }) {
  return (
    <Card
      id={`account-${account.id}`}
      className="flex scroll-mt-20 flex-col gap-4 p-4 sm:p-5"
      data-testid="account-card"
    >
      <div className="flex items-center gap-3">
        <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-muted">
          <PlatformIcon platform={account.platform} className="size-5" />
        </div>
        <div className="min-w-0 flex-1">
          <p className="font-semibold wrap-anywhere">{shownHandle(account.username)}</p>
          <p className="truncate text-xs text-muted-foreground">
            {account.platform.name}
            {account.followers ? ` · ${account.followers} followers` : ''}
          </p>
        </div>
        <ExternalAccountLink account={account} />
      </div>

      {account.isVerified ? (
        <div className="flex flex-col gap-1.5">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <VerifiedBadge verification={account.verification} />
            <AccountRating account={account} size="md" />
            {/* With none, the rating itself says "no ratings yet": no second zero. */}
            {account.ratingCount > 0 && (
              <span className="text-xs text-muted-foreground">
                {countOf(account.ratingCount, 'rating')}
              </span>
            )}
          </div>
          <WikidataListingNote account={account} />
          <VerificationSummary account={account} />
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <div className="flex flex-col gap-1.5">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
              <PendingBadges verification={account.verification} />
              <WikidataListingNote account={account} chip />
            </div>
            <VerificationSummary account={account} />
          </div>
          {/* Votes decide nothing on a contested account: a moderator does. */}
          {account.verification.basis !== 'contested' && <VoteCounts account={account} />}
        </div>
      )}

      {actions}

      <EvidenceView evidence={account.evidence} />

      <p className="border-t pt-3 text-xs text-muted-foreground">
        Submitted {relativeTime(account.submittedAt)}
        {account.submittedBy && (
          <>
            {' by '}
            <Link
              to={paths.user(account.submittedBy.username)}
              className="font-medium text-primary hover:underline"
            >
              {account.submittedBy.username}
            </Link>
          </>
        )}
      </p>
    </Card>
  );
}
