import { type ReadTopic, readTopic } from '../platform/cache/topics';

export type { ReadTopic };

/*
 * What the rows of the tables are called as topics of the visitors' response cache: a read
 * names every thing it shows (a person page names the person and each of their accounts); a
 * list whose members or order any change may move names the list instead. Beside the tables,
 * so that any module may name what its reads show without importing another module; which
 * topics a module's writes change is the module's own (its topics.ts).
 */

export const listTopics = {
  /** `/api/people`: search and filters over people with their accounts, counts and ratings. */
  people: readTopic('list:people'),
  /** `/api/directory`: the verified accounts with their ratings. */
  directory: readTopic('list:directory'),
  /** Trending and controversial people: recent ratings and comments. */
  featured: readTopic('list:featured'),
  /** `/api/changes`: people added, accounts verified or removed. */
  changes: readTopic('list:changes'),
  /** `/api/comments`: the community feed with its replies and ratings. */
  comments: readTopic('list:comments'),
  /** Categories and platforms. */
  catalog: readTopic('catalog'),
} as const;

export const personTopic = (personId: number) => readTopic(`person:${personId}`);
export const accountTopic = (accountId: number) => readTopic(`account:${accountId}`);
export const reviewTopic = (reviewId: number) => readTopic(`review:${reviewId}`);
export const commentTopic = (commentId: number) => readTopic(`comment:${commentId}`);
/** A user's public profile: their activity counts and lists. */
export const userTopic = (userId: number) => readTopic(`user:${userId}`);
