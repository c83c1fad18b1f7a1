import { sql } from 'drizzle-orm';
import {
  type ChainAccount,
  type ChainProof,
  type ChainRoot,
  type Contest,
  contestsOf,
  handleKey,
  type ProvenChain,
  provenChains,
  type RootLink,
} from '@shared/proof-chain';
import { isWithinRoot } from '@shared/roots';
import { type Database, queryRows } from '../../platform/database/client';

/*
 * The stored evidence of accounts (decision 0031): each account's proven chain and contest,
 * and whether each proof can be a link of a chain, worked out per person from their
 * confirmed roots, what the roots' own pages link to, their accounts and their holding
 * proofs. A write that changes any of those declares the person (`evidenceChanged`), and
 * the refresh runs before its commit.
 */

/** A proof still counts as a link once it passed, until it breaks, goes stale or contradicts. */
const holds = sql`p.last_passed_at is not null and p.state in ('passing', 'failing', 'unreachable')`;
const rootHolds = sql`an.last_passed_at is not null and an.state in ('passing', 'failing', 'unreachable')`;

interface EvidenceRows {
  roots: (ChainRoot & { personId: number })[];
  links: RootLink[];
  accounts: (ChainAccount & {
    personId: number;
    provenChain: ProvenChain | null;
    contest: Contest | null;
  })[];
  proofs: (ChainProof & { holds: boolean; rooted: boolean })[];
  claims: { key: string; personId: number; personName: string }[];
}

/** Everything these people's chains are worked out from, in one statement. */
async function readEvidence(db: Database, personIds: number[]): Promise<EvidenceRows> {
  const people = sql.param(personIds);
  const [rows] = await queryRows<EvidenceRows>(
    db,
    sql`with accounts as (
          select a.id, a.person_id, a.platform_id, pl.name as platform, a.username, a.url,
            a.status, a.decision_basis, a.proven_chain, a.contest
          from social_accounts a join platforms pl on pl.id = a.platform_id
          where a.person_id = any(${people}::int[]) and not a.is_deleted
        ), roots as (
          select an.id, an.person_id, an.origin, an.path_prefix, ${rootHolds} as holds
          from identity_anchors an
          where an.person_id = any(${people}::int[]) and an.status = 'confirmed'
        )
        select
          coalesce((select json_agg(json_build_object('id', id, 'personId', person_id,
            'origin', origin, 'pathPrefix', path_prefix)) from roots), '[]') as roots,
          coalesce((select json_agg(json_build_object('rootId', l.anchor_id,
              'platform', l.platform, 'username', l.username))
            from anchor_links l join roots r on r.id = l.anchor_id where r.holds), '[]') as links,
          coalesce((select json_agg(json_build_object('id', id, 'personId', person_id,
              'platform', platform, 'username', username, 'url', url, 'status', status,
              'moderatorVerified', status = 'verified' and decision_basis = 'moderator',
              'provenChain', proven_chain, 'contest', contest)) from accounts), '[]') as accounts,
          coalesce((select json_agg(json_build_object('id', p.id, 'accountId', p.social_account_id,
              'kind', p.kind, 'pageUrl', p.url, 'sourceAccountId', p.source_account_id,
              'holds', ${holds}, 'rooted', p.rooted))
            from account_proofs p join accounts a on a.id = p.social_account_id
            where p.kind in ('official_site', 'cross_link') and not p.suggested), '[]') as proofs,
          coalesce((select json_agg(json_build_object('key', claim.key,
              'personId', claim.person_id, 'personName', claim.name))
            from (
              select lower(pl.name) || ' ' || lower(o.username) as key, o.person_id,
                pe.first_name || ' ' || pe.last_name as name
              from accounts mine
              join social_accounts o on o.platform_id = mine.platform_id
                and lower(o.username) = lower(mine.username)
                and o.person_id <> mine.person_id and not o.is_deleted
                and o.proven_chain is not null and o.status <> 'rejected'
              join platforms pl on pl.id = o.platform_id
              join people pe on pe.id = o.person_id and not pe.is_deleted
              union
              select lower(l.platform) || ' ' || lower(l.username), an.person_id,
                pe.first_name || ' ' || pe.last_name
              from accounts mine
              join anchor_links l on l.platform = mine.platform
                and lower(l.username) = lower(mine.username)
              join identity_anchors an on an.id = l.anchor_id and an.status = 'confirmed'
                and an.person_id <> mine.person_id and ${rootHolds}
              join people pe on pe.id = an.person_id and not pe.is_deleted
            ) claim), '[]') as claims`,
  );
  return rows!;
}

/** An account whose chain or contest the refresh changed. */
export interface EvidenceMove {
  accountId: number;
  personId: number;
  status: ChainAccount['status'];
  proven: boolean;
  wasProven: boolean;
  contested: boolean;
  wasContested: boolean;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Works out one person's chains, contests and rooted proofs from what `readEvidence` read;
 * returns what to write and the handles the person's evidence now claims.
 */
function evidenceOf(personId: number, rows: EvidenceRows) {
  const roots = rows.roots.filter((root) => root.personId === personId);
  const rootIds = new Set(roots.map((root) => root.id));
  const rootLinks = rows.links.filter((link) => rootIds.has(link.rootId));
  const accounts = rows.accounts.filter((account) => account.personId === personId);
  const accountIds = new Set(accounts.map((account) => account.id));
  const proofs = rows.proofs.filter((proof) => accountIds.has(proof.accountId));
  const proven = provenChains({
    roots,
    rootLinks,
    accounts,
    proofs: proofs.filter((proof) => proof.holds),
  });
  const claimedElsewhere = new Map(
    rows.claims
      .filter((claim) => claim.personId !== personId)
      .map((claim) => [claim.key, { personId: claim.personId, personName: claim.personName }]),
  );
  const contests = contestsOf({ roots, rootLinks, accounts, proven, claimedElsewhere });
  const chainSource = (accountId: number | null) => {
    const source = accounts.find((account) => account.id === accountId);
    return Boolean(source && (proven.has(source.id) || source.moderatorVerified));
  };
  const rooted = proofs.map((proof) => ({
    id: proof.id,
    was: proof.rooted,
    now:
      proof.kind === 'official_site'
        ? roots.some((root) => isWithinRoot(proof.pageUrl, root))
        : chainSource(proof.sourceAccountId),
  }));
  const claims = new Set([
    ...accounts
      .filter((account) => proven.has(account.id))
      .map((a) => handleKey(a.platform, a.username)),
    ...rootLinks.map((link) => handleKey(link.platform, link.username)),
  ]);
  return { accounts, proven, contests, rooted, claims };
}

/**
 * Refreshes the stored evidence of these people (their rows locked first, in id order, so two
 * writes to one person's evidence take turns) and of the people whose accounts share a
 * handle their evidence claims. Only what changed is written. Returns the accounts whose
 * chain or contest moved.
 */
export async function refreshEvidence(db: Database, personIds: number[]): Promise<EvidenceMove[]> {
  const moves: EvidenceMove[] = [];
  const done = new Set<number>();
  let due = [...new Set(personIds)].sort((a, b) => a - b);
  while (due.length > 0) {
    await db.execute(sql`select id from people where id = any(${sql.param(due)}::int[])
                         order by id for update`);
    const rows = await readEvidence(db, due);
    const claimed = new Set<string>();
    for (const personId of due) {
      done.add(personId);
      const { accounts, proven, contests, rooted, claims } = evidenceOf(personId, rows);
      for (const claim of claims) claimed.add(claim);
      const changed = accounts.filter(
        (account) =>
          !same(account.provenChain, proven.get(account.id)) ||
          !same(account.contest, contests.get(account.id)),
      );
      if (changed.length > 0) {
        await db.execute(sql`
          update social_accounts a set proven_chain = kept.chain, contest = kept.contest
          from jsonb_to_recordset(${JSON.stringify(
            changed.map((account) => ({
              id: account.id,
              chain: proven.get(account.id) ?? null,
              contest: contests.get(account.id) ?? null,
            })),
          )}::jsonb) as kept(id int, chain jsonb, contest jsonb)
          where a.id = kept.id`);
      }
      const reRooted = rooted.filter((proof) => proof.was !== proof.now);
      if (reRooted.length > 0) {
        await db.execute(sql`
          update account_proofs p set rooted = kept.rooted
          from unnest(${sql.param(reRooted.map((proof) => proof.id))}::int[],
            ${sql.param(reRooted.map((proof) => proof.now))}::boolean[]) as kept(id, rooted)
          where p.id = kept.id`);
      }
      moves.push(
        ...changed.map((account) => ({
          accountId: account.id,
          personId,
          status: account.status,
          proven: proven.has(account.id),
          wasProven: account.provenChain !== null,
          contested: contests.has(account.id),
          wasContested: account.contest !== null,
        })),
      );
    }
    due = await othersTouched(db, [...claimed], done);
  }
  return moves;
}

/**
 * The people, other than those done, whose contests the people done may have moved: with a
 * live account of a handle the done people's evidence claims now, or with an account
 * contested as claimed by one of them (which it may no longer be).
 */
async function othersTouched(db: Database, keys: string[], done: Set<number>) {
  const [platforms, usernames] = [
    keys.map((key) => key.slice(0, key.indexOf(' '))),
    keys.map((key) => key.slice(key.indexOf(' ') + 1)),
  ];
  const doneIds = sql.param([...done]);
  const rows = await queryRows<{ person_id: number }>(
    db,
    sql`select a.person_id from unnest(${sql.param(platforms)}::text[],
          ${sql.param(usernames)}::text[]) as claim(platform, username)
        join platforms pl on lower(pl.name) = claim.platform
        join social_accounts a on a.platform_id = pl.id and lower(a.username) = claim.username
        where not a.is_deleted and a.status <> 'rejected'
          and not (a.person_id = any(${doneIds}::int[]))
        union
        select a.person_id from social_accounts a
        where a.contest is not null and not a.is_deleted
          and a.contest->>'reason' = 'claimed_elsewhere'
          and (a.contest->>'personId')::int = any(${doneIds}::int[])
          and not (a.person_id = any(${doneIds}::int[]))`,
  );
  return [...new Set(rows.map((row) => row.person_id))].sort((a, b) => a - b);
}
