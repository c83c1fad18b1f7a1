import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { categories, people, platforms } from '../../src/server/db/schema';
import { seedReferenceData } from '../../src/server/db/seed';
import { seedDemo } from '../../src/server/demo/seed-demo';
import { createTestDatabase } from '../helpers/test-app';

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

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
      path.join(import.meta.dirname, '../../src/server/db/migrations/0011_new_platforms.sql'),
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
    const summary = await seedDemo(database.db, { peopleCount: 20 });
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
    expect(await seedDemo(database.db, { peopleCount: 20 })).toBeNull();
    await database.close();
  });
});
