import { accountTopic, reviewTopic, userTopic, type ReadTopic } from '../../model/topics';

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
