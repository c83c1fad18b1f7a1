import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { siteHost } from '@shared/roots';
import { findKnownPlatform } from '@shared/platforms';
import {
  isCheckedKind,
  PROOF_KIND_NAMES,
  type ProofKind,
  PROOFS_PER_ACCOUNT,
  PROOFS_PER_KIND,
  PROOFS_PER_USER_PER_DAY,
} from '@shared/proofs';
import type { ProofInput, ProofView } from '@shared/schemas/proofs';
import { type Database, queryRows } from '../../platform/database/client';
import { accountProofs, socialAccounts, users } from '../../model/schema';
import { conflict, forbidden, HttpError } from '../../platform/http/http-errors';
import { findVisibleAccount } from '../accounts';
import { runWrite } from '../derived-data';
import { spendWriteAllowance } from '../write-caps';
import { accountTopic } from '../../model/topics';
import { accountFacts, linksCount } from './account-facts';
import { presentProofs } from './presentation';

function httpAddress(value: string, field: string): URL {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url;
  } catch {
    // handled below
  }
  throw new HttpError(400, `${field} must be an http(s) address`);
}

/**
 * Refuses a proof past the caps: PROOFS_PER_KIND of its kind and PROOFS_PER_ACCOUNT in all on
 * the account (whose row the caller holds locked), counted among the live proofs of its own
 * class (the owner's side, or suggestions, so that suggestions can never crowd out the
 * proposer's proofs; removing one makes room), and PROOFS_PER_USER_PER_DAY attached by one
 * user in 24 hours (removing them gives none back).
 */
async function refuseOverCaps(
  db: Database,
  {
    account,
    kind,
    suggested,
    actor,
    now,
  }: {
    account: { id: number; personId: number };
    kind: ProofKind;
    suggested: boolean;
    actor: { id: number; role: string };
    now: Date;
  },
) {
  await spendWriteAllowance(db, { actor, kind: 'proof', personId: account.personId, now }, [
    {
      limit: PROOFS_PER_USER_PER_DAY,
      message: `You have attached ${PROOFS_PER_USER_PER_DAY} proofs in the last 24 hours; try again later`,
    },
  ]);
  const [counts] = await queryRows<{ sameKind: number; onAccount: number }>(
    db,
    sql`select
          (select count(*)::int from account_proofs where social_account_id = ${account.id}
            and suggested = ${suggested} and kind = ${kind}) as "sameKind",
          (select count(*)::int from account_proofs where social_account_id = ${account.id}
            and suggested = ${suggested}) as "onAccount"`,
  );
  if (counts!.onAccount >= PROOFS_PER_ACCOUNT) {
    throw conflict(`This account already has ${PROOFS_PER_ACCOUNT} proofs; remove one first`);
  }
  if (counts!.sameKind >= PROOFS_PER_KIND) {
    throw conflict(
      `This account already has ${PROOFS_PER_KIND} ${PROOF_KIND_NAMES[kind]} proofs; remove one first`,
    );
  }
}

/**
 * The account whose profile page a cross_link reads: another account of the same person,
 * verified or proven, on a platform that serves profile pages to servers. (Its link is a link
 * of a proven chain only when that account is proven or a moderator verified it.)
 */
async function linkingAccount(
  db: Database,
  account: { id: number; personId: number },
  input: ProofInput,
) {
  if (input.fromAccountId === undefined) {
    throw new HttpError(
      400,
      'A cross link needs fromAccountId: the verified account that links here',
    );
  }
  if (input.fromAccountId === account.id) {
    throw new HttpError(400, 'An account cannot link to itself');
  }
  const [from] = await db
    .select({ id: socialAccounts.id })
    .from(socialAccounts)
    .where(eq(socialAccounts.id, input.fromAccountId));
  const source = from ? await accountFacts(db, from.id) : null;
  if (
    !source ||
    source.account.isDeleted ||
    source.account.personId !== account.personId ||
    !linksCount(source.account)
  ) {
    throw new HttpError(
      400,
      'fromAccountId must be a verified or proven account of the same person',
    );
  }
  if (!findKnownPlatform(source.platformName)?.servesProfilePages) {
    throw new HttpError(
      400,
      `${source.platformName} does not show profile pages to other sites, so its link cannot be checked`,
    );
  }
  return source;
}

/**
 * Attaches a proof to an account: by its proposer, an admin, or a user whose votes count (a
 * member or trusted). A member's proof on an account someone else proposed is a suggestion:
 * checked, listed for admins, and public only once an admin accepts it. A backlink and a bio
 * token are read from the account's own profile page, on a platform that serves profile pages
 * to servers; a cross link from the profile page of another verified account of the person;
 * an official site's page and a reference are given. A bio token is made here,
 * for the account's page to show. The account's row is locked, so the caps hold under
 * requests sent at once.
 */
export async function addProof(
  db: Database,
  actor: { id: number; role: string },
  accountId: number,
  input: ProofInput,
  now: Date,
): Promise<ProofView> {
  return runWrite(db, 'attach a proof', async (tx, write) => {
    const account = await findVisibleAccount(tx, accountId, { lock: true });
    const [kept] = await tx
      .select({ standing: users.standing })
      .from(users)
      .where(eq(users.id, actor.id));
    const ownerSide = account.submittedById === actor.id || actor.role === 'admin';
    if (!ownerSide && !(kept && kept.standing !== 'new')) {
      throw forbidden('Only the account’s proposer or a member can attach proofs');
    }
    const facts = await accountFacts(tx, accountId);
    const onProfile = input.kind === 'backlink' || input.kind === 'bio_token';
    if (onProfile && !findKnownPlatform(facts.platformName)?.servesProfilePages) {
      throw new HttpError(
        400,
        `${facts.platformName} does not show profile pages to other sites: attach an official site or a reference`,
      );
    }
    const source =
      input.kind === 'cross_link' ? await linkingAccount(tx, facts.account, input) : null;
    const url = onProfile
      ? facts.profileUrl
      : (source?.profileUrl ?? httpAddress(input.url ?? '', 'The address').toString());
    await refuseOverCaps(tx, {
      account,
      kind: input.kind,
      suggested: !ownerSide,
      actor,
      now,
    });
    const [proof] = await tx
      .insert(accountProofs)
      .values({
        socialAccountId: accountId,
        kind: input.kind,
        url,
        token:
          input.kind === 'bio_token' ? `verifiedvoices-${randomBytes(5).toString('hex')}` : null,
        state: isCheckedKind(input.kind) ? 'pending' : 'not_checked',
        addedById: actor.id,
        createdAt: now,
        nextCheckAt: isCheckedKind(input.kind) ? now : null,
        suggested: !ownerSide,
        siteHost: input.kind === 'official_site' ? siteHost(new URL(url)) : null,
        sourceAccountId: source?.account.id ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (!proof) throw conflict('This proof is already attached to the account');
    write.invalidate(accountTopic(accountId));
    // Whether it can be a link of a proven chain is known before its first check.
    if (!proof.suggested) write.evidenceChanged(account.personId);
    const [shown] = await presentProofs(tx, [proof]);
    return shown!;
  });
}
