import {
  boolean,
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
import { users } from './users';

export const votes = pgTable(
  'votes',
  {
    id: serial('id').primaryKey(),
    socialAccountId: integer('social_account_id')
      .notNull()
      .references(() => socialAccounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isApproval: boolean('is_approval').notNull(),
    votedAt: createdAt('voted_at'),
    /** Derived: how much the vote counts (0 or 1) as of the last tally, and why when 0. */
    weight: smallint('weight').notNull().default(0),
    weightReason: text('weight_reason'),
    /**
     * Derived: the group of voters this voter fell in at the last tally, named by its smallest
     * user id (decision 0022). Whether a decision was independent of a voter reads it.
     */
    voterGroup: integer('voter_group'),
  },
  (table) => [
    uniqueIndex('votes_account_user_key').on(table.socialAccountId, table.userId),
    // With the account, a profile counts a user's visible votes from the index alone.
    index('votes_user_id_idx').on(table.userId, table.votedAt, table.socialAccountId),
  ],
);
