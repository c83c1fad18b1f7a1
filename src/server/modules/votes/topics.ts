import { listTopics, accountTopic, userTopic, type ReadTopic } from '../../model/topics';

export interface VoteChange {
  accountId: number;
  voterId: number;
  proposerId: number | null;
  /** The vote verified or rejected the account. */
  decided: boolean;
}

/**
 * A vote changes the account's counts (on every page naming the account and in the people
 * lists) and the voter's profile; a vote that decides the account also moves it into or
 * out of the directory and the change feed and changes its proposer's counts.
 */
export function voteCast({ accountId, voterId, proposerId, decided }: VoteChange): ReadTopic[] {
  const counted = [accountTopic(accountId), userTopic(voterId), listTopics.people];
  if (!decided) return counted;
  return [
    ...counted,
    listTopics.directory,
    listTopics.changes,
    listTopics.featured,
    ...(proposerId === null ? [] : [userTopic(proposerId)]),
  ];
}
