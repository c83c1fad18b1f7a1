import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordSchema } from '../../src/shared/schemas/auth';
import type { Comment } from '../../src/shared/schemas/comments';
import { openDatabase } from '../../src/server/platform/database/client';
import { categories, people, platforms } from '../../src/server/model/schema';
import { seedReferenceData } from '../../src/server/modules/catalog';
import { DEMO_MEMBER, seedDemo } from '../../src/server/demo/seed-demo';
import { openUploadStorage } from '../../src/server/platform/storage/storage';
import { send, type SignedInUser } from '../helpers/signed-in';
import { createTestApp, createTestDatabase, type TestContext } from '../helpers/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** Where a seed's pictures go: a folder of its own, removed after the file's tests. */
function pictureStorage() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'directory-demo-'));
  folders.push(dataDir);
  return openUploadStorage({ dataDir, s3: undefined });
}

describe('the embedded database under DATA_DIR, whatever database the run uses', () => {
  it('migrates on first open and keeps its data across restarts', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'directory-data-'));
    folders.push(dataDir);
    const first = await openDatabase({ dataDir });
    await first.migrate();
    await seedReferenceData(first.db);
    await first.db.insert(categories).values({ name: 'Kept across restarts' });
    await first.close();

    const second = await openDatabase({ dataDir });
    await second.migrate();
    await seedReferenceData(second.db);
    const names = (await second.db.select().from(categories)).map((category) => category.name);
    expect(names).toContain('Kept across restarts');
    expect(names.filter((name) => name === 'Actors')).toHaveLength(1);
    await second.close();
    // Creating an embedded database on disk twice takes seconds, more on a busy machine.
  }, 120_000);
});

describe('reference data and the demo data set', () => {
  it('seeds categories and the fifteen platforms once', async () => {
    const database = await createTestDatabase();
    await seedReferenceData(database.db);
    await seedReferenceData(database.db);
    const [platformCount] = await database.db.select({ total: count() }).from(platforms);
    expect(Number(platformCount!.total)).toBe(15);
    await database.close();
  });

  it('gives a directory seeded before them the four new platforms, and an empty one none', async () => {
    const newPlatforms = ['Mastodon', 'Bluesky', 'GitHub', 'Website'];
    const migration = readFileSync(
      path.join(
        import.meta.dirname,
        '../../src/server/platform/database/migrations/0011_new_platforms.sql',
      ),
      'utf8',
    );
    const database = await createTestDatabase();
    await database.db.delete(platforms);
    await database.db.execute(migration);
    expect(await database.db.select().from(platforms)).toEqual([]);

    await seedReferenceData(database.db);
    await database.db.delete(platforms).where(inArray(platforms.name, newPlatforms));
    await database.db.execute(migration);
    await database.db.execute(migration);
    const rows = await database.db.select().from(platforms);
    expect(rows).toHaveLength(15);
    expect(rows.find((row) => row.name === 'Mastodon')).toMatchObject({
      icon: 'mastodon',
      color: '#6364FF',
    });
    await database.close();
  });

  it('loads demo people with accounts in every state, and only once', async () => {
    const database = await createTestDatabase();
    const storage = pictureStorage();
    const summary = await seedDemo(database.db, { peopleCount: 20, storage });
    expect(summary).toMatchObject({ people: 20 });
    expect(summary!.votes).toBeGreaterThan(0);
    expect(summary!.ratings).toBeGreaterThan(0);
    expect(summary!.reviews).toBeGreaterThan(0);
    const statuses = await database.db.execute(
      'select status, count(*)::int as total from social_accounts group by status order by status',
    );
    expect(
      (statuses as unknown as { rows: { status: string }[] }).rows.map((row) => row.status),
    ).toEqual(['pending', 'rejected', 'verified']);
    const mismatched = await database.db.execute(`
      select a.id from social_accounts a
      left join votes v on v.social_account_id = a.id
      group by a.id
      having count(v.id) filter (where v.is_approval) <> a.approval_count
          or count(v.id) filter (where not v.is_approval) <> a.rejection_count`);
    expect((mismatched as unknown as { rows: unknown[] }).rows).toEqual([]);
    const [demoPeople] = await database.db.select({ total: count() }).from(people);
    expect(Number(demoPeople!.total)).toBe(20);
    expect(await seedDemo(database.db, { peopleCount: 20, storage })).toBeNull();
    await database.close();
  });
});

describe('the demo data set’s story, as the app shows it', () => {
  const now = new Date();
  let ctx: TestContext;
  let showcase: { id: number; firstName: string; lastName: string };
  let member: SignedInUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    // As many people as the browser tests load.
    const summary = await seedDemo(ctx.database.db, {
      peopleCount: 40,
      storage: ctx.app.uploadStorage,
      now,
    });
    expect(summary).toMatchObject({ people: 40 });
    // The story is about the first demo person.
    showcase = (
      await ctx.database.db
        .select({ id: people.id, firstName: people.firstName, lastName: people.lastName })
        .from(people)
        .orderBy(people.id)
        .limit(1)
    )[0]!;
    const login = await send(ctx, 'POST', '/api/login', {
      email: DEMO_MEMBER.email,
      password: DEMO_MEMBER.password,
    });
    expect(login.statusCode, login.body).toBe(200);
    const { id, username, token } = login.json<{ id: number; username: string; token: string }>();
    member = { id, username, headers: { authorization: `Bearer ${token}` } };
  }, 120_000);
  afterAll(() => ctx.close());

  it('finds a demo person by the handle of each of their shown accounts', async () => {
    const person = (await ctx.app.inject(`/api/people/${showcase.id}`)).json<{
      socialAccounts: { username: string; platform: { name: string } }[];
    }>();
    expect(person.socialAccounts.length).toBeGreaterThan(0);
    for (const account of person.socialAccounts) {
      const found = await ctx.app.inject(
        `/api/people/suggestions?q=${encodeURIComponent(`@${account.username}`)}`,
      );
      expect(found.json().suggestions[0], account.username).toMatchObject({
        id: showcase.id,
        matchedBy: `@${account.username} on ${account.platform.name}`,
      });
    }
  });

  it('names a demo member who signs in with the README’s password, a member watching the showcase person', async () => {
    expect(passwordSchema.safeParse(DEMO_MEMBER.password).success).toBe(true);
    expect(member.username).toBe(DEMO_MEMBER.username);
    const standing = await send(ctx, 'GET', '/api/user/standing', undefined, member);
    expect(standing.json()).toMatchObject({ standing: 'member' });
    const watching = await send(ctx, 'GET', '/api/user/watching', undefined, member);
    expect(watching.json<{ people: { id: number }[] }>().people.map((p) => p.id)).toEqual([
      showcase.id,
    ]);
  });

  it('gives the demo member unread notifications of replies, their verified proposal and an amber badge', async () => {
    const answer = await send(ctx, 'GET', '/api/notifications?limit=50', undefined, member);
    const { notifications, unread, total } = answer.json<{
      notifications: { kind: string; text: string; readAt: string | null; createdAt: string }[];
      unread: number;
      total: number;
    }>();
    expect(unread).toBeGreaterThan(2);
    expect(total).toBe(unread + 1);
    const name = `${showcase.firstName} ${showcase.lastName}`;
    const unreadKinds = notifications.filter((each) => !each.readAt).map((each) => each.kind);
    expect(new Set(unreadKinds)).toEqual(
      new Set(['comment_reply', 'account_verified', 'watched_account_amber']),
    );
    expect(notifications).toContainEqual(
      expect.objectContaining({
        kind: 'account_verified',
        text: expect.stringMatching(new RegExp(`on Mastodon for ${name} was verified\\.$`)),
      }),
    );
    // Each reply's notification is as old as the reply, days back for the older ones.
    const replies = notifications.filter((each) => each.kind === 'comment_reply');
    expect(Math.min(...replies.map((each) => Date.parse(each.createdAt)))).toBeLessThan(
      now.getTime() - DAY_MS,
    );
  });

  it('fills the community feed with rated threads over the past weeks, pictures and link previews stored here', async () => {
    const feed = (await send(ctx, 'GET', '/api/comments?limit=50')).json<{
      comments: (Comment & { replies: Comment[] })[];
    }>().comments;
    expect(feed.length).toBeGreaterThanOrEqual(10);
    expect(feed.filter((comment) => comment.replies.length > 0).length).toBeGreaterThan(3);
    expect(feed.some((comment) => comment.ratingCount > 0)).toBe(true);
    const ages = feed.map((comment) => now.getTime() - Date.parse(comment.createdAt));
    expect(Math.min(...ages)).toBeGreaterThan(0);
    expect(ages.some((age) => age < 7 * DAY_MS)).toBe(true);
    expect(ages.some((age) => age > 14 * DAY_MS)).toBe(true);

    const pictured = feed.find((comment) => comment.imageUrl !== null)!;
    const linked = feed.find((comment) => comment.linkImageUrl !== null)!;
    expect(linked).toMatchObject({
      linkUrl: expect.stringMatching(/^https:\/\/[a-z-]+\.example\//),
      linkTitle: expect.any(String),
      linkDescription: expect.any(String),
    });
    for (const picture of [pictured.imageUrl!, linked.linkImageUrl!]) {
      const served = await ctx.app.inject(picture);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    }

    const trending = (await send(ctx, 'GET', '/api/trending-people')).json<{ id: number }[]>();
    expect(trending.map((person) => person.id)).toContain(showcase.id);
  });

  it('shows proofs in each state on the showcase person’s accounts, a contradicting one holding its account', async () => {
    const person = (await send(ctx, 'GET', `/api/people/${showcase.id}`)).json<{
      socialAccounts: {
        id: number;
        username: string;
        isVerified: boolean;
        submittedBy: { username: string } | null;
        verification: {
          basis: string;
          tier: string | null;
          summary: string;
          attention: boolean;
          proofCount: number;
        };
      }[];
    }>();
    const accounts = person.socialAccounts;
    const proved = accounts.filter((account) => account.verification.proofCount > 0);
    const states = new Set<string>();
    for (const account of proved) {
      const proofs = await send(ctx, 'GET', `/api/social-accounts/${account.id}/proofs`);
      for (const proof of proofs.json<{ state: string }[]>()) states.add(proof.state);
    }
    expect(states).toEqual(
      new Set(['broken', 'passing', 'not_checked', 'pending', 'contradicting', 'failing']),
    );

    const byHandle = (end: string) => accounts.find((account) => account.username.endsWith(end))!;
    // Their website is an official site a moderator confirmed: the Mastodon account it links
    // to is proven by it.
    expect(byHandle('@social.example')).toMatchObject({
      isVerified: true,
      submittedBy: { username: DEMO_MEMBER.username },
      verification: {
        basis: 'proven',
        tier: 'proven',
        summary: expect.stringMatching(
          /^Proven: linked from [\w-]+\.example, an official site confirmed by a moderator/,
        ),
      },
    });
    expect(byHandle('-fans.example')).toMatchObject({
      isVerified: false,
      verification: {
        basis: 'held',
        summary: expect.stringContaining("its page links to another person's page here"),
      },
    });
    const amber = accounts.find((account) => account.verification.attention)!;
    expect(amber.verification.summary).toMatch(/· backlink missing since /);
  });

  it('tells the same story from the same seed', async () => {
    const story = async () => {
      const database = await createTestDatabase();
      await seedDemo(database.db, { peopleCount: 5, storage: pictureStorage(), now });
      const told = await database.db.execute(`
        select c.text, c.created_at, u.username, p.last_name, c.link_url, c.image_url is not null
        from comments c join users u on u.id = c.user_id join people p on p.id = c.person_id
        order by c.id`);
      const proofs = await database.db.execute(
        'select kind, state, url from account_proofs order by id',
      );
      await database.close();
      return [told, proofs].map((result) => (result as unknown as { rows: unknown[] }).rows);
    };
    const [first, second] = [await story(), await story()];
    expect(first[0]!.length).toBeGreaterThan(0);
    expect(second).toEqual(first);
  }, 120_000);
});
