import { ExternalLink, RefreshCw, ShieldCheck } from 'lucide-react';
import { toast } from '@web/lib/toast';
import { relativeTime } from '@shared/dates';
import { isCheckedKind, type ProofState } from '@shared/proofs';
import type { ProofView } from '@shared/schemas/proofs';
import { Badge, type BadgeProps } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api/error-message';
import { cn } from '@web/lib/cn';
import { useCheckProof } from '../api/check-proof';
import { proofKindTitle, proofStanding } from '../proof-words';

type Outcome = ProofView['history'][number]['outcome'];

/** Each state in words, coloured by how much it should worry a reader. */
const STATE_LOOKS: Record<ProofState, { words: string; variant: BadgeProps['variant'] }> = {
  pending: { words: 'Not checked yet', variant: 'secondary' },
  passing: { words: 'Passing', variant: 'success' },
  failing: { words: 'Failing', variant: 'warning' },
  unreachable: { words: 'Page unreachable', variant: 'warning' },
  broken: { words: 'Broken', variant: 'destructive' },
  stale: { words: 'Stale: no pass for 30 days', variant: 'warning' },
  contradicting: { words: 'Names another person', variant: 'destructive' },
  not_checked: { words: 'Read by people, not checked', variant: 'secondary' },
};

const OUTCOME_WORDS: Record<Outcome, { words: string; className: string }> = {
  pass: { words: 'Passed', className: 'text-success' },
  fail: { words: 'Failed', className: 'text-destructive' },
  unreachable: { words: 'Unreachable', className: 'text-warning' },
  contradiction: { words: 'Contradiction', className: 'text-destructive' },
};

/** How many of the latest checks a proof shows. */
const HISTORY_SHOWN = 5;

/** The address as a link only when it is http(s): anything else is shown as text. */
function ProofAddress({ url }: { url: string }) {
  let safe = false;
  try {
    safe = ['http:', 'https:'].includes(new URL(url).protocol);
  } catch {
    // Not an address at all: shown as text below.
  }
  if (!safe) return <span className="text-xs break-all text-muted-foreground">{url}</span>;
  return (
    <a
      href={url}
      target="_blank"
      rel="nofollow noopener"
      className="inline-flex items-start gap-1 text-xs break-all text-primary hover:underline"
    >
      {url}
      <ExternalLink className="mt-0.5 size-3 shrink-0" aria-hidden="true" />
    </a>
  );
}

function ProofHistory({ history }: { history: ProofView['history'] }) {
  if (history.length === 0) return null;
  return (
    <details className="text-xs">
      <summary className="cursor-pointer font-medium text-muted-foreground hover:text-foreground">
        Latest checks ({Math.min(history.length, HISTORY_SHOWN)})
      </summary>
      <ol className="mt-2 flex flex-col gap-1.5 border-l pl-3" aria-label="Latest checks">
        {history.slice(0, HISTORY_SHOWN).map((check, index) => (
          <li key={`${check.checkedAt}-${index}`}>
            <span className={`font-medium ${OUTCOME_WORDS[check.outcome].className}`}>
              {OUTCOME_WORDS[check.outcome].words}
            </span>{' '}
            <span className="text-muted-foreground">{relativeTime(check.checkedAt)}</span>
            {check.detail && <span className="block text-muted-foreground">{check.detail}</span>}
          </li>
        ))}
      </ol>
    </details>
  );
}

/** Whether the proof ties the account to the person, an anchored one marked as such. */
function ProofStanding({ proof }: { proof: ProofView }) {
  const standing = proofStanding(proof);
  if (!standing) return null;
  return (
    <p
      className={cn(
        'flex items-start gap-1.5 text-xs',
        standing.anchored ? 'font-medium text-success' : 'text-muted-foreground',
      )}
      data-testid="proof-standing"
      data-anchored={standing.anchored}
    >
      {standing.anchored && <ShieldCheck className="mt-px size-3.5 shrink-0" aria-hidden="true" />}
      <span className="break-words">{standing.words}</span>
    </p>
  );
}

/**
 * One proof in the proofs dialog: its kind, whether it is anchored or only its holder's
 * claim, the page it rests on, its state and last check,
 * the latest checks, and 'Check now' for a signed-in user when the server checks this kind.
 */
export function ProofItem({
  proof,
  canCheck,
  onChecked,
}: {
  proof: ProofView;
  canCheck: boolean;
  onChecked: () => void;
}) {
  const check = useCheckProof();
  const state = STATE_LOOKS[proof.state];

  const checkNow = async () => {
    try {
      const checked = await check.mutateAsync(proof.id);
      toast.success('Checked', { description: STATE_LOOKS[checked.state].words });
      onChecked();
    } catch (error) {
      toast.error('Could not check now', {
        description: errorMessage(error, 'Please try again later.'),
      });
    }
  };

  return (
    <li className="flex flex-col gap-2 py-3" data-testid="proof">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm font-semibold">{proofKindTitle(proof.kind)}</span>
        <Badge variant={state.variant}>{state.words}</Badge>
      </div>
      <ProofStanding proof={proof} />
      <ProofAddress url={proof.url} />
      {proof.token && (
        <p className="text-xs text-muted-foreground">
          The page must show <code className="font-mono text-foreground">{proof.token}</code>
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-xs text-muted-foreground">
          {proof.lastCheckedAt
            ? `Last checked ${relativeTime(proof.lastCheckedAt)}`
            : `Added ${relativeTime(proof.createdAt)}`}
        </span>
        {canCheck && isCheckedKind(proof.kind) && (
          <Button
            variant="outline"
            size="sm"
            disabled={check.isPending}
            onClick={() => void checkNow()}
          >
            <RefreshCw
              className={`size-3.5 ${check.isPending ? 'animate-spin' : ''}`}
              aria-hidden="true"
            />
            Check now
          </Button>
        )}
      </div>
      <ProofHistory history={proof.history} />
    </li>
  );
}
