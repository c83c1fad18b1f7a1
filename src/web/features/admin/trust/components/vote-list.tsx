import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { Link } from 'react-router';
import { formatLocalMoment } from '@shared/dates';
import type { TallyVote } from '@shared/schemas/trust';
import { Badge } from '@web/components/ui/badge';
import { paths } from '@web/paths';
import { STANDING_WORDS, UNCOUNTED_REASON_WORDS } from '../lib/trust-words';

/**
 * The independent groups of these votes numbered in the order they first voted ("group 1" is
 * the first voter's), with how many of the voters fall in each.
 */
function numberGroups(votes: TallyVote[]) {
  const numbers = new Map<number, number>();
  const sizes = new Map<number, number>();
  for (const vote of votes) {
    if (vote.group === null) continue;
    if (!numbers.has(vote.group)) numbers.set(vote.group, numbers.size + 1);
    sizes.set(vote.group, (sizes.get(vote.group) ?? 0) + 1);
  }
  return (group: number | null) =>
    group === null ? null : { number: numbers.get(group)!, size: sizes.get(group)! };
}

/**
 * Votes in the order they were cast, each with its voter and their standing, the direction,
 * whether it counts and why not, and the independent group the voter fell in.
 */
export function VoteList({ votes, label }: { votes: TallyVote[]; label: string }) {
  if (votes.length === 0) return <p className="text-sm text-muted-foreground">No votes.</p>;
  const groupOf = numberGroups(votes);
  return (
    <ol aria-label={label} className="flex flex-col divide-y rounded-md border">
      {votes.map((vote, index) => {
        const group = groupOf(vote.group);
        return (
          <li
            key={vote.userId}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm"
            data-testid="trust-vote"
          >
            <span className="flex min-w-0 basis-full flex-col sm:basis-auto sm:flex-1">
              <span className="break-all">
                <span className="text-muted-foreground tabular-nums">{index + 1}. </span>
                <Link to={paths.user(vote.username)} className="font-medium hover:underline">
                  {vote.username}
                </Link>
              </span>
              <span className="text-xs text-muted-foreground">
                Standing: {STANDING_WORDS[vote.standing]}
              </span>
            </span>
            <span className="inline-flex items-center gap-1">
              {vote.isApproval ? (
                <ThumbsUp className="size-3.5 text-success" aria-hidden="true" />
              ) : (
                <ThumbsDown className="size-3.5 text-destructive" aria-hidden="true" />
              )}
              {vote.isApproval ? 'Approved' : 'Rejected'}
            </span>
            {vote.weight > 0 ? (
              <Badge variant="success">Counts</Badge>
            ) : (
              <Badge variant="secondary">Does not count</Badge>
            )}
            {vote.reason && (
              <span className="text-muted-foreground">{UNCOUNTED_REASON_WORDS[vote.reason]}</span>
            )}
            {group && (
              <span className="text-xs text-muted-foreground">
                Group {group.number}
                {group.size > 1 && ` (${group.size} voters)`}
              </span>
            )}
            <time
              dateTime={vote.votedAt}
              className="w-full text-xs text-muted-foreground sm:w-auto"
            >
              {formatLocalMoment(vote.votedAt)}
            </time>
          </li>
        );
      })}
    </ol>
  );
}
