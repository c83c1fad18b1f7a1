import { stringify } from 'csv-stringify/sync';
import { DIRECTORY_MAX_PAGE_SIZE } from '@shared/constants';
import type { DirectoryEntry, DirectoryFormat } from '@shared/schemas/directory';
import type { Tier } from '@shared/schemas/trust';
import type { Database } from '../../platform/database/client';
import { allDirectoryEntries } from './service';

export type ExportFormat = Exclude<DirectoryFormat, 'json'>;

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  jsonl: 'application/x-ndjson; charset=utf-8',
  csv: 'text/csv; charset=utf-8; header=present',
};

const CSV_COLUMNS: (keyof DirectoryEntry)[] = [
  'id',
  'name',
  'username',
  'url',
  'platform',
  'category',
  'followers',
  'profession',
  'evidence',
  'verifiedAt',
  'tier',
];

/**
 * Spreadsheets run a cell that starts with = + - or @ as a formula (CSV injection), and the
 * entries carry text anyone may submit (usernames, evidence). Such a cell gets a leading
 * single quote, which spreadsheets show as text; so does one starting with a tab or carriage
 * return, which some spreadsheets also read as the start of a formula.
 */
function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** CSV rows as RFC 4180 has them: CRLF line ends, fields with commas, quotes or newlines quoted. */
function csvRows(rows: DirectoryEntry[], header: boolean): string {
  return stringify(rows, {
    header,
    columns: CSV_COLUMNS,
    record_delimiter: 'windows',
    cast: { string: neutraliseFormula },
  });
}

const jsonLines = (entries: DirectoryEntry[]) =>
  entries.map((entry) => `${JSON.stringify(entry)}\n`).join('');

/**
 * The whole directory (of `tier` or a stronger one) in a download format, as text chunks of one batch of entries each,
 * read only as the consumer pulls them (Readable.from keeps to the client's pace).
 */
export async function* exportDirectory(
  db: Database,
  format: ExportFormat,
  {
    tier = 'community',
    batchSize = DIRECTORY_MAX_PAGE_SIZE,
  }: { tier?: Tier; batchSize?: number } = {},
): AsyncGenerator<string> {
  if (format === 'csv') yield csvRows([], true);
  for await (const entries of allDirectoryEntries(db, batchSize, tier)) {
    yield format === 'csv' ? csvRows(entries, false) : jsonLines(entries);
  }
}

/** The name a browser saves the download under: the directory and today's date. */
export function exportFileName(format: ExportFormat, now = new Date()): string {
  return `directory-${now.toISOString().slice(0, 10)}.${format}`;
}
