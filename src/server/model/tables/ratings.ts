import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { socialAccounts } from './accounts';
import { comments } from './comments';
import { users } from './users';

export const ratings = pgTable(
  'ratings',
  {
    id: serial('id').primaryKey(),
    socialAccountId: integer('social_account_id').references(() => socialAccounts.id, {
      onDelete: 'cascade',
    }),
    commentId: integer('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    ratedAt: createdAt('rated_at'),
    ratingType: text('rating_type', { enum: ['social', 'comment'] })
      .notNull()
      .default('social'),
  },
  (table) => [
    uniqueIndex('ratings_account_user_key')
      .on(table.socialAccountId, table.userId)
      .where(sql`${table.socialAccountId} is not null`),
    uniqueIndex('ratings_comment_user_key')
      .on(table.commentId, table.userId)
      .where(sql`${table.commentId} is not null`),
    index('ratings_account_rated_at_idx').on(table.socialAccountId, table.ratedAt),
    index('ratings_comment_id_idx').on(table.commentId),
    index('ratings_user_id_idx').on(
      table.userId,
      table.ratedAt,
      table.ratingType,
      table.socialAccountId,
    ),
    index('ratings_rated_at_idx').on(table.ratedAt),
    check('ratings_rating_range_check', sql`${table.rating} between 1 and 5`),
    check(
      'ratings_target_check',
      sql`(${table.ratingType} = 'social' and ${table.socialAccountId} is not null and ${table.commentId} is null)
        or (${table.ratingType} = 'comment' and ${table.commentId} is not null and ${table.socialAccountId} is null)`,
    ),
  ],
);
