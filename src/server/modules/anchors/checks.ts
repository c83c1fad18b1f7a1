import { eq, sql } from 'drizzle-orm';
import { parseAccountAddress } from '@shared/account-address';
import { checkedHealth, type CheckOutcome, healthAfterCheck, holdsAsLink } from '@shared/proofs';
import { isWithinRoot } from '@shared/roots';
import { type Database, queryRows } from '../../platform/database/client';
import { anchorLinks, identityAnchors } from '../../model/schema';
import { fetchPage, FetchRefused, FetchUnreachable } from '../../platform/fetcher';
import { personTopic } from '../../model/topics';
import { conflict, notFound } from '../../platform/http/http-errors';
import { runWrite } from '../derived-data';
import { type CheckContext, relMeLinks } from '../proofs';
import { readAnchor } from './service';

/*
 * A confirmed root's own page is read like a proof (decision 0031): the accounts it links to
 * with rel="me" are the person's (proven), and a vote-only account on a platform where it
 * names others is contested. Only the root's origin is fetched, redirects included.
 */

/** An account address a root's page links to. */
export interface RootLinkFound {
  platform: string;
  username: string;
}

/** What one read of a root's page found. */
export interface AnchorFinding {
  outcome: CheckOutcome;
  /** The accounts its page links to with rel="me" (only when it was read). */
  links: RootLinkFound[] | null;
}

/**
 * The accounts a root's page links to with rel="me": addresses of a platform the directory
 * knows (a website elsewhere included), never a page inside the root itself.
 */
export function rootLinksOf(html: string, page: URL, root: { origin: string; pathPrefix: string }) {
  const found = new Map<string, RootLinkFound>();
  for (const url of relMeLinks(html, page)) {
    if (isWithinRoot(url, root) || url.origin === root.origin) continue;
    const address = parseAccountAddress(url.toString());
    if (!address.ok) continue;
    const { platform, username } = address.address;
    found.set(`${platform} ${username.toLowerCase()}`, { platform, username });
  }
  return [...found.values()];
}

type AnchorRow = typeof identityAnchors.$inferSelect;

/** Fetches the root's page (its own origin only) and reads its rel="me" links. */
async function readRootPage(anchor: AnchorRow, context: CheckContext): Promise<AnchorFinding> {
  const address = `${anchor.origin}${anchor.pathPrefix}`;
  try {
    const page = await fetchPage(address, { ...context.fetch, allowedOrigins: [anchor.origin] });
    if (page.status === 429 || page.status >= 500) return { outcome: 'unreachable', links: null };
    if (page.status >= 400) return { outcome: 'fail', links: null };
    // A redirect to a page outside the root reads a page the root does not vouch for.
    if (!isWithinRoot(page.url, anchor)) return { outcome: 'fail', links: null };
    return { outcome: 'pass', links: rootLinksOf(page.body, page.url, anchor) };
  } catch (error) {
    if (error instanceof FetchUnreachable) return { outcome: 'unreachable', links: null };
    if (error instanceof FetchRefused) return { outcome: 'fail', links: null };
    throw error;
  }
}

/**
 * Stores what a read of a root's page found: its health (the same rules as a proof's), and
 * its links when it was read; the person's evidence is refreshed when either moved what the
 * chains read.
 */
export async function keepAnchorFinding(
  db: Database,
  anchorId: number,
  finding: AnchorFinding,
  now: Date,
) {
  await runWrite(db, 'keep a check of an official site', async (tx, write) => {
    const [anchor] = await tx
      .select()
      .from(identityAnchors)
      .where(eq(identityAnchors.id, anchorId))
      .for('update');
    if (!anchor) {
      write.invalidatesNothing();
      return;
    }
    const health = healthAfterCheck(anchor, finding.outcome, now);
    await tx
      .update(identityAnchors)
      .set(checkedHealth(health, now))
      .where(eq(identityAnchors.id, anchorId));
    const kept = await tx
      .select({ platform: anchorLinks.platform, username: anchorLinks.username })
      .from(anchorLinks)
      .where(eq(anchorLinks.anchorId, anchorId));
    const key = (links: RootLinkFound[]) =>
      links
        .map((link) => `${link.platform} ${link.username.toLowerCase()}`)
        .sort()
        .join('\n');
    const linksMoved = finding.links !== null && key(finding.links) !== key(kept);
    if (linksMoved) {
      await tx.delete(anchorLinks).where(eq(anchorLinks.anchorId, anchorId));
      if (finding.links!.length > 0) {
        await tx
          .insert(anchorLinks)
          .values(finding.links!.map((link) => ({ anchorId, ...link })))
          .onConflictDoNothing();
      }
    }
    write.invalidate(personTopic(anchor.personId));
    if (linksMoved || holdsAsLink(anchor) !== holdsAsLink(health)) {
      write.evidenceChanged(anchor.personId);
    }
  });
}

/** Reads a confirmed root's page now and stores what it found; returns the anchor as it is then. */
export async function checkAnchor(db: Database, anchorId: number, context: CheckContext) {
  const [anchor] = await db.select().from(identityAnchors).where(eq(identityAnchors.id, anchorId));
  if (!anchor) throw notFound('Official site not found');
  if (anchor.status !== 'confirmed') {
    throw conflict('A suggested official site is read once a moderator confirms it');
  }
  await keepAnchorFinding(db, anchorId, await readRootPage(anchor, context), context.now);
  return readAnchor(db, anchorId);
}

/** At most this many root pages are read in one run of the scheduler. */
const DUE_ANCHORS_PER_RUN = 10;

/**
 * Reads the confirmed roots whose check is due, claimed with FOR UPDATE SKIP LOCKED and
 * pushed back first, so that several instances never read one twice; the fetching happens
 * outside any transaction. Returns how many it read.
 */
export async function checkDueAnchors(db: Database, context: CheckContext): Promise<number> {
  const due = await queryRows<{ id: number }>(
    db,
    sql`update identity_anchors set next_check_at = ${context.now}::timestamptz + interval '1 hour'
        where id in (
          select id from identity_anchors
          where status = 'confirmed' and next_check_at <= ${context.now}
          order by next_check_at limit ${DUE_ANCHORS_PER_RUN}
          for update skip locked)
        returning id`,
  );
  for (const { id } of due) {
    const [anchor] = await db.select().from(identityAnchors).where(eq(identityAnchors.id, id));
    if (anchor?.status === 'confirmed') {
      await keepAnchorFinding(db, id, await readRootPage(anchor, context), context.now);
    }
  }
  return due.length;
}
