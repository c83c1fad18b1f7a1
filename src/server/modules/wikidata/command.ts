import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { SingleBar } from 'cli-progress';
import { z } from 'zod';
import { type CategoryMapping, DEFAULT_CATEGORY_MAPPING } from '@shared/wikidata-categories';
import type { Database } from '../../platform/database/client';
import { BAD_LINES_LISTED_PER_REASON, SKIPPED_LINE_REASONS } from './bad-lines';
import { MAX_LINE_BYTES } from './dump-lines';
import type { ImportCounts } from './import-context';
import type { ImportProgress } from './import-options';
import { importWikidata, type ImportSummary } from './import-run';

const categoryMappingSchema = z.object({
  items: z.record(z.string().regex(/^Q\d+$/, 'an occupation item id, like Q33999'), z.string()),
  words: z.record(z.string(), z.string()),
});

const languageList = z
  .string()
  .transform((list) => list.split(',').map((language) => language.trim()))
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^[a-z]{2,3}(-[a-z0-9]+)*$/, 'a Wikidata language code, like en or zh-hant'),
      )
      .min(1),
  );

async function mappingFrom(file: string | undefined): Promise<CategoryMapping> {
  if (!file) return DEFAULT_CATEGORY_MAPPING;
  const text = await readFile(file, 'utf8').catch(() => {
    throw new Error(`${file}: cannot read the category mapping`);
  });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${file}: the category mapping is not JSON`);
  }
  return categoryMappingSchema.parse(json);
}

const COUNT_WORDS: Record<keyof ImportCounts, string> = {
  peopleCreated: 'people created',
  peopleUpdated: 'people updated',
  aliasesAdded: 'aliases added',
  accountsCreated: 'accounts created',
  accountsListed: 'existing accounts listed',
  accountsUnlisted: 'accounts no longer listed',
  officialSitesAnchored: 'official sites anchored',
  possibleMatches: 'possible matches listed for admins',
  skippedNameOfAnotherItem: 'skipped: name of another item’s person',
  skippedPersonRemoved: 'skipped: person removed by a moderator',
  skippedAccountOfAnotherPerson: 'skipped: account of another person',
  skippedAccountRejectedOrRemoved: 'skipped: account rejected or removed',
  skippedAliasOfAnotherPerson: 'skipped: alias of another person',
  skippedLineTooLong: `skipped: line over ${MAX_LINE_BYTES / 1024 / 1024} MB, not read`,
  skippedNotJson: 'skipped: line that is not JSON',
  skippedMalformedEntity: 'skipped: entity not in the dump’s form',
  skippedUnusableName: 'skipped: human whose name the app would refuse',
  skippedRepeatedItem: 'skipped: item an earlier line holds',
  skippedNotWritten: 'skipped: human the database refused',
  refusedAliases: 'skipped: other name the app would refuse (hidden characters, length)',
  refusedHandles: 'skipped: account claim naming no account the app would take',
};

/** Progress on a terminal as a bar; elsewhere (a log) a line every ten seconds. */
function progressReporter() {
  // Each pass's rate counts from its own start: the second reads the dump again, faster.
  let pass: ImportProgress['pass'] | null = null;
  let passStarted = performance.now();
  const perSecond = (entities: number) =>
    Math.round(entities / Math.max((performance.now() - passStarted) / 1000, 0.001));
  const figures = ({ entitiesRead, counts }: ImportProgress) =>
    `${entitiesRead} entities (${perSecond(entitiesRead)}/s), ` +
    `people ${counts.peopleCreated} created ${counts.peopleUpdated} updated, ` +
    `accounts ${counts.accountsCreated} created ${counts.accountsListed} listed`;
  const noticePass = (progress: ImportProgress) => {
    if (progress.pass === pass) return;
    pass = progress.pass;
    passStarted = performance.now();
  };
  /** The time the rest of the file takes at this pass's rate so far, as "12 min 5 s". */
  const timeLeft = ({ bytesRead, totalBytes }: ImportProgress) => {
    const seconds = Math.round(
      ((totalBytes - bytesRead) * (performance.now() - passStarted)) /
        Math.max(bytesRead, 1) /
        1000,
    );
    return seconds >= 60 ? `${Math.floor(seconds / 60)} min ${seconds % 60} s` : `${seconds} s`;
  };
  if (process.stderr.isTTY) {
    const bar = new SingleBar({
      stream: process.stderr,
      format: '{pass} [{bar}] {percentage}% | {left} left | {figures}',
      hideCursor: true,
    });
    let barShown = false;
    return {
      report(progress: ImportProgress) {
        noticePass(progress);
        const payload = {
          pass: progress.pass,
          left: timeLeft(progress),
          figures: figures(progress),
        };
        if (!barShown) bar.start(progress.totalBytes, 0, payload);
        barShown = true;
        bar.update(progress.bytesRead, payload);
      },
      stop: () => bar.stop(),
    };
  }
  let last = performance.now();
  return {
    report(progress: ImportProgress) {
      noticePass(progress);
      if (performance.now() - last < 10_000) return;
      last = performance.now();
      const share = Math.floor((progress.bytesRead / Math.max(progress.totalBytes, 1)) * 100);
      console.error(
        `${progress.pass}: ${share}% of the file, about ${timeLeft(progress)} left: ${figures(progress)}`,
      );
    },
    stop() {},
  };
}

function summaryOf(summary: ImportSummary): string {
  const rate = Math.round(summary.entitiesReadNow / Math.max(summary.seconds, 0.001));
  const lines = [
    `Read ${summary.entitiesRead} entities in ${summary.seconds.toFixed(1)} s (${rate} entities/s)` +
      (summary.resumedAfter > 0 ? `, resuming after ${summary.resumedAfter}` : '') +
      `: import run ${summary.run} is complete.`,
    ...Object.entries(COUNT_WORDS).map(
      ([name, words]) => `  ${summary.counts[name as keyof ImportCounts]} ${words}`,
    ),
    `  ${summary.occupationsNamed} occupations named in a second pass`,
  ];
  if (summary.badLines.length > 0) {
    lines.push(
      `Lines skipped, or whose names or handles were refused (the first ${BAD_LINES_LISTED_PER_REASON} of each reason):`,
      ...summary.badLines.map(
        ({ line, itemId, reason, detail }) =>
          `  line ${line}${itemId ? ` (${itemId})` : ''}: ${COUNT_WORDS[reason]}: ${detail}`,
      ),
    );
  }
  return lines.join('\n');
}

/** Whether a line was left out whole: what --strict fails the command for. */
const skippedLines = (counts: ImportCounts) =>
  SKIPPED_LINE_REASONS.some((reason) => counts[reason] > 0);

/**
 * `npm run cli -- import-wikidata FILE …`: the import, its progress and its summary, and
 * whether the command fails: with --strict, when a line was skipped (once the rest is in).
 */
export async function importWikidataCommand(
  args: string[],
  db: Database,
): Promise<{ output: string; failed: boolean }> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      languages: { type: 'string', default: 'en' },
      categories: { type: 'string' },
      restart: { type: 'boolean', default: false },
      strict: { type: 'boolean', default: false },
    },
  });
  const [file, ...extra] = positionals;
  if (!file || extra.length > 0)
    throw new Error('import-wikidata takes one dump file (npm run cli lists its options)');
  const languages = languageList.parse(values.languages);
  const mapping = await mappingFrom(values.categories);
  const progress = progressReporter();
  try {
    const summary = await importWikidata(db, {
      file,
      languages,
      mapping,
      restart: values.restart,
      onProgress: progress.report,
    });
    return {
      output: summaryOf(summary),
      failed: values.strict && skippedLines(summary.counts),
    };
  } finally {
    progress.stop();
  }
}
