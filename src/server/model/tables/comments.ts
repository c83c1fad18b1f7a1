import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, average } from './columns';
import { people } from './people';
import { users } from './users';

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    text: text('text').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => comments.id, {
      onDelete: 'cascade',
    }),
    createdAt: createdAt('created_at'),
    imageUrl: text('image_url'),
    linkUrl: text('link_url'),
    linkTitle: text('link_title'),
    linkDescription: text('link_description'),
    linkImageUrl: text('link_image_url'),
    youtubeVideoId: text('youtube_video_id'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    /** Derived: the comment's ratings. */
    avgRating: average('avg_rating'),
    ratingCount: integer('rating_count').notNull().default(0),
  },
  (table) => [
    // In the feed's order (newest first, id breaking ties), with the person its count joins.
    index('comments_feed_idx')
      .on(sql`${table.createdAt} desc`, sql`${table.id} desc`, table.personId)
      .where(sql`${table.parentId} is null and not ${table.isDeleted}`),
    index('comments_person_feed_idx').on(
      table.personId,
      sql`${table.createdAt} desc`,
      sql`${table.id} desc`,
    ),
    index('comments_parent_id_idx').on(table.parentId),
    index('comments_user_id_idx').on(table.userId, table.createdAt),
  ],
);
