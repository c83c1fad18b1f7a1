/**
 * What the visitors' answer cache (platform/cache/read-cache.ts) files a kept answer under, and
 * what a write names when it changes something: a write forgets exactly the kept answers
 * that share one of its topics. A read names every thing it shows (a person page names the
 * person and each of their accounts); a list whose members or order any change may move
 * names the list instead. This module is the one home of "which write changes which read".
 */
export type ReadTopic = string & { readonly __readTopic: unique symbol };

const topic = (name: string) => name as ReadTopic;

export const listTopics = {
  /** `/api/people`: search and filters over people with their accounts, counts and ratings. */
  people: topic('list:people'),
  /** `/api/directory`: the verified accounts with their ratings. */
  directory: topic('list:directory'),
  /** Trending and controversial people: recent ratings and comments. */
  featured: topic('list:featured'),
  /** `/api/changes`: people added, accounts verified or removed. */
  changes: topic('list:changes'),
  /** `/api/comments`: the community feed with its replies and ratings. */
  comments: topic('list:comments'),
  /** Categories and platforms. */
  catalog: topic('catalog'),
} as const;

export const personTopic = (personId: number) => topic(`person:${personId}`);
export const accountTopic = (accountId: number) => topic(`account:${accountId}`);
export const reviewTopic = (reviewId: number) => topic(`review:${reviewId}`);
export const commentTopic = (commentId: number) => topic(`comment:${commentId}`);
/** A user's public profile: their activity counts and lists. */
export const userTopic = (userId: number) => topic(`user:${userId}`);

/** A new person joins the people lists, the change feed and their adder's counts. */
export const personAdded = (adderId: number): ReadTopic[] => [
  listTopics.people,
  listTopics.changes,
  userTopic(adderId),
];

/** A proposed account shows on its person's page, in the people lists (pending) and its proposer's profile. */
export const accountProposed = (personId: number, proposerId: number): ReadTopic[] => [
  personTopic(personId),
  userTopic(proposerId),
  listTopics.people,
];

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

/** A rating moves the account's and its person's averages wherever they show. */
export const accountRated = (accountId: number, raterId: number): ReadTopic[] => [
  accountTopic(accountId),
  userTopic(raterId),
  listTopics.people,
  listTopics.directory,
  listTopics.featured,
];

/** A new review joins its account's reviews and its author's profile. */
export const reviewAdded = (accountId: number, authorId: number): ReadTopic[] => [
  accountTopic(accountId),
  userTopic(authorId),
];

/** An edited or deleted review changes wherever it shows and its author's profile. */
export const reviewChanged = (reviewId: number, authorId: number): ReadTopic[] => [
  reviewTopic(reviewId),
  userTopic(authorId),
];

/** A comment joins the feed, its author's profile and the trending people's activity. */
export const commentPosted = (authorId: number): ReadTopic[] => [
  listTopics.comments,
  listTopics.featured,
  userTopic(authorId),
];

/** A comment's rating shows with the comment in the feed. */
export const commentRated = (commentId: number): ReadTopic[] => [
  commentTopic(commentId),
  listTopics.comments,
];

/** A person's aliases show on their page and in the lists, and change what searches find. */
export const aliasesChanged = (personId: number): ReadTopic[] => [
  personTopic(personId),
  listTopics.people,
];
