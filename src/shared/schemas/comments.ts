import { z } from 'zod';
import { COMMENTS_PAGE_SIZE, MAX_SERIAL_ID } from '../constants';
import { isoDate, pagingQuery, queryInt, queryIntWithDefault } from './common';

export const COMMENT_MIN_LENGTH = 3;
export const COMMENT_MAX_LENGTH = 2000;

const optionalText = (max: number, message: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.string().trim().max(max, { error: message }).optional(),
  );

const httpUrl = (message: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z
      .string()
      .trim()
      .max(2000, { error: message })
      .pipe(z.url({ protocol: /^https?$/, error: message }))
      .optional(),
  );

/**
 * A new comment. The author comes from the session (a sent userId is ignored), and the
 * YouTube id is derived from the link on the server; flags such as hasImage are derived too.
 */
export const newCommentSchema = z.object({
  text: z
    .string({ error: `Comment must be at least ${COMMENT_MIN_LENGTH} characters` })
    .trim()
    .min(COMMENT_MIN_LENGTH, { error: `Comment must be at least ${COMMENT_MIN_LENGTH} characters` })
    .max(COMMENT_MAX_LENGTH, { error: `Comment cannot exceed ${COMMENT_MAX_LENGTH} characters` }),
  personId: z.coerce
    .number({ error: 'Please select a person to comment about.' })
    .int({ error: 'Please select a person to comment about.' })
    .positive({ error: 'Please select a person to comment about.' })
    .max(MAX_SERIAL_ID, { error: 'Please select a person to comment about.' }),
  parentId: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number({ error: 'parentId must be a comment id' })
      .int({ error: 'parentId must be a comment id' })
      .positive({ error: 'parentId must be a comment id' })
      .max(MAX_SERIAL_ID, { error: 'parentId must be a comment id' })
      .optional(),
  ),
  imageUrl: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z
      .string()
      .regex(/^\/uploads\/[a-f0-9]{32}\.(webp|png|jpg|gif)$/, {
        error: 'Images must be uploaded first',
      })
      .optional(),
  ),
  linkUrl: httpUrl('Invalid link URL'),
  linkTitle: optionalText(300, 'Link title cannot exceed 300 characters'),
  linkDescription: optionalText(1000, 'Link description cannot exceed 1000 characters'),
  linkImage: httpUrl('Invalid link image URL'),
  userId: z.unknown().optional(),
  hasImage: z.unknown().optional(),
  hasLink: z.unknown().optional(),
  isYoutubeVideo: z.unknown().optional(),
  youtubeVideoId: z.unknown().optional(),
  personName: z.unknown().optional(),
});
export type NewComment = z.infer<typeof newCommentSchema>;

const commentFields = {
  id: z.number().int(),
  text: z.string(),
  createdAt: isoDate,
  user: z.object({ id: z.number().int(), username: z.string() }),
  person: z.object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    profileImageUrl: z.string().nullable(),
  }),
  parentId: z.number().int().nullable(),
  hasImage: z.boolean(),
  imageUrl: z.string().nullable(),
  hasLink: z.boolean(),
  linkUrl: z.string().nullable(),
  linkTitle: z.string().nullable(),
  linkDescription: z.string().nullable(),
  linkImageUrl: z.string().nullable(),
  isYoutubeVideo: z.boolean(),
  youtubeVideoId: z.string().nullable(),
  isDeleted: z.boolean(),
  averageRating: z.number().nullable(),
  ratingCount: z.number().int(),
  userRating: z.number().int().nullable(),
};

export const replySchema = z.object(commentFields);
export const commentSchema = z.object({ ...commentFields, replies: z.array(replySchema) });
export type Comment = z.infer<typeof commentSchema>;
export type Reply = z.infer<typeof replySchema>;

export const commentsQuerySchema = z.object({
  ...pagingQuery(COMMENTS_PAGE_SIZE),
  personId: queryInt(1, MAX_SERIAL_ID, 'personId must be a person id').describe(
    'Only comments about this person',
  ),
});

export const commentsPageSchema = z.object({
  comments: z.array(commentSchema),
  total: z.number().int(),
  totalIsEstimate: z
    .boolean()
    .describe(
      'True when more than 10,000 top-level comments match: total is then an estimate, not a count',
    ),
  page: z.number().int(),
  limit: z.number().int(),
});
export type CommentsPage = z.infer<typeof commentsPageSchema>;

export const commentRatingSchema = z.object({
  commentId: z.number().int(),
  userRating: z.number().int().nullable(),
  averageRating: z.number().nullable(),
});
export type CommentRating = z.infer<typeof commentRatingSchema>;

export const featuredPersonSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  profession: z.string(),
  profileImage: z.string().nullable(),
  avgRating30: z.number().nullable(),
  activity: z
    .number()
    .int()
    .describe('Ratings and comments in the window (trending) or ratings (controversial)'),
  spread: z
    .number()
    .nullable()
    .describe('Standard deviation of the 30-day ratings (controversial only)'),
});
export type FeaturedPerson = z.infer<typeof featuredPersonSchema>;

export const featuredQuerySchema = z.object({
  limit: queryIntWithDefault(1, 50, 'limit must be a whole number from 1 to 50', 10).describe(
    'How many people, 1 to 50',
  ),
});

export const linkPreviewRequestSchema = z.object({
  url: z
    .string({ error: 'Invalid link URL' })
    .trim()
    .max(2000, { error: 'Invalid link URL' })
    .pipe(z.url({ protocol: /^https?$/, error: 'Invalid link URL' })),
});

export const linkPreviewSchema = z.object({
  title: z.string().nullable(),
  description: z.string().nullable(),
  image: z.string().nullable(),
});
export type LinkPreview = z.infer<typeof linkPreviewSchema>;

export const uploadResultSchema = z.object({ imageUrl: z.string(), url: z.string() });
