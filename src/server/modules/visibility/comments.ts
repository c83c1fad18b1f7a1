import { and, sql } from 'drizzle-orm';
import { comments } from '../../model/schema';
import { personIsListed } from './people';

/**
 * A comment the public can see, in a query that joins its person: not deleted, about a
 * listed person, and, for a reply, under a comment that is not deleted (hiding a comment
 * hides its replies).
 */
export const commentIsShown = and(
  sql`not ${comments.isDeleted}`,
  personIsListed,
  sql`(${comments.parentId} is null or exists (select 1 from comments parent where parent.id = ${comments.parentId} and not parent.is_deleted))`,
);
