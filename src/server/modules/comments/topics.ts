import { listTopics, commentTopic, userTopic, type ReadTopic } from '../../model/topics';

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
