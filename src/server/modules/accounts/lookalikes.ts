import { and, eq, sql } from 'drizzle-orm';
import unhomoglyph from 'unhomoglyph';
import type { Database } from '../../platform/database/client';
import { socialAccounts } from '../../model/schema';
import { accountIsShown } from '../visibility';

/** Characters outside printable ASCII: the look-alikes of a Latin handle come from there. */
const NON_ASCII = /[^\x20-\x7E]/gu;

/**
 * The handle a handle is made to look like: accents dropped and each other character outside
 * ASCII read as the ASCII one it is confused with (Unicode TR39 skeletons), in lower case;
 * ASCII itself is left as it is, so `burn` and `bum` stay two handles.
 */
export function handleSkeleton(handle: string): string {
  return handle
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(NON_ASCII, (character) => unhomoglyph(character))
    .toLowerCase();
}

/**
 * The shown account on the platform whose handle this one imitates (`tоrvalds` with a
 * Cyrillic о for `torvalds`), if any: a look-alike of a listed handle is never a new account.
 */
export async function imitatedAccount(
  db: Database,
  platformId: number,
  username: string,
): Promise<{ username: string } | null> {
  const skeleton = handleSkeleton(username);
  if (skeleton === username.toLowerCase()) return null;
  const [imitated] = await db
    .select({ username: socialAccounts.username })
    .from(socialAccounts)
    .where(
      and(
        eq(socialAccounts.platformId, platformId),
        sql`lower(${socialAccounts.username}) = ${skeleton}`,
        accountIsShown,
      ),
    )
    .limit(1);
  return imitated ?? null;
}
