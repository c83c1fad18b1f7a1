import { shownHandle } from '@shared/account-link';
import {
  CircleHelp,
  Hourglass,
  ShieldAlert,
  ShieldCheck,
  ShieldX,
  SquareArrowOutUpRight,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LookupResult as Answer } from '@shared/schemas/lookup';
import { PlatformIcon } from '@web/components/platform-icon';
import { Badge, type BadgeProps } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { paths } from '@web/paths';
import { TIER_WORDS } from '../tier-words';

type KnownStatus = Exclude<Answer['status'], 'unknown'>;

interface State {
  badge: string;
  variant: BadgeProps['variant'];
  icon: typeof ShieldCheck;
  says: string;
  /** What the badge's tier rests on, under the sentence. */
  meaning?: string;
  className?: string;
}

const STATES: Record<KnownStatus, State> = {
  verified: {
    badge: 'Verified',
    variant: 'success',
    icon: ShieldCheck,
    says: 'This is a verified account of',
  },
  reported: {
    badge: 'Reported as fake',
    variant: 'destructive',
    icon: ShieldAlert,
    says: 'Verified, but a report that it is fake is under investigation. It was listed as an account of',
  },
  pending: {
    badge: 'Pending verification',
    variant: 'warning',
    icon: Hourglass,
    says: 'Not verified yet: the community is still voting on whether it is an account of',
  },
  rejected: {
    badge: 'Rejected',
    variant: 'destructive',
    icon: ShieldX,
    says: 'The community rejected this as an account of',
  },
};

const CONTESTED: State = {
  badge: 'Contested',
  variant: 'destructive',
  icon: ShieldAlert,
  says: 'Not verified: the person’s own evidence names another account, and a moderator decides whether it is an account of',
};

/**
 * The state the answer shows: a verified account says its tier ("Proven", "Verified by a
 * moderator", "Verified by the community") and what that rests on; a pending one the
 * person's own evidence contests says so.
 */
function stateOf(status: KnownStatus, answer: Pick<Answer, 'tier' | 'account'>): State {
  const tier = answer.tier ?? answer.account?.verification.tier ?? null;
  if (status === 'verified' && tier) {
    return {
      ...STATES.verified,
      badge: TIER_WORDS[tier].name,
      meaning: TIER_WORDS[tier].meaning,
      className: tier === 'proven' ? 'bg-success text-white' : undefined,
    };
  }
  if (status === 'pending' && answer.account?.verification.basis === 'contested') return CONTESTED;
  return STATES[status];
}

/** The account the directory knows: its state, whose it is and what the state rests on. */
function KnownAccount({
  status,
  tier,
  person,
  account,
}: Required<Pick<Answer, 'person' | 'account'>> & Pick<Answer, 'tier'> & { status: KnownStatus }) {
  const state = stateOf(status, { tier, account });
  const fullName = `${person.firstName} ${person.lastName}`;
  return (
    <>
      <div className="flex items-center gap-3">
        <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-muted">
          <PlatformIcon platform={{ name: account.platform }} />
        </div>
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">{shownHandle(account.username)}</p>
          <p className="truncate text-xs text-muted-foreground">{account.platform}</p>
        </div>
        <Button asChild variant="ghost" size="icon" aria-label={`Open @${account.username}`}>
          <a href={account.url} target="_blank" rel="noopener noreferrer nofollow">
            <SquareArrowOutUpRight aria-hidden="true" />
          </a>
        </Button>
      </div>
      <Badge variant={state.variant} className={state.className} data-testid="lookup-badge">
        <state.icon aria-hidden="true" />
        {state.badge}
      </Badge>
      <p className="text-pretty">
        {state.says}{' '}
        <Link to={paths.personBySlug(person.slug)} className="font-semibold underline">
          {fullName}
        </Link>
        .{state.meaning && ` ${state.meaning}`}
      </p>
      <p className="text-sm text-pretty text-muted-foreground" data-testid="verification-summary">
        {account.verification.summary}
      </p>
    </>
  );
}

/** An address the directory does not know, with the way to propose it. */
function UnknownAccount() {
  return (
    <>
      <Badge variant="secondary">
        <CircleHelp aria-hidden="true" />
        Unknown
      </Badge>
      <p className="text-pretty">
        This account is not in the directory: nobody has verified it. Be careful before you trust
        it.
      </p>
      <p className="text-sm text-pretty text-muted-foreground">
        If you know whose it is, find that person and propose the account on their page, or add the
        person first.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to={paths.home}>Propose it</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.add}>Add a person</Link>
        </Button>
      </div>
    </>
  );
}

/** The directory's answer to "is this account real?". */
export function LookupResult({ answer }: { answer: Answer }) {
  const { status, tier, person, account } = answer;
  let body: ReactNode = <UnknownAccount />;
  if (status !== 'unknown' && person && account) {
    body = <KnownAccount status={status} tier={tier} person={person} account={account} />;
  }
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5" aria-live="polite" data-testid="lookup-answer">
      {body}
    </Card>
  );
}
