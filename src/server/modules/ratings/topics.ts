import { listTopics, accountTopic, userTopic, type ReadTopic } from '../../model/topics';

/** A rating moves the account's and its person's averages wherever they show. */
export const accountRated = (accountId: number, raterId: number): ReadTopic[] => [
  accountTopic(accountId),
  userTopic(raterId),
  listTopics.people,
  listTopics.directory,
  listTopics.featured,
];
