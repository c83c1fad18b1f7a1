import { parseArgs } from 'node:util';
import { ZodError } from 'zod';
import type { Config } from '../config';
import type { Database } from '../platform/database/client';
import { describeError } from '../platform/logging';

export const USAGE = `Usage: npm run cli -- <command> [options]

Commands:
  create-admin --email E --username U [--password-file F]
                           create a verified admin, or promote an existing account; the
                           password is asked for, or read from the file or from stdin
  seed-demo [--people N]   load the fictional demo data set (N people, default 60)
  recompute-ratings        refresh every overall and 30-day average
  rebuild-cards            make every person's kept card (what lists and searches show) again
                           from the rows
  check-voter-pairs        compare the counts independent groups are built from with the votes
                           (exit 1 when they disagree); --rebuild works them out again
  import-wikidata FILE [--languages en,de] [--categories MAPPING.json] [--restart] [--strict]
                           import the humans with accounts of a Wikidata dump (.json, .json.gz,
                           .json.bz2); resumes an interrupted run of the same file. A bad line
                           (over 8 MB, not JSON, a name the app would refuse…) is skipped and
                           listed with its number; --strict then exits 1, once the rest is in`;

/** What a command printed, and whether it did what was asked. */
export interface CommandOutcome {
  output: string;
  failed: boolean;
}

type Command = (args: string[], db: Database, config: Config) => Promise<string | CommandOutcome>;

// Each command loads what it needs when it runs: a long import keeps no demo data generator
// or storage client in its heap, where every garbage collection would walk them again.
const commands: Record<string, Command> = {
  'create-admin': async (args, db) => {
    const { values } = parseArgs({
      args,
      options: {
        email: { type: 'string' },
        username: { type: 'string' },
        password: { type: 'string' },
      },
    });
    const { ensureAdmin } = await import('../modules/users');
    const result = await ensureAdmin(db, {
      email: values.email ?? '',
      username: values.username ?? '',
      password: values.password ?? '',
    });
    return result.created
      ? `Created the admin ${result.username}.`
      : `${result.username} is an admin (existing account promoted; its password is unchanged).`;
  },
  'seed-demo': async (args, db, config) => {
    const { values } = parseArgs({ args, options: { people: { type: 'string', default: '60' } } });
    const peopleCount = Number(values.people);
    if (!Number.isInteger(peopleCount) || peopleCount < 1 || peopleCount > 100_000) {
      throw new Error('--people must be a whole number from 1 to 100000');
    }
    const { seedDemo } = await import('../demo/seed-demo');
    const { openUploadStorage } = await import('../platform/storage/storage');
    const storage = openUploadStorage(config);
    try {
      const summary = await seedDemo(db, { peopleCount, storage });
      if (!summary) return 'Demo data is already loaded; nothing was changed.';
      // commentRatings reads "comment ratings".
      return `Loaded demo data: ${Object.entries(summary)
        .map(
          ([name, value]) =>
            `${value} ${name.replace(/[A-Z]/g, (upper) => ` ${upper.toLowerCase()}`)}`,
        )
        .join(', ')}.`;
    } finally {
      storage.close();
    }
  },
  'recompute-ratings': async (_args, db) => {
    const { refreshAllRatings } = await import('../modules/derived-data');
    await refreshAllRatings(db);
    return 'Refreshed every overall and 30-day average.';
  },
  'rebuild-cards': async (_args, db) => {
    const { rebuildCards } = await import('../modules/people');
    const kept = await rebuildCards(db, (done) => {
      if (done % 50_000 < 500)
        process.stderr.write(`  ${done.toLocaleString('en-US')} cards kept\n`);
    });
    return `Made ${kept.toLocaleString('en-US')} cards again from the rows.`;
  },
  'check-voter-pairs': async (args, db) => {
    const { values } = parseArgs({
      args,
      options: { rebuild: { type: 'boolean', default: false } },
    });
    const { checkVoterPairs, rebuildVoterPairs } = await import('../modules/trust');
    if (values.rebuild) {
      await rebuildVoterPairs(db);
      return 'Worked out again, from the votes, every count the independent groups are built from.';
    }
    const check = await checkVoterPairs(db);
    const disagreements = Object.values(check).reduce((total, count) => total + count, 0);
    const figures = `${check.users} users' vote counts, ${check.pairs} pairs, ${check.submitters} voter and submitter counts, ${check.missingLinks} links`;
    if (disagreements > 0) {
      return {
        failed: true,
        output: `The kept counts disagree with the votes: ${figures}. Run check-voter-pairs --rebuild to work them out again.`,
      };
    }
    return 'The kept counts agree with the votes: every user, pair, voter and submitter, and link.';
  },
  'import-wikidata': async (args, db) => {
    const { importWikidataCommand } = await import('../modules/wikidata');
    return importWikidataCommand(args, db);
  },
};

/** Whether there is an operator command of that name. */
export const isOperatorCommand = (name: string | undefined): name is string =>
  name !== undefined && Object.hasOwn(commands, name);

/** A failure as the operator reads it: which input was wrong, or what went wrong, never a secret. */
function explain(error: unknown): string {
  if (error instanceof ZodError)
    return error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n');
  return describeError(error);
}

/**
 * Carries out an operator command on a database that is open and migrated, in the CLI's
 * process or in the running app's (for the embedded database, which one process holds).
 */
export async function runOperatorCommand(
  name: string,
  args: string[],
  db: Database,
  config: Config,
): Promise<CommandOutcome> {
  const command = commands[name];
  if (!command) return { output: USAGE, failed: true };
  try {
    const outcome = await command(args, db, config);
    return typeof outcome === 'string' ? { output: outcome, failed: false } : outcome;
  } catch (error) {
    return { output: explain(error), failed: true };
  }
}
