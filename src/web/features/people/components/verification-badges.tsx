import type { SocialAccount } from '@shared/schemas/people';
import { ClockIcon } from '@web/components/icons';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/cn';
import { TIER_NAMES } from '@web/lib/tier-words';
import { BadgeCheckIcon, ShieldCheckIcon, TriangleAlertIcon } from './icons';

type Verification = SocialAccount['verification'];

/** "Proven": a chain of checked proofs leads to the account; solid green with a shield. */
function ProvenBadge({ className }: { className?: string }) {
  return (
    <Badge className={cn('bg-success text-white', className)} data-tier="proven">
      <ShieldCheckIcon aria-hidden="true" />
      {TIER_NAMES.proven}
    </Badge>
  );
}

/**
 * The badge of a verified account, saying its tier: "Proven" (solid, with a shield), "Verified
 * by a moderator" or "Verified by the community"; amber with 'Check needed' when a checked
 * proof of the account broke (the summary under it says which and since when).
 */
export function VerifiedBadge({ verification }: { verification: Verification }) {
  const tier = verification.tier ?? 'community';
  if (verification.attention) {
    return (
      <Badge
        variant="warning"
        className="border-warning/40"
        data-testid="attention-badge"
        data-tier={tier}
      >
        <TriangleAlertIcon aria-hidden="true" />
        {TIER_NAMES[tier]} · Check needed
      </Badge>
    );
  }
  if (tier === 'proven') return <ProvenBadge />;
  return (
    <Badge variant="success" data-tier={tier}>
      <BadgeCheckIcon aria-hidden="true" />
      {TIER_NAMES[tier]}
    </Badge>
  );
}

/** What holds an account whose counted approvals reached the bar, on its badge. */
const HOLD_WORDS: Record<NonNullable<Verification['holdReason']>, string> = {
  flag: 'Held: a moderator reviews its votes',
  proof: 'Held: a proof contradicts it',
  same_platform: 'Held: the person has a verified account here',
  handle_elsewhere: 'Held: the handle is verified on another person',
};

/**
 * The badge of an account not verified yet: "Contested" when the person's own evidence names
 * another account (a moderator decides), else "Pending verification", with a small "Proven"
 * beside it when a chain of checked proofs already leads to it (a few approvals verify it),
 * and what holds it when its counted approvals already reached the bar.
 */
export function PendingBadges({ verification }: { verification: Verification }) {
  if (verification.basis === 'contested') {
    return (
      <Badge variant="destructive" data-testid="contested-badge">
        <TriangleAlertIcon aria-hidden="true" />
        Contested
      </Badge>
    );
  }
  return (
    <>
      <Badge variant="warning">
        <ClockIcon aria-hidden="true" />
        Pending verification
      </Badge>
      {verification.identity === 'anchored' && <ProvenBadge className="px-2" />}
      {verification.basis === 'held' && verification.holdReason && (
        <Badge variant="outline" className="border-warning/50" data-testid="hold-badge">
          <TriangleAlertIcon aria-hidden="true" />
          {HOLD_WORDS[verification.holdReason]}
        </Badge>
      )}
    </>
  );
}
