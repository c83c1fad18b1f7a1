import * as cheerio from 'cheerio';
import { parseAccountAddress } from '@shared/account-address';
import { handleKey } from '@shared/proof-chain';
import type { CheckOutcome } from '@shared/proofs';

/** The parts of an address two links must share to be one page: host (no www.), path, any case. */
const pageKey = (url: URL) =>
  `${url.hostname.replace(/^www\./, '').toLowerCase()}${url.pathname.replace(/\/+$/, '').toLowerCase()}`;

function resolved(href: string | undefined, base: URL): URL | null {
  if (!href) return null;
  try {
    return new URL(href.trim(), base);
  } catch {
    return null;
  }
}

/**
 * Mastodon's rule: an `<a>` or `<link>` whose `rel` contains `me` and whose address is the
 * person's page on this site (any of `personPaths`) passes. A `rel="me"` link to another
 * person's page here contradicts the claim; no such link fails.
 */
export function checkBacklink(
  html: string,
  pageUrl: URL,
  site: { origin: string; personPaths: string[] },
): CheckOutcome {
  const $ = cheerio.load(html);
  const ownPaths = new Set(site.personPaths.map((path) => path.toLowerCase()));
  let outcome: CheckOutcome = 'fail';
  $('a[rel], link[rel]').each((_, element) => {
    const rel = ($(element).attr('rel') ?? '').toLowerCase().split(/\s+/);
    if (!rel.includes('me')) return;
    const target = resolved($(element).attr('href'), pageUrl);
    if (!target || target.origin !== site.origin) return;
    const path = target.pathname.replace(/\/+$/, '').toLowerCase();
    if (ownPaths.has(path)) {
      outcome = 'pass';
      return false;
    }
    if (path.startsWith('/people/')) outcome = 'contradiction';
  });
  return outcome;
}

/**
 * Where a profile page shows what its holder wrote about themselves, and only that: the
 * page's descriptions (platforms put the bio there) and the bio field of a microformats
 * h-card (`p-note`, as Mastodon and GitHub mark it). The rest of the page, posts, replies and
 * comments other people wrote there included, is not the holder's word.
 */
const HOLDER_WRITTEN = [
  'meta[name="description"]',
  'meta[property="og:description"]',
  'meta[name="twitter:description"]',
];
const HOLDER_FIELDS = '.h-card .p-note';

/** A bio token passes when it appears where the account's holder writes. */
export function checkToken(html: string, token: string): CheckOutcome {
  const $ = cheerio.load(html);
  const descriptions = $(HOLDER_WRITTEN.join(', '))
    .map((_, element) => $(element).attr('content') ?? '')
    .get();
  const fields = $(HOLDER_FIELDS)
    .map((_, element) => $(element).text())
    .get();
  return [...descriptions, ...fields].some((text) => text.includes(token)) ? 'pass' : 'fail';
}

/**
 * The addresses a page links to with `rel="me"` (an `<a>` or `<link>`): the page's holder
 * saying "this is me too", as Mastodon's verification, GitHub's profile links and IndieWeb
 * sites mark them. A plain link may be to anyone (a friend, a label, a news outlet).
 */
export function relMeLinks(html: string, pageUrl: URL): URL[] {
  const $ = cheerio.load(html);
  return $('a[rel][href], link[rel][href]')
    .filter((_, element) =>
      ($(element).attr('rel') ?? '').toLowerCase().split(/\s+/).includes('me'),
    )
    .map((_, element) => resolved($(element).attr('href'), pageUrl))
    .get()
    .filter((url): url is URL => url !== null);
}

/** The account an address names (x.com and twitter.com alike), or the page itself. */
function accountOf(url: URL): string {
  const named = parseAccountAddress(url.toString());
  return named.ok ? handleKey(named.address.platform, named.address.username) : pageKey(url);
}

/**
 * An official site's page, or another account's profile page, passes when it links to the
 * account with `rel="me"` (see relMeLinks): an address of that account on its platform, in
 * any of the platform's forms.
 */
export function checkLinkTo(html: string, pageUrl: URL, accountUrl: URL): CheckOutcome {
  const account = accountOf(accountUrl);
  return relMeLinks(html, pageUrl).some((url) => accountOf(url) === account) ? 'pass' : 'fail';
}
