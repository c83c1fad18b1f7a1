import { shownHandle } from '@shared/account-link';
import { formatLocalMoment } from '@shared/dates';
import type { ProofQueueItem } from '@shared/schemas/proof-queue';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { CHECK_OUTCOME_WORDS, PROOF_KIND_WORDS, PROOF_TROUBLE_WORDS } from '../lib/proof-words';
import { AccountIdentity } from './account-identity';
import { AccountStatusBadge } from './account-status-badge';
import { ModerateAccountDialog } from './moderate-account-dialog';
import { SuggestionActions } from './suggestion-actions';

/** The badge of a queued proof: a suggestion, or the trouble of the accounts' side. */
function QueueBadge({ proof }: { proof: ProofQueueItem }) {
  if (proof.suggested) {
    return (
      <Badge variant="secondary" data-state="suggested">
        Suggestion
      </Badge>
    );
  }
  return (
    <Badge
      variant={proof.state === 'contradicting' ? 'destructive' : 'warning'}
      data-state={proof.state}
    >
      {proof.state === 'contradicting' ? 'Contradicting' : 'Broken'}
    </Badge>
  );
}

/**
 * One proof in the queue: its kind and page, since when, its account and person, its checks;
 * a member's suggestion with who made it and the way to accept or remove it.
 */
export function ProofQueueCard({ proof }: { proof: ProofQueueItem }) {
  const { account } = proof;
  const handle = shownHandle(account.username);
  const headingId = `queued-proof-${proof.id}`;
  return (
    <Card role="article" aria-labelledby={headingId} data-testid="queued-proof">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 pb-3">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold">
            {PROOF_KIND_WORDS[proof.kind]}
          </h3>
          <p className="text-sm text-muted-foreground">
            {proof.suggested
              ? `Suggested by ${proof.addedBy ? `@${proof.addedBy}` : 'a deleted user'} · ${PROOF_TROUBLE_WORDS[proof.state]}`
              : PROOF_TROUBLE_WORDS[proof.state]}
          </p>
          <a
            href={proof.url}
            target="_blank"
            rel="noreferrer noopener"
            className="text-sm break-all hover:underline"
          >
            {proof.url}
          </a>
          <p className="text-xs text-muted-foreground">
            Since {formatLocalMoment(proof.problemSince)}
            {proof.lastCheckedAt && ` · last checked ${formatLocalMoment(proof.lastCheckedAt)}`}
          </p>
        </div>
        <QueueBadge proof={proof} />
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <AccountIdentity platform={account.platform} handle={handle} person={account.person}>
            {account.decisionBasis === 'moderator' && account.decisionNote && (
              <p className="text-muted-foreground">
                Verified by an administrator: {account.decisionNote}
              </p>
            )}
          </AccountIdentity>
          <AccountStatusBadge status={account.status} />
          {proof.suggested ? (
            <SuggestionActions proofId={proof.id} handle={handle} />
          ) : (
            <ModerateAccountDialog accountId={account.id} handle={handle} />
          )}
        </div>
        <section className="flex flex-col gap-2">
          <h4 className="text-sm font-semibold">History</h4>
          {proof.history.length === 0 ? (
            <p className="text-sm text-muted-foreground">No checks kept.</p>
          ) : (
            <ul className="flex flex-col gap-1 text-sm" aria-label={`Checks of ${handle}`}>
              {proof.history.map((check) => (
                <li key={`${check.checkedAt}-${check.outcome}`} className="flex flex-wrap gap-x-2">
                  <span className="font-medium">{CHECK_OUTCOME_WORDS[check.outcome]}</span>
                  <span>{check.detail}</span>
                  <time dateTime={check.checkedAt} className="text-muted-foreground">
                    {formatLocalMoment(check.checkedAt)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
