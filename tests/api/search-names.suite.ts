import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PeoplePage, Suggestions } from '../../src/shared/schemas/people';
import { refreshSearchWords } from '../../src/server/modules/derived-data';
import { createAccount, createPerson } from '../helpers/factories';
import { send, signedInUser, type SignedInUser } from '../helpers/signed-in';
import type { TestContext } from '../helpers/test-app';

/**
 * How the directory finds people by their names, asked of an app searching in SQL or with
 * its name index (search-names.test.ts, search-names-index.test.ts): the same expectations
 * hold for both. `settled` waits until what was written straight to the database can be
 * found (an index in memory reads those changes a moment later).
 */
export function nameSearchSuite(
  open: () => Promise<TestContext>,
  settled: (ctx: TestContext) => Promise<void>,
) {
  let ctx: TestContext;
  let member: SignedInUser;
  const ids = new Map<string, number>();

  /** A person with aliases, accounts and a rating, as the directory would hold them. */
  async function person(
    firstName: string,
    lastName: string,
    {
      profession = 'Entertainer',
      aliases = [],
      accounts = [],
      rating = null,
      verified = 0,
    }: {
      profession?: string;
      aliases?: [name: string, language?: string][];
      accounts?: [platform: string, username: string][];
      rating?: number | null;
      verified?: number;
    } = {},
  ) {
    const db = ctx.database.db;
    const created = await createPerson(db, { firstName, lastName, profession });
    for (const [name, language] of aliases) {
      const added = await send(
        ctx,
        'POST',
        `/api/people/${created.id}/aliases`,
        { name, language },
        member,
      );
      expect(added.statusCode, added.body).toBe(201);
    }
    for (const [platform, username] of accounts)
      await createAccount(db, { personId: created.id, platform, username, status: 'verified' });
    await refreshSearchWords(db, [created.id]);
    await db.execute(sql`update people set avg_rating = ${rating}, verified_account_count = ${verified}
                       where id = ${created.id}`);
    ids.set(`${firstName} ${lastName}`, created.id);
  }

  const search = async (text: string) => {
    const answer = await ctx.app.inject(`/api/people?search=${encodeURIComponent(text)}&limit=50`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<PeoplePage>().people;
  };
  const names = (people: { firstName: string; lastName: string }[]) =>
    people.map((found) => `${found.firstName} ${found.lastName}`);

  beforeAll(async () => {
    ctx = await open();
    member = await signedInUser(ctx);
    await person('Dwayne', 'Johnson', {
      profession: 'Actor',
      aliases: [['The Rock', 'en']],
      rating: 4,
    });
    await person('Conan', "O'Brien", { accounts: [['Twitter', 'ConanOBrien']], rating: 3 });
    await person('Jimmy', 'Donaldson', {
      profession: 'Youtuber',
      accounts: [['YouTube', 'MrBeast']],
    });
    await person('Shah', 'Rukh Khan', { profession: 'Actor' });
    await person('Hayao', 'Miyazaki', { profession: 'Animator', aliases: [['宮崎駿', 'ja']] });
    await person('Vladimir', 'Vysotsky', { profession: 'Singer' });
    await person('Алла', 'Пугачёва', { profession: 'Singer' });
    await person('Владимир', 'Высоцкий', { profession: 'Bard' });
    await person('Αλέξης', 'Τσίπρας', { profession: 'Politician' });
    await person('Maria', 'Callas', { profession: 'Soprano' });
    await person('Mohamed', 'Salah', { profession: 'Footballer' });
    await person('محمد', 'أبو تريكة', { profession: 'Footballer' });
    await person('בנימין', 'נתניהו', { profession: 'Politician' });
    await person('Natalie', 'Portman', { profession: 'Actress' });
    await person('Madge', 'Hackett', { accounts: [['Twitch', 'madgehackett']] });
    // The ranking table's people.
    await person('Anna', 'Berg', { rating: 2 });
    await person('Anna', 'Cole', { rating: 4 });
    await person('Anna', 'Dunn', { rating: 4, verified: 3 });
    await person('Annabel', 'Ross', { rating: 5 });
    await person('Hanna', 'Moll', { rating: 5 });
    await person('Quiet', 'Singer', { aliases: [['Anna']], rating: 1 });
    await settled(ctx);
  });
  afterAll(() => ctx.close());

  describe('finding people by any name they go by', () => {
    it.each([
      ['the rock', 'Dwayne Johnson', 'alias: The Rock'],
      ['The Rock', 'Dwayne Johnson', 'alias: The Rock'],
      ['@ConanOBrien', "Conan O'Brien", '@ConanOBrien on Twitter'],
      ['@conanobrien', "Conan O'Brien", '@ConanOBrien on Twitter'],
      ['@CONANOBRIEN', "Conan O'Brien", '@ConanOBrien on Twitter'],
      ['https://x.com/ConanOBrien', "Conan O'Brien", '@ConanOBrien on Twitter'],
      ['twitter.com/conanobrien', "Conan O'Brien", '@ConanOBrien on Twitter'],
      ['mrbeast', 'Jimmy Donaldson', '@MrBeast on YouTube'],
      ['mr beast', 'Jimmy Donaldson', '@MrBeast on YouTube'],
      ['youtube.com/@MrBeast', 'Jimmy Donaldson', '@MrBeast on YouTube'],
      ['宮崎駿', 'Hayao Miyazaki', 'alias: 宮崎駿'],
      ['宮崎', 'Hayao Miyazaki', 'alias: 宮崎駿'],
      ['@MadgeHackett', 'Madge Hackett', '@madgehackett on Twitch'],
    ])('"%s" finds %s, saying why (%s)', async (query, expected, why) => {
      const [first] = await search(query);
      expect(first && `${first.firstName} ${first.lastName}`).toBe(expected);
      expect(first!.matchedBy).toBe(why);
    });

    it.each([
      ['conan', "Conan O'Brien"],
      // The handle is the name without its spaces: the name answers.
      ['conanobrien', "Conan O'Brien"],
      ['shahrukh', 'Shah Rukh Khan'],
      ['shahrukhkhan', 'Shah Rukh Khan'],
      ['Shah Rukh Khan', 'Shah Rukh Khan'],
      ['animator', 'Hayao Miyazaki'],
      // No handle is "madge.hackett": the name is what matched, not @madgehackett.
      ['@madge.hackett', 'Madge Hackett'],
    ])('"%s" finds %s by name or profession, with nothing more to say', async (query, expected) => {
      const [first] = await search(query);
      expect(first && `${first.firstName} ${first.lastName}`).toBe(expected);
      expect(first!.matchedBy).toBeNull();
    });

    it.each([
      ['Высоцкий', ['Vladimir Vysotsky', 'Владимир Высоцкий']],
      ['Vysotsky', ['Vladimir Vysotsky', 'Владимир Высоцкий']],
      ['Tsipras', ['Αλέξης Τσίπρας']],
      ['Τσίπρας', ['Αλέξης Τσίπρας']],
      ['Κάλλας', ['Maria Callas']],
      ['Salah', ['Mohamed Salah']],
      ['صلاح', ['Mohamed Salah']],
      ['Mohamed', ['Mohamed Salah', 'محمد أبو تريكة']],
      ['محمد', ['Mohamed Salah', 'محمد أبو تريكة']],
      ['Netanyahu', ['בנימין נתניהו']],
      ['פורטמן', ['Natalie Portman']],
    ])('"%s", written in another script, finds %j', async (query, expected) => {
      expect(names(await search(query)).sort()).toEqual([...expected].sort());
    });

    it('finds nobody for a name nobody goes by', async () => {
      expect(await search('zzyzx')).toEqual([]);
    });
  });

  describe('ranking', () => {
    // An exact name or alias first, then every word exact, then word starts, then typos;
    // within each, better-rated, then more-verified people first.
    it.each([
      [
        'anna',
        ['Quiet Singer', 'Anna Dunn', 'Anna Cole', 'Anna Berg', 'Annabel Ross', 'Hanna Moll'],
      ],
      ['anna berg', ['Anna Berg']],
      // "ann" is inside "Hanna": a phrase inside a name comes last.
      [
        'ann',
        ['Annabel Ross', 'Anna Dunn', 'Anna Cole', 'Anna Berg', 'Quiet Singer', 'Hanna Moll'],
      ],
      ['hanna', ['Hanna Moll', 'Anna Dunn', 'Anna Cole', 'Anna Berg', 'Quiet Singer']],
      ['anna cole', ['Anna Cole']],
      ['anna dun', ['Anna Dunn']],
      ['anna colle', ['Anna Cole']],
    ])('"%s" lists %j in that order', async (query, expected) => {
      expect(names(await search(query))).toEqual(expected);
    });
  });

  describe('handles of accounts', () => {
    it('finds a person by the handle of an account proposed through the API, not once it is removed', async () => {
      const db = ctx.database.db;
      const created = await createPerson(db, {
        firstName: 'Handle',
        lastName: 'Holder',
        profession: 'Juggler',
      });
      const admin = await signedInUser(ctx, { role: 'admin' });
      const proposed = await send(
        ctx,
        'POST',
        '/api/social-accounts',
        {
          personId: created.id,
          platformId: (await ctx.app.inject('/api/platforms'))
            .json<{ id: number; name: string }[]>()
            .find((platform) => platform.name === 'Instagram')!.id,
          username: 'zorblat_feed',
          evidence: 'Linked from the official website of this person.',
        },
        member,
      );
      expect(proposed.statusCode, proposed.body).toBe(201);
      const [found] = await search('@zorblat_feed');
      expect(found).toMatchObject({ id: created.id, matchedBy: '@zorblat_feed on Instagram' });

      const removed = await send(
        ctx,
        'DELETE',
        `/api/admin/social-accounts/${proposed.json().id}`,
        undefined,
        admin,
      );
      expect(removed.statusCode, removed.body).toBe(200);
      expect(await search('zorblat_feed')).toEqual([]);
    });
  });

  describe('suggestions as you type', () => {
    it('suggests people by name and alias, with picture, category and why they matched', async () => {
      const answer = await ctx.app.inject('/api/people/suggestions?q=the%20ro&limit=3');
      expect(answer.statusCode).toBe(200);
      const { suggestions } = answer.json<Suggestions>();
      expect(suggestions[0]).toEqual({
        id: ids.get('Dwayne Johnson'),
        slug: expect.any(String),
        firstName: 'Dwayne',
        lastName: 'Johnson',
        profession: 'Actor',
        category: { id: expect.any(Number), name: 'Actors' },
        profile_image_url: null,
        matchedBy: 'alias: The Rock',
      });
      expect(suggestions.length).toBeLessThanOrEqual(3);
    });

    it('answers 400 to a blank or over-long text and to a limit out of range', async () => {
      for (const query of [
        'q=',
        'q=%20%20',
        `q=${'a'.repeat(101)}`,
        'q=anna&limit=11',
        'q=anna&limit=0',
      ]) {
        const answer = await ctx.app.inject(`/api/people/suggestions?${query}`);
        expect(answer.statusCode, query).toBe(400);
        expect(answer.json().message).toMatch(/q is required|q must be|limit must be/);
      }
    });
  });
}
