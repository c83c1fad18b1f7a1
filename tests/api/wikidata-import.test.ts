import { copyFileSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnchorSuggestion } from '../../src/shared/schemas/anchors';
import type { LookupResult } from '../../src/shared/schemas/lookup';
import type { PersonDetail } from '../../src/shared/schemas/person-detail';
import type { PeoplePage, SocialAccount } from '../../src/shared/schemas/people';
import type { ProofView } from '../../src/shared/schemas/proofs';
import type { WikidataMatches } from '../../src/shared/schemas/wikidata';
import { DEFAULT_CATEGORY_MAPPING } from '../../src/shared/wikidata-categories';
import { people, socialAccounts } from '../../src/server/model/schema';
import {
  importWikidata,
  importWikidataCommand,
  type ImportSummary,
} from '../../src/server/modules/wikidata';
import { createAccount, createPerson } from '../helpers/factories';
import { mergePeople, send, signedInUser, type SignedInUser } from '../helpers/signed-in';
import { createTestApp, type TestContext } from '../helpers/test-app';

/*
 * The Wikidata import on a fixture in the dump's own form (tests/fixtures/wikidata): a
 * human with accounts of every kind of claim (ranks, references, an unknown platform, a
 * YouTube channel id), names in six scripts, an occupation whose item comes after them; a
 * namesake of a member's person; a city with an account claim; a human without accounts;
 * a handle the community rejected; a handle another person holds. The second dump renames,
 * removes, deprecates and adds claims, and drops an item.
 */

const FIXTURES = path.join(import.meta.dirname, '../fixtures/wikidata');
let ctx: TestContext;
let admin: SignedInUser;
let member: SignedInUser;
let folder: string;
let first: string;
let second: string;

/** A fixture copied where the test may give it a time of its own. */
function dumpFile(name: string, contents: Buffer, modified = new Date('2026-11-01T00:00:00Z')) {
  const file = path.join(folder, name);
  writeFileSync(file, contents);
  utimesSync(file, modified, modified);
  return file;
}

const run = (file: string, options: Partial<Parameters<typeof importWikidata>[1]> = {}) =>
  importWikidata(ctx.database.db, {
    file,
    languages: ['en'],
    mapping: DEFAULT_CATEGORY_MAPPING,
    ...options,
  });

const personByItem = async (itemId: string) => {
  const [person] = await ctx.database.db
    .select({ id: people.id })
    .from(people)
    .where(eq(people.wikidataId, itemId));
  return person;
};
const personRead = async (id: number) =>
  (await ctx.app.inject(`/api/people/${id}`)).json<PersonDetail>();
const accountNamed = (person: PersonDetail, platform: string) =>
  person.socialAccounts.find((account) => account.platform.name === platform);
const handles = (person: PersonDetail) =>
  person.socialAccounts.map((account) => `${account.platform.name}:${account.username}`).sort();

let bruno: { id: number };
let rejected: { id: number };
let otherHolder: { id: number };
let firstSummary: ImportSummary;
let ada: PersonDetail;

beforeAll(async () => {
  ctx = await createTestApp();
  [admin, member] = await Promise.all([signedInUser(ctx, { role: 'admin' }), signedInUser(ctx)]);
  folder = mkdtempSync(path.join(os.tmpdir(), 'wikidata-'));
  const db = ctx.database.db;
  bruno = await createPerson(db, {
    firstName: 'Bruno',
    lastName: 'Namesake',
    addedById: member.id,
  });
  const someoneElse = await createPerson(db);
  rejected = await createAccount(db, {
    personId: someoneElse.id,
    platform: 'Twitter',
    username: 'carlafake',
    status: 'rejected',
    decisionBasis: 'community',
  });
  otherHolder = await createPerson(db);
  await createAccount(db, {
    personId: otherHolder.id,
    platform: 'Twitter',
    username: 'TakenHandle',
  });
  first = dumpFile('first.json.gz', gzipSync(readFileSync(path.join(FIXTURES, 'first-dump.json'))));
  second = dumpFile('second.json', readFileSync(path.join(FIXTURES, 'second-dump.json')));
  // Committing each human as it comes leaves the occupation, read later, to the second pass.
  firstSummary = await run(first, { commitEvery: { humans: 1, entities: 1 } });
  const found = await personByItem('Q9001');
  ada = await personRead(found!.id);
});
afterAll(async () => {
  await ctx.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('a first import', () => {
  it('creates the human with accounts, named in English, with its item and profession', async () => {
    expect(ada).toMatchObject({
      firstName: 'Ada',
      lastName: 'Testperson',
      wikidataId: 'Q9001',
      // The occupation's item comes after the human: the second pass names it.
      profession: 'actor',
      category: { name: 'Actors' },
      addedBy: null,
    });
    expect(firstSummary.occupationsNamed).toBe(2);
  });

  it('gives them their other names: English aliases and each script’s first label', () => {
    expect(ada.aliases.map(({ name, language }) => [name, language])).toEqual([
      ['The Countess of Tests', 'en'],
      ['Ада Тестперсон', 'ru'],
      ['Άντα Τεστπερσον', 'el'],
      ['آدا تستبرسون', 'ar'],
      ['אדה טסטפרסון', 'he'],
      ['エイダ・テストパーソン', 'ja'],
    ]);
  });

  it('creates pending accounts listed on Wikidata for preferred and normal claims only', () => {
    // Facebook's claim is deprecated; P3185 (VK) is a platform the directory does not know.
    expect(handles(ada)).toEqual([
      'Instagram:ada.testperson',
      'Twitter:AdaTestperson',
      'YouTube:AdaTube',
    ]);
    for (const account of ada.socialAccounts) {
      expect(account.isVerified).toBe(false);
      expect(account.submittedBy).toBeNull();
      expect(account.wikidata).toMatchObject({
        itemId: 'Q9001',
        state: 'listed',
        unlistedAt: null,
      });
      expect(account.verification.basis).toBe('pending');
    }
    expect(accountNamed(ada, 'Twitter')!.wikidata!.property).toBe('P2002');
  });

  it('gives each a reference proof to the claim, and one per reference URL or channel', async () => {
    const proofsOf = async (account: SocialAccount) =>
      (await ctx.app.inject(`/api/social-accounts/${account.id}/proofs`))
        .json<ProofView[]>()
        .map((proof) => [proof.kind, proof.url]);
    expect(await proofsOf(accountNamed(ada, 'Twitter')!)).toEqual([
      ['reference', 'https://www.wikidata.org/wiki/Q9001#P2002'],
      ['reference', 'https://news.example.org/ada-joins-x'],
    ]);
    expect(await proofsOf(accountNamed(ada, 'YouTube')!)).toEqual([
      ['reference', 'https://www.wikidata.org/wiki/Q9001#P11245'],
      ['reference', 'https://www.youtube.com/channel/UCabcdefghijklmnopqrstuv'],
    ]);
  });

  it('suggests the official website, with Wikidata as its source: anyone can edit Wikidata, so it proves nothing until a moderator confirms it', async () => {
    expect((await ctx.app.inject(`/api/people/${ada.id}`)).json<PersonDetail>().anchors).toEqual(
      [],
    );
    const queue = await send(ctx, 'GET', '/api/admin/official-sites', undefined, admin);
    const suggestion = queue
      .json<{ suggestions: AnchorSuggestion[] }>()
      .suggestions.find((each) => each.person.id === ada.id);
    expect(suggestion).toMatchObject({
      host: 'ada.example.org',
      root: 'ada.example.org',
      source: 'wikidata',
      status: 'suggested',
    });
  });

  it('merges nothing by name: a namesake without an item is listed for admins, unchanged', async () => {
    const namesake = await personRead(bruno.id);
    expect(namesake.wikidataId).toBeNull();
    expect(namesake.socialAccounts).toEqual([]);
    const matches = await send(ctx, 'GET', '/api/admin/wikidata/matches', undefined, admin);
    expect(matches.json<WikidataMatches>().matches).toEqual([
      expect.objectContaining({
        itemId: 'Q9002',
        name: 'Bruno Namesake',
        person: expect.objectContaining({ id: bruno.id }),
      }),
    ]);
    const asMember = await send(ctx, 'GET', '/api/admin/wikidata/matches', undefined, member);
    expect(asMember.statusCode).toBe(403);
  });

  it('keeps no city, no human without accounts, no rejected handle, no other person’s handle', async () => {
    const search = async (text: string) =>
      (await ctx.app.inject(`/api/people?search=${encodeURIComponent(text)}`)).json<PeoplePage>();
    expect((await search('Testville')).people).toEqual([]);
    expect((await search('Nora Noaccounts')).people).toEqual([]);
    const carla = await personRead((await personByItem('Q9005'))!.id);
    expect(handles(carla)).toEqual(['Instagram:carla.real']);
    // Her occupation's item comes first in the dump, before anyone wanted it: read again.
    expect(carla).toMatchObject({
      profession: 'stand-up comedian',
      category: { name: 'Comedians' },
    });
    const [stillRejected] = await ctx.database.db
      .select({ status: socialAccounts.status, personId: socialAccounts.personId })
      .from(socialAccounts)
      .where(eq(socialAccounts.id, rejected.id));
    expect(stillRejected!.status).toBe('rejected');
    const dmitri = await personRead((await personByItem('Q9006'))!.id);
    expect(handles(dmitri)).toEqual(['GitHub:dmitri-gh']);
    expect(handles(await personRead(otherHolder.id))).toEqual([
      expect.stringMatching(/^Twitter:TakenHandle$/),
    ]);
    expect(firstSummary.counts).toMatchObject({
      peopleCreated: 3,
      accountsCreated: 5,
      possibleMatches: 1,
      skippedAccountRejectedOrRemoved: 1,
      skippedAccountOfAnotherPerson: 1,
    });
  });

  it('is idempotent: the same dump again creates and changes nothing', async () => {
    const again = await run(first);
    expect(again.counts).toMatchObject({
      peopleCreated: 0,
      peopleUpdated: 0,
      aliasesAdded: 0,
      accountsCreated: 0,
      accountsListed: 0,
      accountsUnlisted: 0,
      officialSitesAnchored: 0,
      possibleMatches: 0,
    });
    expect(await personRead(ada.id)).toEqual(ada);
  });

  it('reads the same dump compressed with bzip2', async () => {
    const bz2 = path.join(folder, 'first.json.bz2');
    copyFileSync(path.join(FIXTURES, 'first-dump.json.bz2'), bz2);
    const summary = await run(bz2);
    expect(summary.entitiesRead).toBe(8);
    expect(summary.counts.peopleCreated).toBe(0);
  });
});

describe('a later import', () => {
  let after: PersonDetail;
  let secondSummary: ImportSummary;

  beforeAll(async () => {
    // What people did meanwhile: a moderator verified the YouTube and X accounts, an admin
    // removed an alias the import added.
    for (const platform of ['YouTube', 'Twitter']) {
      const verified = await send(
        ctx,
        'POST',
        `/api/admin/social-accounts/${accountNamed(ada, platform)!.id}/moderate`,
        { reason: 'Confirmed with the account holder' },
        admin,
      );
      expect(verified.statusCode, verified.body).toBe(200);
    }
    const greek = ada.aliases.find((alias) => alias.language === 'el')!;
    const removed = await send(
      ctx,
      'DELETE',
      `/api/people/${ada.id}/aliases/${greek.id}`,
      undefined,
      admin,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    secondSummary = await run(second);
    after = await personRead(ada.id);
  });

  it('updates what changed and adds new claims', () => {
    expect(after).toMatchObject({ firstName: 'Ada', lastName: 'Testperson-King' });
    expect(accountNamed(after, 'TikTok')).toMatchObject({
      username: 'adatok',
      wikidata: { state: 'listed' },
    });
  });

  it('marks removed and deprecated claims no longer listed, with the date, deleting nothing', () => {
    for (const platform of ['Twitter', 'Instagram']) {
      const account = accountNamed(after, platform)!;
      expect(account.wikidata).toMatchObject({ state: 'no_longer_listed' });
      expect(Date.parse(account.wikidata!.unlistedAt!)).toBeGreaterThan(Date.now() - 60_000);
    }
    expect(secondSummary.counts.accountsUnlisted).toBe(3);
  });

  it('keeps what the community and moderators decided', async () => {
    expect(accountNamed(after, 'YouTube')).toMatchObject({
      isVerified: true,
      wikidata: { state: 'listed' },
    });
    // A claim removed from Wikidata (by anyone) tarnishes no badge: the listing alone moves.
    expect(accountNamed(after, 'Twitter')).toMatchObject({
      isVerified: true,
      verification: { basis: 'moderator' },
      wikidata: { state: 'no_longer_listed' },
    });
    expect(after.aliases.map((alias) => alias.language)).not.toContain('el');
    const dmitri = await personRead((await personByItem('Q9006'))!.id);
    expect(dmitri.socialAccounts[0]!.wikidata).toMatchObject({ state: 'no_longer_listed' });
  });
});

describe('runs', () => {
  it('resumes an interrupted run where it stopped, and refuses another file meanwhile', async () => {
    const resumable = dumpFile(
      'resumable.json',
      readFileSync(path.join(FIXTURES, 'second-dump.json')),
      new Date('2026-11-20T00:00:00Z'),
    );
    // The first progress report comes after the first entity is committed.
    await expect(
      run(resumable, {
        commitEvery: { humans: 1, entities: 1 },
        onProgress: () => {
          throw new Error('interrupted');
        },
      }),
    ).rejects.toThrow('interrupted');
    await expect(run(first)).rejects.toThrow(
      /The import of .*resumable\.json stopped after 1 of its entities\. Run it again with that file to finish it, or add --restart/,
    );
    const resumed = await run(resumable);
    expect(resumed.resumedAfter).toBe(1);
    expect(resumed.entitiesRead).toBe(7);
  });

  it('prints a summary from the operator command, and refuses a file that is no dump', async () => {
    const { output, failed } = await importWikidataCommand([second], ctx.database.db);
    expect(failed).toBe(false);
    expect(output).toMatch(
      /^Read 7 entities in [\d.]+ s \(\d+ entities\/s\): import run \d+ is complete\./,
    );
    expect(output).toContain('0 people created');
    await expect(importWikidataCommand(['people.csv'], ctx.database.db)).rejects.toThrow(
      'people.csv: a Wikidata dump is a .json, .json.gz or .json.bz2 file',
    );
    await expect(
      importWikidataCommand([second, '--languages', 'en;de'], ctx.database.db),
    ).rejects.toThrow(/language code/);
  });
});

describe('possible matches', () => {
  it('an admin links the namesake, and the next import updates them from the item', async () => {
    const { matches } = (
      await send(ctx, 'GET', '/api/admin/wikidata/matches', undefined, admin)
    ).json<WikidataMatches>();
    const linked = await send(
      ctx,
      'POST',
      `/api/admin/wikidata/matches/${matches[0]!.id}/link`,
      {},
      admin,
    );
    expect(linked.statusCode, linked.body).toBe(200);
    await run(second);
    const namesake = await personRead(bruno.id);
    expect(namesake).toMatchObject({ wikidataId: 'Q9002', addedBy: { username: member.username } });
    expect(handles(namesake)).toEqual(['Twitter:brunonamesake']);
    const left = (
      await send(ctx, 'GET', '/api/admin/wikidata/matches', undefined, admin)
    ).json<WikidataMatches>();
    expect(left.matches).toEqual([]);
  });
});

describe('a merge', () => {
  it('gives the kept person the removed one’s item, so the next import updates them', async () => {
    const dmitri = (await personByItem('Q9006'))!;
    const duplicate = await createPerson(ctx.database.db, {
      firstName: 'Dmitri',
      lastName: 'Claimedhandle-Duplicate',
    });
    await mergePeople(ctx, admin, duplicate, dmitri);
    const kept = await personRead(duplicate.id);
    expect(kept.wikidataId).toBe('Q9006');
    expect(kept.socialAccounts[0]!.wikidata).toMatchObject({ itemId: 'Q9006' });
  });
});

describe('YouTube channels', () => {
  it('imports a person whose only YouTube claim is a channel id, and lookup finds them by the channel’s address', async () => {
    const channelId = 'UCzanquor0000000000000x1';
    const statement = (id: string, property: string, value: unknown) => ({
      mainsnak: { snaktype: 'value', property, datavalue: { value } },
      type: 'statement',
      id,
      rank: 'normal',
    });
    const entity = {
      type: 'item',
      id: 'Q9100',
      labels: { en: { language: 'en', value: 'Chana Channelonly' } },
      claims: {
        P31: [statement('Q9100$1', 'P31', { 'entity-type': 'item', id: 'Q5' })],
        P2397: [statement('Q9100$2', 'P2397', channelId)],
        P2037: [statement('Q9100$3', 'P2037', 'chana-codes')],
      },
    };
    const file = dumpFile('channels.json', Buffer.from(`[\n${JSON.stringify(entity)}\n]\n`));
    const summary = await run(file, { restart: true });
    expect(summary.counts).toMatchObject({ peopleCreated: 1, accountsCreated: 2 });

    const chana = await personRead((await personByItem('Q9100'))!.id);
    expect(handles(chana)).toEqual(['GitHub:chana-codes', `YouTube:channel/${channelId}`]);
    expect(accountNamed(chana, 'YouTube')).toMatchObject({
      url: `https://www.youtube.com/channel/${channelId}`,
      wikidata: { itemId: 'Q9100', property: 'P2397' },
    });
    for (const address of [
      `https://www.youtube.com/channel/${channelId}`,
      `youtube.com/channel/${channelId}/featured`,
    ]) {
      const lookup = await ctx.app.inject(`/api/lookup?url=${encodeURIComponent(address)}`);
      expect(lookup.statusCode, lookup.body).toBe(200);
      expect(lookup.json<LookupResult>()).toMatchObject({
        status: 'pending',
        person: { id: chana.id },
        account: {
          username: `channel/${channelId}`,
          platform: 'YouTube',
          url: `https://www.youtube.com/channel/${channelId}`,
        },
      });
    }
    // A handle spelled like the channel id is another account, unknown here.
    const spelledAlike = await ctx.app.inject(
      `/api/lookup?url=${encodeURIComponent(`https://youtube.com/@${channelId}`)}`,
    );
    expect(spelledAlike.json<LookupResult>()).toEqual({ status: 'unknown' });
  });
});
