import type { Faker } from '@faker-js/faker';
import { sql } from 'drizzle-orm';
import { accountSubmissionSchema, type VoteResult } from '@shared/schemas/accounts';
import { type ProofInput, proofInputSchema } from '@shared/schemas/proofs';
import { type Database, queryRows } from '../platform/database/client';
import { submitAccount } from '../modules/accounts';
import { addProof, type CheckFinding, recordProofCheck } from '../modules/proofs';
import { refreshVotersOf } from '../modules/trust';
import { castVote } from '../modules/votes';
import { hostLabelOf, NEWS_SITE, officialSiteOf, type StoryCast } from './demo-world';
import { HOUR_MS, DAY_MS } from '@shared/dates';

/**
 * The most members who approve one account of the story: enough to verify or hold it when
 * they are independent enough (as with the default sizes), few enough to keep loading quick.
 */
const MOST_APPROVALS = 12;

const PASSED: CheckFinding = { outcome: 'pass', detail: 'found' };
const NO_LINK: CheckFinding = { outcome: 'fail', detail: 'no rel="me" link to the account' };

/** A demo user acting on an account: a user with a confirmed address, as the routes pass them. */
const asUser = (id: number) => ({ id, role: 'user' as const, isVerified: true });

export interface DemoProofs {
  proofs: number;
  /** The accounts proposed in the story, and the votes cast on them. */
  accounts: number;
  votes: number;
}

/**
 * Proofs in every state on the showcase person's accounts, attached through the proofs service
 * by each account's proposer and checked over the past weeks (checks told, not fetched: the
 * pages are on the reserved `.example` domain). Their website is an official site a moderator
 * confirmed two months ago, so it roots their proven chains:
 * - their own website shows its bio token (passing) and linked back to their page here for
 *   weeks, then dropped the link (three failures over three days: broken, its badge amber, the
 *   watchers told);
 * - another verified account: the official site links to it with rel="me" (a pass, an
 *   unreachable day, a pass again: proven) and a news page about them is its reference, read
 *   by people;
 * - a Mastodon account the demo member proposes, linked from the website (proven through it)
 *   and showing its bio token, its official site not checked yet; members approve it until it
 *   is verified;
 * - a fan site another member proposes, whose page names another person here (contradicting)
 *   and which the official site does not link to (failing); members approve it until the
 *   contradiction holds it.
 * Returns what it made.
 */
export async function loadDemoProofs(
  db: Database,
  faker: Faker,
  { now, showcase, memberId, userIds }: StoryCast,
): Promise<DemoProofs> {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const site = officialSiteOf(showcase);
  let proofs = 0;
  const attach = async (userId: number, accountId: number, at: Date, input: ProofInput) => {
    const proof = await addProof(
      db,
      { id: userId, role: 'user' },
      accountId,
      proofInputSchema.parse(input),
      at,
    );
    proofs += 1;
    return proof.id;
  };
  const checks = async (proofId: number, history: [CheckFinding, Date][]) => {
    for (const [finding, at] of history) await recordProofCheck(db, proofId, finding, at);
  };

  const verified = await queryRows<{ id: number; submittedById: number; platform: string }>(
    db,
    sql`select a.id, a.submitted_by_id as "submittedById", pl.name as platform
        from social_accounts a join platforms pl on pl.id = a.platform_id
        where a.person_id = ${showcase.id} and a.status = 'verified' and not a.is_deleted
        order by a.id`,
  );
  // The bulk load gives the showcase person their website, verified, first; a moderator
  // confirmed it as their official site.
  const website = verified.find((account) => account.platform === 'Website')!;
  await db.execute(sql`
    insert into identity_anchors (person_id, url, host, origin, path_prefix, reason, source,
      status, confirmed_at, created_at, next_check_at)
    values (${showcase.id}, ${`${site}/`}, ${new URL(site).hostname}, ${site}, '/',
      'Named as their own on their label’s artist page', 'moderator', 'confirmed',
      ${ago(60 * DAY_MS)}, ${ago(60 * DAY_MS)}, ${now})`);
  const other = verified.find((account) => account !== website);
  await checks(
    await attach(website.submittedById, website.id, ago(20 * DAY_MS), { kind: 'bio_token' }),
    [
      [PASSED, ago(20 * DAY_MS)],
      [PASSED, ago(13 * DAY_MS)],
      [PASSED, ago(6 * DAY_MS)],
    ],
  );
  await checks(
    await attach(website.submittedById, website.id, ago(40 * DAY_MS), { kind: 'backlink' }),
    [
      [PASSED, ago(40 * DAY_MS)],
      [PASSED, ago(26 * DAY_MS)],
      [NO_LINK, ago(3 * DAY_MS)],
      [NO_LINK, ago(2 * DAY_MS)],
      [NO_LINK, now],
    ],
  );
  if (other) {
    const linked = await attach(other.submittedById, other.id, ago(12 * DAY_MS), {
      kind: 'official_site',
      url: `${site}/`,
    });
    await checks(linked, [
      [PASSED, ago(12 * DAY_MS)],
      [{ outcome: 'unreachable', detail: 'HTTP 503' }, ago(5 * DAY_MS)],
      [PASSED, ago(2 * DAY_MS)],
    ]);
    await attach(other.submittedById, other.id, ago(12 * DAY_MS), {
      kind: 'reference',
      url: `${NEWS_SITE}/profiles/${hostLabelOf(showcase)}`,
    });
  }

  const platformIds = new Map(
    (
      await queryRows<{ id: number; name: string }>(
        db,
        sql`select id, name from platforms where name in ('Mastodon', 'Website')`,
      )
    ).map((platform) => [platform.name, platform.id]),
  );
  const propose = async (
    proposerId: number,
    at: Date,
    { platform, username, evidence }: { platform: string; username: string; evidence: string },
  ) => {
    const account = await submitAccount(
      db,
      accountSubmissionSchema.parse({
        personId: showcase.id,
        platformId: platformIds.get(platform),
        username,
        evidence,
      }),
      { id: proposerId, role: 'user' },
      at,
    );
    // Proposed when the story says, before the proofs attached to it.
    await db.execute(sql`update social_accounts set submitted_at = ${at} where id = ${account.id}`);
    return account;
  };
  const voters = faker.helpers.shuffle(
    (
      await queryRows<{ id: number }>(
        db,
        sql`select u.id from users u
            where u.id = any(${sql.param(userIds)}::int[]) and u.id <> ${memberId}
              and u.standing <> 'new'
              and not exists (select 1 from trust_flags f where u.id = any(f.user_ids))
            order by u.id`,
      )
    ).map((row) => row.id),
  );
  let votes = 0;
  /** Members approve an account one after another until `enough` says the votes decided. */
  const approveUntil = async (accountId: number, enough: (answer: VoteResult) => boolean) => {
    const last = votes + MOST_APPROVALS;
    for (let decided = false; !decided && voters.length > 0 && votes < last; votes += 1) {
      const answer = await castVote(
        db,
        asUser(voters.shift()!),
        { socialAccountId: accountId, isApproval: true },
        now,
      );
      decided = enough(answer);
    }
  };

  const proposed = await propose(memberId, ago(2 * DAY_MS), {
    platform: 'Mastodon',
    username: `${hostLabelOf(showcase).replace(/-/g, '')}@social.example`,
    evidence: `${showcase.firstName}'s own website links to this account.`,
  });
  await checks(
    await attach(memberId, proposed.id, ago(30 * HOUR_MS), {
      kind: 'cross_link',
      fromAccountId: website.id,
    }),
    [[PASSED, ago(29 * HOUR_MS)]],
  );
  await checks(await attach(memberId, proposed.id, ago(30 * HOUR_MS), { kind: 'bio_token' }), [
    [PASSED, ago(29 * HOUR_MS)],
  ]);
  await attach(memberId, proposed.id, now, { kind: 'official_site', url: `${site}/` });
  await approveUntil(proposed.id, (answer) => answer.isVerified);
  // A decision moves its voters' record, as after a vote through the app.
  await refreshVotersOf(db, [proposed.id], now);

  const fanSiteProposer = voters.shift();
  if (fanSiteProposer === undefined) return { proofs, accounts: 1, votes };
  const fanSite = await propose(fanSiteProposer, ago(3 * DAY_MS), {
    platform: 'Website',
    username: `${hostLabelOf(showcase)}-fans.example`,
    evidence: 'The site calls itself the official fan page.',
  });
  await checks(await attach(fanSiteProposer, fanSite.id, ago(2 * DAY_MS), { kind: 'backlink' }), [
    [{ outcome: 'contradiction', detail: 'the page links to another person' }, ago(20 * HOUR_MS)],
  ]);
  await checks(
    await attach(fanSiteProposer, fanSite.id, ago(2 * DAY_MS), {
      kind: 'official_site',
      url: `${site}/`,
    }),
    [[NO_LINK, ago(20 * HOUR_MS)]],
  );
  await approveUntil(fanSite.id, (answer) => answer.verification.holdReason !== null);
  return { proofs, accounts: 2, votes };
}
