/**
 * Loads the scale data set into PostgreSQL:
 *   npm run bench:seed -- --people 1000000 [--database-url URL] [--reset]
 * The database (default DATABASE_URL, else postgres://postgres@127.0.0.1:5432/bench) is
 * created when missing and migrated with the app's migrations; see the README's Performance section.
 */
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../src/server/platform/database/client';
import { seedReferenceData } from '../src/server/modules/catalog';
import { parseSeedArgs } from './args';
import { describeError } from './errors';
import { ensureDatabase, openLoaderPool } from './postgres';
import { type SeedReport, seedBenchData } from './seed-data';

export function describeSeed(report: SeedReport): string {
  const { scale } = report;
  return [
    `${scale.people.toLocaleString('en')} people, ${scale.accounts.toLocaleString('en')} accounts,`,
    `${report.votes.toLocaleString('en')} votes, ${scale.ratings.toLocaleString('en')} ratings,`,
    `${scale.reviews.toLocaleString('en')} reviews, ${scale.users.toLocaleString('en')} users`,
    `in ${report.totalSeconds.toFixed(1)} s`,
  ].join(' ');
}

async function main() {
  const args = parseSeedArgs(process.argv.slice(2), process.env);
  const created = await ensureDatabase(args.databaseUrl, args.reset);
  console.log(`${created ? 'Created' : 'Using'} ${args.databaseUrl.replace(/\/\/[^@]*@/, '//')}`);

  const handle = await openDatabase({ url: args.databaseUrl, poolSize: 1 });
  try {
    await handle.migrate();
    await seedReferenceData(handle.db);
    const [row] = await queryRows<{ people: number }>(
      handle.db,
      sql`select count(*)::int as people from people`,
    );
    if (Number(row?.people) > 0)
      throw new Error(
        'The benchmark database already holds people; run again with --reset to drop and load it anew',
      );
  } finally {
    await handle.close();
  }

  console.log(`Loading ${args.people.toLocaleString('en')} people …`);
  const loader = openLoaderPool(args.databaseUrl, 2);
  try {
    const report = await seedBenchData(loader.db, {
      people: args.people,
      concurrency: 2,
      log: (line) => console.log(line),
    });
    console.log(`Loaded ${describeSeed(report)}`);
  } finally {
    await loader.close();
  }
}

main().catch((error: unknown) => {
  console.error(describeError(error));
  process.exit(1);
});
