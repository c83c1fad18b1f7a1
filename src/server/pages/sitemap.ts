import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import { personPath } from '@shared/slug';
import type { Database } from '../platform/database/client';
import { people, socialAccounts } from '../model/schema';

/** The sitemaps protocol's limit of addresses in one file. */
const SITEMAP_PAGE_SIZE = 50_000;
/** People are read this many at a time while a sitemap is written. */
const READ_BATCH = 5_000;
/** The site's own public pages (the web app's paths.home, paths.community, paths.apiDocs), listed before the people. */
const SITE_PAGES = ['/', '/community', '/api-docs'] as const;

export interface SitemapPaging {
  /** Addresses in one sitemap file. */
  pageSize?: number;
  /** People read from the database at a time. */
  batchSize?: number;
}

export interface SitemapUrl {
  /** The address on the site, from its leading slash. */
  path: string;
  lastModified?: Date;
}

/** Person pages that respond with 200: merged people are deleted too. */
const isListed = eq(people.isDeleted, false);

/**
 * When a person page last changed: the person was added, or one of their accounts was
 * proposed or verified (the directory stores no other change times).
 */
function lastModified(db: Database) {
  const latestAccountChange = db
    .select({
      at: sql`max(greatest(${socialAccounts.submittedAt}, ${socialAccounts.verifiedAt}))`,
    })
    .from(socialAccounts)
    .where(eq(socialAccounts.personId, people.id));
  return sql`greatest(${people.addedAt}, (${latestAccountChange}))`.mapWith(people.addedAt);
}

/** How many sitemap files the site needs; with one, /sitemap.xml lists every address itself. */
export async function countSitemapPages(
  db: Database,
  { pageSize = SITEMAP_PAGE_SIZE }: SitemapPaging = {},
): Promise<number> {
  const [row] = await db.select({ total: count() }).from(people).where(isListed);
  return Math.max(1, Math.ceil((SITE_PAGES.length + Number(row?.total ?? 0)) / pageSize));
}

/** The id of the listed person at a 0-based position in id order, null past the end. */
async function listedIdAt(db: Database, position: number): Promise<number | null> {
  const [row] = await db
    .select({ id: people.id })
    .from(people)
    .where(isListed)
    .orderBy(asc(people.id))
    .offset(position)
    .limit(1);
  return row?.id ?? null;
}

/**
 * The addresses of sitemap file `page` (from 1), in batches: the site's pages first, then
 * listed people by id. One index walk finds where the file starts; from there people are
 * read a batch at a time after the last id read, never all at once.
 */
export async function* sitemapUrls(
  db: Database,
  page: number,
  { pageSize = SITEMAP_PAGE_SIZE, batchSize = READ_BATCH }: SitemapPaging = {},
): AsyncGenerator<SitemapUrl[]> {
  const start = (page - 1) * pageSize;
  const sitePages = SITE_PAGES.slice(start, start + pageSize).map((path) => ({ path }));
  if (sitePages.length > 0) yield sitePages;

  const skipped = Math.max(0, start - SITE_PAGES.length);
  let afterId = skipped === 0 ? 0 : await listedIdAt(db, skipped - 1);
  let remaining = pageSize - sitePages.length;
  while (afterId !== null && remaining > 0) {
    const batch = Math.min(batchSize, remaining);
    const rows = await db
      .select({
        id: people.id,
        firstName: people.firstName,
        lastName: people.lastName,
        lastModified: lastModified(db),
      })
      .from(people)
      .where(and(isListed, gt(people.id, afterId)))
      .orderBy(asc(people.id))
      .limit(batch);
    if (rows.length > 0) {
      yield rows.map((row) => ({ path: personPath(row), lastModified: row.lastModified }));
    }
    remaining -= rows.length;
    afterId = rows.length === batch ? rows.at(-1)!.id : null;
  }
}
