import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdentityAnchor } from '../../src/shared/schemas/anchors';
import type { SocialAccount } from '../../src/shared/schemas/people';
import type { UserStanding } from '../../src/shared/schemas/standing';
import { DEFAULT_CATEGORY_MAPPING } from '../../src/shared/wikidata-categories';
import { importWikidata } from '../../src/server/modules/wikidata';
import { checkVoterPairs, decideAfterEvidence } from '../../src/server/modules/trust';
import { queryRows } from '../../src/server/platform/database/client';
import { castVote, createAccount, createPerson, websiteAt } from '../helpers/factories';
import { attachAndCheck, createAppWithPages, type PagesAndApp } from '../helpers/served-pages';
import { send, signedInUser, type SignedInUser } from '../helpers/signed-in';
import { trustWorld } from '../helpers/trust-world';

/*
 * The attacker table of evidence (issue 51). Evidence that lowers the bar must be rooted in
 * what only the person or a moderator controls, matched exactly: an official site a
 * moderator confirmed (origin and path), and what its pages, or their proven accounts'
 * pages, link to with rel="me". Each row states the attacker's budget and what they must not
 * achieve: no fake proven without control of a root, however many votes, no real account
 * held, rejected or contested by a ring, no honest member minted or burned by the ring. Then
 * the honest paths: a confirmed root and its page's link prove; a proven account displaces a
 * fake verified first, whose ring is burned. Pages are served on 127.0.0.1; only waiting is
 * backdated.
 */

let pages: PagesAndApp;
let admin: SignedInUser;
let world: ReturnType<typeof trustWorld>;
/** The person the members' own work is about. */
let chatter: number;
let folder: string;

beforeAll(async () => {
  pages = await createAppWithPages('http://directory.test', () => new Date());
  admin = await signedInUser(pages.ctx, { role: 'admin' });
  world = trustWorld(pages.ctx, admin);
  chatter = (await createPerson(pages.ctx.database.db)).id;
  folder = mkdtempSync(path.join(os.tmpdir(), 'attacker-evidence-'));
});
afterAll(async () => {
  await pages.close();
  rmSync(folder, { recursive: true, force: true });
});

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence += 1)}`;
const db = () => pages.ctx.database.db;

const relMe = (...targets: string[]) =>
  targets.map((target) => `<a rel="me" href="${target}">me</a>`).join('');

/** A pending account of the person, its handle made unique. */
const accountOf = async (personId: number, platform = 'Twitter', extra = {}) =>
  createAccount(db(), { personId, platform, username: `h_${unique()}`, ...extra });

/** A root a moderator confirmed for the person, served at `path`, whose page says `body`. */
async function confirmedRoot(personId: number, body: string) {
  const rootPath = `/root-${unique()}`;
  pages.served.set(rootPath, { body });
  const added = await send(
    pages.ctx,
    'POST',
    `/api/admin/people/${personId}/anchors`,
    { url: `${pages.base}${rootPath}`, reason: 'Named as theirs on their agency’s page' },
    admin,
  );
  expect(added.statusCode, added.body).toBe(201);
  const anchor = added.json<IdentityAnchor>();
  const checked = await send(
    pages.ctx,
    'POST',
    `/api/admin/official-sites/${anchor.id}/check`,
    {},
    admin,
  );
  expect(checked.statusCode, checked.body).toBe(200);
  return { anchor: checked.json<IdentityAnchor>(), path: rootPath };
}

const read = async (personId: number, accountId: number) =>
  (await world.publicAccount(personId, accountId)) as SocialAccount;

const validatedOf = async (user: SignedInUser) => {
  const response = await send(pages.ctx, 'GET', '/api/user/standing', undefined, user);
  return response
    .json<UserStanding>()
    .requirements.find((rule) => rule.name === 'validated_record')!.current;
};

describe('forged evidence', () => {
  it('an official site matched by host only: a page at another path, port or host name of the official host, or another user’s pages on a shared host, proves nothing, and 3 approvals stay short of the bar', async () => {
    // Budget: 1 proposer with pages of their own on the host, 3 members, 3 weeks.
    const person = (await createPerson(db())).id;
    const real = await accountOf(person, 'Twitter', {
      status: 'verified',
      decisionBasis: 'moderator',
    });
    const rootPath = `/~star${unique()}`;
    await confirmedRoot(person, relMe(`https://x.com/${real.username}`));
    pages.served.delete(rootPath);
    await send(
      pages.ctx,
      'POST',
      `/api/admin/people/${person}/anchors`,
      { url: `${pages.base}${rootPath}`, reason: 'Their page on the university’s shared host' },
      admin,
    );
    const proposer = await signedInUser(pages.ctx);
    const fake = await accountOf(person, 'GitHub', { submittedById: proposer.id });
    const port = new URL(pages.base).port;
    for (const page of [
      `${pages.base}/~mallory${unique()}/links`,
      `${pages.base}${rootPath}-fanclub/links`,
      `http://localhost:${port}${rootPath}/links`,
    ]) {
      pages.served.set(new URL(page).pathname, {
        body: relMe(`https://github.com/${fake.username}`),
      });
      expect(
        await attachAndCheck(pages.ctx, proposer, fake.id, { kind: 'official_site', url: page }),
      ).toMatchObject({
        state: 'passing',
        anchored: false,
      });
    }
    const members = await world.honestMembers(3, 120, chatter);
    for (const user of members) await world.vote(user, fake.id);
    expect((await read(person, fake.id)).verification).toMatchObject({
      basis: 'pending',
      identity: 'none',
      summary: '3 of 3 approvals count so far, from 3 independent groups',
    });
    // The real account the root links to is proven, whatever the fake's pages say.
    expect((await read(person, real.id)).verification.tier).toBe('proven');
  });

  it('an official website the attacker adds to the person’s Wikidata item is a suggestion: its page’s link to a fake proves nothing', async () => {
    // Budget: 1 edit of Wikidata that survives to the dump, 1 proposer, 3 members.
    const attackerPage = `/attacker-${unique()}`;
    const item = `Q${900000 + sequence}`;
    const name = `Wiki${unique()}`;
    const entity = {
      type: 'item',
      id: item,
      labels: { en: { language: 'en', value: `Imported ${name}` } },
      descriptions: {},
      aliases: {},
      claims: {
        P31: [
          claim(
            item,
            'P31',
            { 'entity-type': 'item', 'numeric-id': 5, id: 'Q5' },
            'wikibase-entityid',
          ),
        ],
        P2002: [claim(item, 'P2002', `real_${name}`.toLowerCase(), 'string')],
        P856: [claim(item, 'P856', `${pages.base}${attackerPage}`, 'string')],
      },
      sitelinks: {},
    };
    const file = path.join(folder, `${item}.json`);
    writeFileSync(file, `[\n${JSON.stringify(entity)}\n]\n`);
    await importWikidata(db(), { file, languages: ['en'], mapping: DEFAULT_CATEGORY_MAPPING });
    const [person] = await queryRows<{ id: number }>(
      db(),
      sql`select id from people where wikidata_id = ${item}`,
    );
    const proposer = await signedInUser(pages.ctx);
    const fake = await accountOf(person!.id, 'GitHub', { submittedById: proposer.id });
    pages.served.set(attackerPage, { body: relMe(`https://github.com/${fake.username}`) });
    expect(
      await attachAndCheck(pages.ctx, proposer, fake.id, {
        kind: 'official_site',
        url: `${pages.base}${attackerPage}`,
      }),
    ).toMatchObject({ state: 'passing', anchored: false });
    const members = await world.honestMembers(3, 121, chatter);
    for (const user of members) await world.vote(user, fake.id);
    expect((await read(person!.id, fake.id)).isVerified).toBe(false);
    expect((await read(person!.id, fake.id)).verification.identity).toBe('none');
  });

  it('a website of the attacker’s own, verified by votes and linking back here, is no link of any chain: its links prove nothing, and a second account on a taken platform stays held', async () => {
    // Budget: 10 votes on the website (taken as won), 1 proposer, then 3 members per fake.
    const person = (await createPerson(db())).id;
    await accountOf(person, 'Twitter', { status: 'verified', decisionBasis: 'moderator' });
    const proposer = await signedInUser(pages.ctx);
    const sitePath = `/site-${unique()}`;
    const site = await createAccount(db(), {
      personId: person,
      ...websiteAt(`${pages.base}${sitePath}`),
      status: 'verified',
      decisionBasis: 'community',
      submittedById: proposer.id,
    });
    const fakes = [
      await accountOf(person, 'GitHub', { submittedById: proposer.id }),
      await accountOf(person, 'Twitter', { submittedById: proposer.id }),
    ];
    const [personRow] = await queryRows<{ slug: string }>(
      db(),
      sql`select slug from people where id = ${person}`,
    );
    pages.served.set(sitePath, {
      body:
        `<a rel="me" href="http://directory.test/people/${personRow!.slug}">me here</a>` +
        relMe(`https://github.com/${fakes[0]!.username}`, `https://x.com/${fakes[1]!.username}`),
    });
    expect((await attachAndCheck(pages.ctx, proposer, site.id, { kind: 'backlink' })).state).toBe(
      'passing',
    );
    for (const fake of fakes) {
      expect(
        await attachAndCheck(pages.ctx, proposer, fake.id, {
          kind: 'cross_link',
          fromAccountId: site.id,
        }),
      ).toMatchObject({ state: 'passing', anchored: false });
    }
    const members = await world.honestMembers(3, 122, chatter);
    for (const fake of fakes) for (const user of members) await world.vote(user, fake.id);
    expect((await read(person, fakes[0]!.id)).verification.summary).toBe(
      '3 of 3 approvals count so far, from 3 independent groups',
    );
    expect((await read(person, fakes[1]!.id)).isVerified).toBe(false);
  });
});

/** A Wikidata claim of the entity, as the dump writes it. */
function claim(item: string, property: string, value: unknown, type: string) {
  return {
    mainsnak: {
      snaktype: 'value',
      property,
      datavalue: { value, type },
      datatype: type === 'string' ? 'external-id' : 'wikibase-item',
    },
    type: 'statement',
    id: `${item}$${property}-${unique()}`,
    rank: 'normal',
  };
}

describe('evidence beats votes, both ways', () => {
  it('pre-emption: a fake verified first by a ring is displaced once the person’s root links to the real one; its ring is burned, its other fake goes back to pending, and the real one is never held behind it', async () => {
    // Budget: 3 members of the ring (their votes on two fakes taken as won), 10 days.
    const person = (await createPerson(db())).id;
    const elsewhere = (await createPerson(db())).id;
    const ring = await world.honestMembers(3, 123, chatter);
    const fake = await accountOf(person, 'Twitter', {
      status: 'verified',
      decisionBasis: 'community',
      verifiedAt: new Date(),
    });
    const otherFake = await accountOf(elsewhere, 'TikTok', {
      status: 'verified',
      decisionBasis: 'community',
      verifiedAt: new Date(),
    });
    for (const user of ring) {
      await castVote(db(), fake.id, user.id, true);
      await castVote(db(), otherFake.id, user.id, true);
    }
    await db().execute(sql`update votes set weight = 1
      where social_account_id in (${fake.id}, ${otherFake.id})`);

    // Honest members propose the real handle: not refused, not held behind the fake.
    const honest = await world.honestMembers(3, 124, chatter);
    const proposed = await send(
      pages.ctx,
      'POST',
      '/api/social-accounts',
      {
        personId: person,
        platformId: fake.platformId,
        username: `real_${unique()}`,
        evidence: 'Linked from their official site.',
      },
      honest[0],
    );
    expect(proposed.statusCode, proposed.body).toBe(201);
    const real = proposed.json<SocialAccount>();
    await confirmedRoot(person, relMe(`https://x.com/${real.username}`));

    const displaced = await read(person, fake.id);
    expect(displaced).toMatchObject({ isVerified: false });
    expect(displaced.verification).toMatchObject({ basis: 'contested', tier: null });
    expect(displaced.verification.summary).toMatch(
      new RegExp(
        `^Contested: @${real.username} on Twitter is proven theirs on Twitter; a moderator decides\\. Returned to pending on `,
      ),
    );
    const back = await read(elsewhere, otherFake.id);
    expect(back.isVerified).toBe(false);
    expect(back.verification.summary).toMatch(
      /^Returned to pending on .+: the votes of users who approved a fake no longer count/,
    );
    for (const user of ring) expect(await world.standingOf(user)).toBe('new');
    for (const user of honest) expect(await world.standingOf(user)).toBe('member');

    for (const user of honest.slice(1)) await world.vote(user, real.id);
    const third = (await world.honestMembers(1, 125, chatter))[0]!;
    await world.vote(third, real.id);
    expect((await read(person, real.id)).verification).toMatchObject({
      tier: 'proven',
      basis: 'proven',
      holdReason: null,
    });
    const lookup = await send(
      pages.ctx,
      'GET',
      `/api/lookup?platform=Twitter&username=${real.username}`,
    );
    expect(lookup.json()).toMatchObject({ status: 'verified', tier: 'proven' });
  });

  it('a squatted handle: a ring lists the real handle on a person of its own; the honest proposal is never refused, and the person’s root gives the handle back', async () => {
    // Budget: 1 proposer and 3 members of the ring, a made-up person.
    const decoy = (await createPerson(db())).id;
    const person = (await createPerson(db())).id;
    const handle = `star_${unique()}`;
    const ring = await world.honestMembers(3, 126, chatter);
    const squatted = await createAccount(db(), {
      personId: decoy,
      platform: 'Twitter',
      username: handle,
      status: 'verified',
      decisionBasis: 'community',
      verifiedAt: new Date(),
    });
    for (const user of ring) await castVote(db(), squatted.id, user.id, true);
    const honest = (await world.honestMembers(1, 127, chatter))[0]!;
    const proposed = await send(
      pages.ctx,
      'POST',
      '/api/social-accounts',
      {
        personId: person,
        platformId: squatted.platformId,
        username: handle,
        evidence: 'Their official site links to it.',
      },
      honest,
    );
    expect(proposed.statusCode, proposed.body).toBe(201);
    const real = proposed.json<SocialAccount>();
    expect(
      (await send(pages.ctx, 'GET', `/api/lookup?platform=Twitter&username=${handle}`)).json(),
    ).toMatchObject({
      person: { id: decoy },
    });

    await confirmedRoot(person, relMe(`https://x.com/${handle}`));
    expect((await read(decoy, squatted.id)).verification.basis).toBe('contested');
    expect((await read(person, real.id)).verification.identity).toBe('anchored');
    for (const user of ring) expect(await world.standingOf(user)).toBe('new');
    const members = await world.honestMembers(3, 128, chatter);
    for (const user of members) await world.vote(user, real.id);
    expect(
      (await send(pages.ctx, 'GET', `/api/lookup?platform=Twitter&username=${handle}`)).json(),
    ).toMatchObject({
      status: 'verified',
      tier: 'proven',
      person: { id: person },
    });
  });
});

describe('no minted weight', () => {
  it('a proposer whose proposals their own group approved earns nothing from them; one whose proposal others verified does', async () => {
    // Budget: 2 e-mail addresses on one network (proposer and accomplice), 2 proposals.
    const [proposer, accomplice] = await world.many(2, (index) => `129.1.1.${index + 1}`, 120);
    await world.cheapWork(proposer!, chatter);
    await world.cheapWork(accomplice!, chatter);
    await world.confirmedVotes([accomplice!]);
    const others = await world.honestMembers(9, 130, chatter);
    const honestProposer = (await world.honestMembers(1, 131, chatter))[0]!;
    /** Approvals paced past the following window. */
    const approve = async (accountId: number, voters: SignedInUser[]) => {
      for (const user of voters) {
        await world.vote(user, accountId);
        await world.castEarlier(accountId, 70);
      }
      expect(await world.storedStatus(accountId)).toBe('verified');
    };
    for (let index = 0; index < 2; index += 1) {
      await approve(
        (await accountOf((await createPerson(db())).id, 'Twitter', { submittedById: proposer!.id }))
          .id,
        [accomplice!, ...others],
      );
    }
    expect(await validatedOf(proposer!)).toBe(0);

    const before = await validatedOf(honestProposer);
    // Independent members verify it: histories that hold more than what they approved together.
    for (const user of others) await world.confirmedVotes([user], { count: 1 });
    const another = await world.honestMembers(1, 136, chatter);
    await approve(
      (
        await accountOf((await createPerson(db())).id, 'Twitter', {
          submittedById: honestProposer.id,
        })
      ).id,
      [...others, ...another],
    );
    expect(await validatedOf(honestProposer)).toBe(before + 1);
  });

  it('proposals verified at the bar a proven chain lowers earn their proposer nothing, nor their approvers', async () => {
    // Budget: 1 proposer who copies the accounts a person’s official site links to, 2 proposals.
    const person = (await createPerson(db())).id;
    const proposer = (await world.many(1, () => '132.1.1.1', 120))[0]!;
    await world.cheapWork(proposer, chatter);
    const accounts = [
      await accountOf(person, 'GitHub', { submittedById: proposer.id }),
      await accountOf(person, 'Twitter', { submittedById: proposer.id }),
    ];
    await confirmedRoot(
      person,
      relMe(
        `https://github.com/${accounts[0]!.username}`,
        `https://x.com/${accounts[1]!.username}`,
      ),
    );
    const members = await world.honestMembers(3, 133, chatter);
    const before = await validatedOf(members[0]!);
    for (const account of accounts) {
      for (const user of members) {
        await world.vote(user, account.id);
        await world.castEarlier(account.id, 70);
      }
      expect((await read(person, account.id)).verification.tier).toBe('proven');
    }
    expect(await validatedOf(proposer)).toBe(0);
    expect(await validatedOf(members[0]!)).toBe(before);
  });
});

describe('reports', () => {
  it('of an account a moderator verified read "reported" only once an administrator takes one up, however many members report it', async () => {
    // Budget: 3 members of the ring, each from an address of their own.
    const person = (await createPerson(db())).id;
    const real = await accountOf(person, 'Twitter', {
      status: 'verified',
      decisionBasis: 'moderator',
    });
    const ring = await world.honestMembers(3, 134, chatter);
    const reportIds: number[] = [];
    for (const user of ring) {
      const reported = await send(
        pages.ctx,
        'POST',
        '/api/social-accounts/report',
        {
          socialAccountId: real.id,
          reason: 'Impersonation',
          evidence: 'Their real account is elsewhere, trust me.',
        },
        user,
      );
      expect(reported.statusCode, reported.body).toBe(201);
      reportIds.push(reported.json<{ report: { id: number } }>().report.id);
    }
    const lookUp = () =>
      send(pages.ctx, 'GET', `/api/lookup?platform=Twitter&username=${real.username}`);
    expect((await lookUp()).json()).toMatchObject({ status: 'verified', tier: 'moderator' });
    const investigating = await send(
      pages.ctx,
      'POST',
      `/api/admin/reports/${reportIds[0]}/resolve`,
      { action: 'investigate' },
      admin,
    );
    expect(investigating.statusCode, investigating.body).toBe(200);
    expect((await lookUp()).json()).toMatchObject({ status: 'reported' });
  });
});

describe('honest paths', () => {
  it('a confirmed root and its page’s rel="me" link prove an account; 3 independent approvals verify it, and every reader says so: the page, the lookup, the badge, sameAs, the proven-only export', async () => {
    const person = (await createPerson(db())).id;
    const account = await accountOf(person, 'Mastodon', {
      username: `ada${unique()}@social.example`,
    });
    const { path: rootPath } = await confirmedRoot(
      person,
      relMe(`https://social.example/@${account.username.split('@')[0]}`),
    );
    const members = await world.honestMembers(3, 135, chatter);
    for (const user of members) await world.vote(user, account.id);
    const verified = await read(person, account.id);
    expect(verified.verification).toMatchObject({ tier: 'proven', basis: 'proven' });
    expect(verified.verification.summary).toBe(
      `Proven: linked from ${pages.base}${rootPath}, an official site confirmed by a moderator · 3 approvals from 3 independent groups of established members`,
    );
    const badge = await send(pages.ctx, 'GET', `/badge/${account.id}.svg`);
    expect(badge.body).toContain('Proven on VerifiedVoices');
    const exported = await send(pages.ctx, 'GET', '/api/directory?tier=proven&limit=500');
    expect(exported.json<{ id: number; tier: string }[]>()).toContainEqual(
      expect.objectContaining({ id: account.id, tier: 'proven' }),
    );
    const [slug] = await queryRows<{ slug: string }>(
      db(),
      sql`select slug from people where id = ${person}`,
    );
    const page = await pages.ctx.app.inject(`/people/${slug!.slug}`);
    expect(page.body).toContain(
      `"sameAs":["https://social.example/@${account.username.split('@')[0]}"]`,
    );
  });

  it('an account approved before its proof came is verified at the lowered bar once the proof does, and the pages say so at once', async () => {
    const person = (await createPerson(db())).id;
    const account = await accountOf(person, 'Mastodon', {
      username: `grace${unique()}@social.example`,
    });
    const members = await world.honestMembers(3, 135, chatter);
    for (const user of members) await world.vote(user, account.id);
    const before = await read(person, account.id);
    expect(before).toMatchObject({ isVerified: false, countedApprovals: 3 });
    await confirmedRoot(person, relMe(`https://social.example/@${account.username.split('@')[0]}`));
    const after = await read(person, account.id);
    expect(after).toMatchObject({ isVerified: true });
    expect(after.verification).toMatchObject({ tier: 'proven', basis: 'proven' });
  });

  it('a proven account nobody voted on yet is decided again as its evidence moves, and stays pending', async () => {
    const person = (await createPerson(db())).id;
    const account = await accountOf(person, 'Mastodon', {
      username: `lin${unique()}@social.example`,
    });
    await confirmedRoot(person, relMe(`https://social.example/@${account.username.split('@')[0]}`));
    await expect(decideAfterEvidence(db(), [account.id], new Date())).resolves.toBeUndefined();
    const pending = await read(person, account.id);
    expect(pending).toMatchObject({ isVerified: false, countedApprovals: 0 });
    expect(pending.verification).toMatchObject({ basis: 'pending' });
  });
});

describe('the counts the groups are built from', () => {
  it('agree, after every row above, with the same counts worked out again from the vote rows', async () => {
    expect(await checkVoterPairs(db())).toEqual({
      users: 0,
      pairs: 0,
      submitters: 0,
      missingLinks: 0,
    });
  });
});
