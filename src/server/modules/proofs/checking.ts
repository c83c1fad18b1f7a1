import { and, eq, sql } from 'drizzle-orm';
import {
  type CheckOutcome,
  checkedHealth,
  healthAfterCheck,
  isCheckedKind,
  PROOF_CHECK_NOW_MINUTES,
} from '@shared/proofs';
import type { ProofView } from '@shared/schemas/proofs';
import { type Database, queryRows } from '../../platform/database/client';
import { accountProofs, proofChecks, socialAccounts } from '../../model/schema';
import { HttpError, notFound } from '../../platform/http/http-errors';
import { runWrite } from '../derived-data';
import { brokenProofDrafts } from '../notifications';
import {
  type FetchOptions,
  fetchPage,
  FetchRefused,
  FetchUnreachable,
} from '../../platform/fetcher';
import { accountFacts, linksCount } from './account-facts';
import { checkBacklink, checkLinkTo, checkToken } from './evidence';
import { presentProofs } from './presentation';
import { type PublicChange, publicStateOf, recordBadgeChange } from './public-change';

type ProofRow = typeof accountProofs.$inferSelect;

/** What a check needs to know besides the proof: this site's address and how to fetch. */
export interface CheckContext {
  publicUrl: string;
  fetch: Omit<FetchOptions, 'allowedOrigins'>;
  now: Date;
}

/** What one check of a proof found, and what was seen, in words. */
export interface CheckFinding {
  outcome: CheckOutcome;
  detail: string;
}

/** What a fetched page says for a proof of `kind`. */
function judgePage(
  proof: ProofRow,
  page: { url: URL; body: string },
  facts: Awaited<ReturnType<typeof accountFacts>>,
  publicUrl: string,
): CheckOutcome {
  if (proof.kind === 'backlink') {
    return checkBacklink(page.body, page.url, {
      origin: new URL(publicUrl).origin,
      personPaths: [`/people/${facts.personSlug}`, `/people/${facts.account.personId}`],
    });
  }
  if (proof.kind === 'bio_token') return checkToken(page.body, proof.token ?? '');
  return checkLinkTo(page.body, page.url, new URL(facts.profileUrl));
}

/** Two addresses of one page: the same origin, path (a trailing slash aside) and query. */
const sameAddress = (a: URL, b: URL) =>
  a.origin === b.origin &&
  a.pathname.replace(/\/+$/, '') === b.pathname.replace(/\/+$/, '') &&
  a.search === b.search;

/** A cross link's linking account is still a live verified or proven account of the same person. */
async function linkingAccountStillCounts(
  db: Database,
  proof: ProofRow,
  facts: Awaited<ReturnType<typeof accountFacts>>,
) {
  if (proof.sourceAccountId === null) return false;
  const [source] = await db
    .select()
    .from(socialAccounts)
    .where(and(eq(socialAccounts.id, proof.sourceAccountId), eq(socialAccounts.isDeleted, false)));
  return source?.personId === facts.account.personId && linksCount(source);
}

/**
 * Fetches the proof's page and judges it: only on the page's own origin (the account's, or
 * the official site's: scheme, host and port), through the shared fetcher's protections. A timeout, a DNS failure, a
 * 5xx or a 429 is unreachable, never a failure; a 404 or 410 fails.
 */
async function inspect(
  db: Database,
  proof: ProofRow,
  facts: Awaited<ReturnType<typeof accountFacts>>,
  context: CheckContext,
): Promise<CheckFinding> {
  if (proof.kind === 'cross_link' && !(await linkingAccountStillCounts(db, proof, facts))) {
    return {
      outcome: 'fail',
      detail: 'the linking account is no longer a verified or proven account of this person',
    };
  }
  const target = new URL(proof.url);
  try {
    const page = await fetchPage(target.toString(), {
      ...context.fetch,
      allowedOrigins: [target.origin],
    });
    if (page.status === 429 || page.status >= 500) {
      return { outcome: 'unreachable', detail: `HTTP ${page.status}` };
    }
    if (page.status >= 400) return { outcome: 'fail', detail: `HTTP ${page.status}` };
    // An official site's page is judged where it was given: a redirect elsewhere on the host
    // would read a page no root need cover.
    if (proof.kind === 'official_site' && !sameAddress(page.url, target)) {
      return {
        outcome: 'fail',
        detail: `the page redirects to ${page.url.pathname}${page.url.search}: attach that address`,
      };
    }
    const outcome = judgePage(proof, page, facts, context.publicUrl);
    const details: Record<CheckOutcome, string> = {
      pass: 'found',
      fail:
        proof.kind === 'bio_token'
          ? 'the token is not on the page'
          : proof.kind === 'backlink'
            ? 'no rel="me" link to this person here'
            : 'no rel="me" link to the account',
      contradiction: 'the page links to another person',
      unreachable: 'unreachable',
    };
    return { outcome, detail: details[outcome] };
  } catch (error) {
    if (error instanceof FetchUnreachable) return { outcome: 'unreachable', detail: error.message };
    if (error instanceof FetchRefused) return { outcome: 'fail', detail: error.message };
    throw error;
  }
}

/** A proof the server checks, with its account's facts; a reference is read by people. */
async function findCheckedProof(db: Database, proofId: number) {
  const [proof] = await db.select().from(accountProofs).where(eq(accountProofs.id, proofId));
  if (!proof) throw notFound('Proof not found');
  if (!isCheckedKind(proof.kind))
    throw new HttpError(400, 'A reference is read by people, not checked');
  return { proof, facts: await accountFacts(db, proof.socialAccountId) };
}

/**
 * Stores what a check at `now` found: the proof's health (healthAfterCheck), a row of its
 * history and, when a verified account's proof broke or recovered, the change feed's entry
 * and the watchers' notification, together; then a hold that moved lets the votes decide
 * again. Returns the proof as it is after the check.
 */
async function storeCheckOutcome(
  db: Database,
  { proof, facts }: Awaited<ReturnType<typeof findCheckedProof>>,
  { outcome, detail }: CheckFinding,
  now: Date,
): Promise<ProofView> {
  const health = healthAfterCheck(
    {
      state: proof.state,
      createdAt: proof.createdAt,
      lastPassedAt: proof.lastPassedAt,
      failingSince: proof.failingSince,
      failureCount: proof.failureCount,
    },
    outcome,
    now,
  );
  const change: PublicChange = {
    account: facts.account,
    before: publicStateOf(proof),
    after: publicStateOf({ suggested: proof.suggested, state: health.state }),
  };
  const updated = await runWrite(db, 'keep a proof check', async (tx, write) => {
    const [row] = await tx
      .update(accountProofs)
      .set(checkedHealth(health, now))
      .where(eq(accountProofs.id, proof.id))
      .returning();
    await tx.insert(proofChecks).values({ proofId: proof.id, checkedAt: now, outcome, detail });
    // The person's watchers hear when the badge turned amber.
    if (recordBadgeChange(write, change)) {
      write.notify(...(await brokenProofDrafts(tx, facts.account.id, proof.id)));
    }
    return row!;
  });
  const [shown] = await presentProofs(db, [updated]);
  return shown!;
}

/** Checks a proof now (fetching its page) and stores the outcome (see storeCheckOutcome). */
export async function checkProof(
  db: Database,
  proofId: number,
  context: CheckContext,
): Promise<ProofView> {
  const found = await findCheckedProof(db, proofId);
  const finding = await inspect(db, found.proof, found.facts, context);
  return storeCheckOutcome(db, found, finding, context.now);
}

/**
 * Stores a check's finding made without fetching, by the same rules as a fetched one: for a
 * history told rather than fetched, as the demo data set tells of checks of pages that do not
 * exist.
 */
export async function recordProofCheck(
  db: Database,
  proofId: number,
  finding: CheckFinding,
  now: Date,
): Promise<ProofView> {
  return storeCheckOutcome(db, await findCheckedProof(db, proofId), finding, now);
}

/**
 * A member's "check now": at most once per proof per PROOF_CHECK_NOW_MINUTES (429 with the
 * wait), noted before the check so two requests at once cannot both go out.
 */
export async function requestProofCheck(
  db: Database,
  proofId: number,
  context: CheckContext,
): Promise<ProofView> {
  const claimed = await queryRows<{ id: number }>(
    db,
    sql`update account_proofs set check_requested_at = ${context.now}
        where id = ${proofId} and (check_requested_at is null
          or check_requested_at <= ${context.now}::timestamptz
            - make_interval(mins => ${PROOF_CHECK_NOW_MINUTES}))
        returning id`,
  );
  if (claimed.length === 0) {
    const [exists] = await db
      .select({ id: accountProofs.id })
      .from(accountProofs)
      .where(eq(accountProofs.id, proofId));
    if (!exists) throw notFound('Proof not found');
    throw new HttpError(
      429,
      `This proof was checked on request less than ${PROOF_CHECK_NOW_MINUTES} minutes ago; try again later`,
    );
  }
  return checkProof(db, proofId, context);
}

/** At most this many proofs of one host are checked in one run of the scheduler. */
export const DUE_CHECKS_PER_HOST = 2;

/**
 * Takes the proofs whose re-check is due, at most `limit` and at most DUE_CHECKS_PER_HOST of
 * one host (so a host with many proofs, an attacker's included, never holds the others'
 * re-checks back), and checks them. Rows are claimed with FOR UPDATE SKIP LOCKED and their
 * next check pushed back first, so instances sharing a database never check one proof twice;
 * the fetching happens outside any transaction.
 */
export async function checkDueProofs(
  db: Database,
  context: CheckContext,
  limit = 10,
): Promise<number> {
  const due = await queryRows<{ id: number }>(
    db,
    sql`update account_proofs set next_check_at = ${context.now}::timestamptz + interval '1 hour'
        where id in (
          select id from account_proofs
          where id in (
            select id from (
              select id, next_check_at, row_number() over (
                partition by lower(substring(url from '^[a-z]+://([^/?#]+)'))
                order by next_check_at, id) as place
              from account_proofs
              where next_check_at <= ${context.now}) ranked
            where place <= ${DUE_CHECKS_PER_HOST}
            order by next_check_at
            limit ${limit})
          for update skip locked)
        returning id`,
  );
  for (const { id } of due) await checkProof(db, id, context);
  return due.length;
}
