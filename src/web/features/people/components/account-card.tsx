import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { countOf } from '@shared/plural';
import { relativeTime } from '@shared/dates';
import type { SocialAccount } from '@shared/schemas/people';
import { ClockIcon } from '@web/components/icons';
import { PlatformIcon } from '@web/components/platform-icon';
import { Badge } from '@web/components/ui/badge';
import { Card } from '@web/components/ui/card';
import { paths } from '@web/paths';
import { AccountRating } from './account-rating';
import { EvidenceView } from './evidence-view';
import { ExternalAccountLink } from './external-account-link';
import { VoteCounts } from './vote-counts';
import { WikidataListingNote } from './wikidata-links';
import { BadgeCheckIcon, TriangleAlertIcon } from './icons';

/** What the account's status rests on ("3 of 12 approvals count so far"), under its badge. */
function VerificationSummary({ account }: { account: Pick<SocialAccount, 'verification'> }) {
  return (
    <p className="text-xs text-pretty text-muted-foreground" data-testid="verification-summary">
      {account.verification.summary}
    </p>
  );
}

/**
 * The Verified badge: green, or amber with 'Check needed' when a checked proof of the account
 * broke (the summary under it says which and since when).
 */
function VerifiedBadge({ attention }: { attention: boolean }) {
  if (!attention) {
    return (
      <Badge variant="success">
        <BadgeCheckIcon aria-hidden="true" />
        Verified
      </Badge>
    );
  }
  return (
    <Badge variant="warning" className="border-warning/40" data-testid="attention-badge">
      <TriangleAlertIcon aria-hidden="true" />
      Verified · Check needed
    </Badge>
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
          <p className="font-semibold wrap-anywhere">@{account.username}</p>
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
            <VerifiedBadge attention={account.verification.attention} />
            <AccountRating account={account} size="md" />
            <span className="text-xs text-muted-foreground">
              {countOf(account.ratingCount, 'rating')}
            </span>
          </div>
          <WikidataListingNote account={account} />
          <VerificationSummary account={account} />
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <div className="flex flex-col gap-1.5">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
              <Badge variant="warning">
                <ClockIcon aria-hidden="true" />
                Pending verification
              </Badge>
              <WikidataListingNote account={account} chip />
            </div>
            <VerificationSummary account={account} />
          </div>
          <VoteCounts account={account} />
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
