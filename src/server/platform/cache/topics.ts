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
