import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatLocalMoment } from '@shared/dates';
import type { TrustFlag, TrustFlagAction } from '@shared/schemas/trust';
import { Badge, type BadgeProps } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { paths } from '@web/paths';
import { FLAG_KINDS, STANDING_WORDS } from '../lib/trust-words';
import { FlaggedAccount } from './flagged-account';
import { TrustFlagActions } from './trust-flag-actions';

const STATUS: Record<TrustFlag['status'], { label: string; variant: BadgeProps['variant'] }> = {
  open: { label: 'Open', variant: 'warning' },
  confirmed: { label: 'Confirmed', variant: 'destructive' },
  cleared: { label: 'Cleared', variant: 'secondary' },
};

interface TrustFlagCardProps {
  flag: TrustFlag;
  busy: boolean;
  onAction: (flag: TrustFlag, action: TrustFlagAction) => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold">{title}</h4>
      {children}
    </section>
  );
}

/** One flag: what fired and when, the users, the accounts with their votes, the actions. */
export function TrustFlagCard({ flag, busy, onAction }: TrustFlagCardProps) {
  const kind = FLAG_KINDS[flag.kind];
  const status = STATUS[flag.status];
  return (
    <Card role="article" aria-labelledby={`trust-flag-${flag.id}`} data-testid="trust-flag">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 pb-3">
        <div className="min-w-0">
          <h3 id={`trust-flag-${flag.id}`} className="font-semibold">
            {kind.name}
          </h3>
          <p className="text-sm text-muted-foreground">{kind.pattern}</p>
          <p className="text-xs text-muted-foreground">
            Opened {formatLocalMoment(flag.createdAt)}
            {flag.decidedAt && ` · decided ${formatLocalMoment(flag.decidedAt)}`}
          </p>
        </div>
        <Badge variant={status.variant} data-status={flag.status}>
          {status.label}
        </Badge>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Section title="Signals">
          <ul className="flex flex-col gap-1 text-sm">
            {flag.signals.map((signal) => (
              <li key={`${signal.at}-${signal.detail}`} className="flex flex-wrap gap-x-2">
                <span>{signal.detail}</span>
                <time dateTime={signal.at} className="text-muted-foreground">
                  {formatLocalMoment(signal.at)}
                </time>
              </li>
            ))}
          </ul>
        </Section>
        <Section title="Users">
          <ul className="flex flex-wrap gap-2 text-sm">
            {flag.users.map((user) => (
              <li key={user.id} className="rounded-md border px-2 py-1">
                <Link to={paths.user(user.username)} className="font-medium hover:underline">
                  {user.username}
                </Link>{' '}
                <span className="text-muted-foreground">{STANDING_WORDS[user.standing]}</span>
              </li>
            ))}
          </ul>
        </Section>
        <Section title="Accounts and votes">
          <ul className="flex flex-col gap-4">
            {flag.accounts.map((account) => (
              <FlaggedAccount key={account.id} account={account} />
            ))}
          </ul>
        </Section>
        <TrustFlagActions flag={flag} busy={busy} onAction={(action) => onAction(flag, action)} />
      </CardContent>
    </Card>
  );
}
