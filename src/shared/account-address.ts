import { accountLink } from './account-link';
import { findKnownPlatform } from './platforms';
import { isDomainName, sameSite, webAddress } from './web-address';
import { isYouTubeChannelUsername, YOUTUBE_CHANNEL_ID, youtubeChannelUsername } from './youtube';

/** An account named the way the directory keeps it: its platform's name and its username. */
export interface AccountAddress {
  platform: string;
  username: string;
}

export type AccountAddressResult =
  { ok: true; address: AccountAddress } | { ok: false; message: string };

const failure = (message: string): AccountAddressResult => ({ ok: false, message });

/** What a username with a character no platform's handle holds is refused with. */
export const USERNAME_CHARACTERS_MESSAGE = 'Username cannot contain spaces, slashes, ? or #';

/**
 * Characters that show nothing: zero-width ones, the soft hyphen, the byte order mark, the
 * Mongolian vowel separator and the text-direction controls. A handle with them displays as
 * the one without: it is kept and looked up as that one.
 */
const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/gu;

/**
 * A handle in the one form it is kept and compared in: Unicode NFKC (a full-width or
 * ligature letter is its plain letter), without invisible characters or trailing dots
 * (`torvalds.` is `torvalds`, `name@mastodon.social.` is `name@mastodon.social`).
 */
export const cleanHandle = (handle: string) =>
  handle.normalize('NFKC').replace(INVISIBLE, '').trim().replace(/\.+$/, '');

/** Path platforms' first path parts that are pages of the platform, not accounts (x.com/home). */
const NOT_ACCOUNTS = new Set([
  'home',
  'i',
  'intent',
  'search',
  'explore',
  'settings',
  'hashtag',
  'p',
  'reel',
  'reels',
  'stories',
  'watch',
  'login',
  'signup',
]);

/** Hosts whose accounts are the first part of the path (`x.com/name`). */
const FIRST_PART_HOSTS: Record<string, string> = {
  'x.com': 'Twitter',
  'twitter.com': 'Twitter',
  'instagram.com': 'Instagram',
  'facebook.com': 'Facebook',
  'twitch.tv': 'Twitch',
  't.me': 'Telegram',
  'telegram.me': 'Telegram',
  'soundcloud.com': 'SoundCloud',
  'github.com': 'GitHub',
  'deviantart.com': 'DeviantArt',
};

/** Hosts whose accounts are an @ and a name (`youtube.com/@name`). */
const AT_NAME_HOSTS: Record<string, string> = {
  'youtube.com': 'YouTube',
  'tiktok.com': 'TikTok',
  'substack.com': 'Substack',
};

/** Hosts whose accounts follow a fixed first part (`linkedin.com/in/name`). */
const SECTION_HOSTS: Record<string, { platform: string; section: string }> = {
  'linkedin.com': { platform: 'LinkedIn', section: 'in' },
  'bsky.app': { platform: 'Bluesky', section: 'profile' },
};

/** Hosts whose accounts are subdomains (`name.substack.com`). */
const SUBDOMAIN_HOSTS: Record<string, string> = {
  'substack.com': 'Substack',
  'deviantart.com': 'DeviantArt',
};

const USERNAME = /^[\p{L}\p{N}_.-]+$/u;
const MASTODON_USER = /^[a-z\d_]+(?:[a-z\d_.-]*[a-z\d_])?$/i;

/** The username as the platform keeps it, or a message saying why it is none. */
function platformUsername(platform: string, handle: string): AccountAddressResult {
  const username = handle.replace(/^@+/, '');
  const accepted = (name: string): AccountAddressResult => ({
    ok: true,
    address: { platform, username: name },
  });
  if (platform === 'Mastodon') {
    const [user = '', instance = '', ...rest] = username.split('@');
    return MASTODON_USER.test(user) && isDomainName(instance) && rest.length === 0
      ? accepted(`${user}@${instance.toLowerCase()}`)
      : failure(`A Mastodon handle is written user@instance (like @name@mastodon.social)`);
  }
  if (platform === 'Bluesky') {
    return isDomainName(username)
      ? accepted(username.toLowerCase())
      : failure('A Bluesky handle is a domain name (like name.bsky.social)');
  }
  if (platform === 'Website') return websiteAddress(username, 'Website');
  if (platform === 'YouTube' && isYouTubeChannelUsername(username)) return accepted(username);
  return USERNAME.test(username)
    ? accepted(username)
    : failure(`"${handle}" is not a ${platform} username`);
}

/**
 * A website's address without scheme, `www.` or trailing slash, with its port when it is not
 * the scheme's own: `example.org/about`, `example.org:8080`.
 */
function websiteAddress(text: string, platform: string | null): AccountAddressResult {
  const parsed = parseWebAddress(text);
  if (!parsed.ok) return parsed;
  if (platform !== null && platform !== 'Website') {
    return failure(`This address is on ${parsed.host}, not ${platform}`);
  }
  const site = parsed.port ? `${parsed.host}:${parsed.port}` : parsed.host;
  const path = parsed.parts.map(encodeURIComponent).join('/');
  return { ok: true, address: { platform: 'Website', username: path ? `${site}/${path}` : site } };
}

type ParsedWebAddress =
  { ok: true; host: string; port: string; parts: string[] } | { ok: false; message: string };

/**
 * The host (lower case, without `www.`, `m.` or `mobile.`), the port ('' for the scheme's
 * own) and the path's parts, decoded.
 */
function parseWebAddress(text: string): ParsedWebAddress {
  const scheme = /^([a-z][a-z\d+.-]*):\/\//i.exec(text)?.[1];
  if (scheme && !/^https?$/i.test(scheme)) {
    return { ok: false, message: 'Only web addresses (http or https) name an account' };
  }
  const url = webAddress(scheme ? text : `https://${text}`);
  const host = url?.hostname.replace(/^(?:www|m|mobile)\./, '');
  if (!url || !host || !isDomainName(host)) {
    return { ok: false, message: `"${text}" is not a web address` };
  }
  try {
    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    return { ok: true, host, port: url.port, parts };
  } catch {
    return { ok: false, message: `"${text}" is not a web address` };
  }
}

/** The platform and handle on a known host, or on a Mastodon instance; null for any other page. */
function handleOnHost(
  host: string,
  [first = '', second = '']: string[],
  platform: string | null,
): { platform: string; handle: string } | null {
  const subdomainHost = Object.keys(SUBDOMAIN_HOSTS).find((known) => host.endsWith(`.${known}`));
  if (subdomainHost) {
    const handle = host.slice(0, -subdomainHost.length - 1);
    return { platform: SUBDOMAIN_HOSTS[subdomainHost]!, handle };
  }
  if (host === 'youtube.com' && first === 'channel') {
    return {
      platform: 'YouTube',
      handle: YOUTUBE_CHANNEL_ID.test(second) ? youtubeChannelUsername(second) : '',
    };
  }
  const atName = AT_NAME_HOSTS[host];
  if (atName) return { platform: atName, handle: first.startsWith('@') ? first.slice(1) : '' };
  const section = SECTION_HOSTS[host];
  if (section)
    return { platform: section.platform, handle: first === section.section ? second : '' };
  const firstPart = FIRST_PART_HOSTS[host];
  if (firstPart) {
    return { platform: firstPart, handle: NOT_ACCOUNTS.has(first.toLowerCase()) ? '' : first };
  }
  // Mastodon instances show a local account at /@user and a remote one at /@user@its-instance.
  if (first.startsWith('@') && first.length > 1 && platform !== 'Website') {
    return { platform: 'Mastodon', handle: first.includes('@', 1) ? first : `${first}@${host}` };
  }
  return null;
}

/** The platform and username a profile address names (`https://www.x.com/Name/` is Twitter's Name). */
function accountAtAddress(text: string, platform: string | null): AccountAddressResult {
  const parsed = parseWebAddress(text);
  if (!parsed.ok) return parsed;
  const found = handleOnHost(parsed.host, parsed.parts, platform);
  if (!found) return websiteAddress(text, platform);
  if (platform !== null && platform !== found.platform) {
    return failure(`This address is on ${parsed.host}, not ${platform}`);
  }
  if (!found.handle) return failure(`This ${found.platform} address names no account`);
  return platformUsername(found.platform, found.handle);
}

/**
 * The account a pasted profile address or handle names, as the directory keeps it. The
 * address may come without scheme, with `www.`, `m.` or `mobile.`, in any case, with a
 * trailing slash, query or fragment; twitter.com is x.com, and any `https://host/@user` is
 * the Mastodon account `user@host`. A bare `@handle` needs its platform, except a
 * Mastodon one (`@user@instance`).
 */
export function parseAccountAddress(input: string, platformName?: string): AccountAddressResult {
  const text = cleanHandle(input);
  if (!text) return failure('Paste a profile address or @handle');
  let platform: string | null = null;
  if (platformName?.trim()) {
    const known = findKnownPlatform(platformName);
    if (!known) return failure(`"${platformName.trim()}" is not a platform the directory knows`);
    platform = known.name;
  }
  const looksLikeAddress = text.includes('/') || (platform === null && !text.startsWith('@'));
  if (looksLikeAddress || platform === 'Website') {
    if (platform === null && !/[./]/.test(text)) {
      return failure(`Choose the platform of "${text}", or paste its profile address`);
    }
    return accountAtAddress(text, platform);
  }
  if (platform === null) {
    return /^@[^@]+@[^@]+$/.test(text)
      ? platformUsername('Mastodon', text)
      : failure(`Choose the platform of ${text}, or paste its profile address`);
  }
  return platformUsername(platform, text);
}

/**
 * The username to keep for a proposed account, clean (see cleanHandle). A website's username is
 * its address (`example.org`, `example.org:8080/about`: host, port and path), kept without
 * scheme, `www.` or trailing slash, so that one site is one account.
 */
export function proposedUsername(platformName: string, written: string): AccountAddressResult {
  const platform = findKnownPlatform(platformName);
  const username = cleanHandle(written);
  if (!username) return failure('Username is required');
  if (platform?.name !== 'Website') {
    // A slash is only ever in a YouTube channel's username (the form is checked before).
    if (username.includes('/') && platform?.name !== 'YouTube')
      return failure(USERNAME_CHARACTERS_MESSAGE);
    return { ok: true, address: { platform: platform?.name ?? platformName, username } };
  }
  const site = websiteAddress(username, 'Website');
  return site.ok
    ? site
    : failure(`A website account is named by its address, like example.org: "${username}" is none`);
}

export type AccountUrlCheck = { ok: true; url: string | null } | { ok: false; message: string };

/**
 * The url to keep for a proposed account: the address its platform and username make, never
 * one the proposer chose. A given url must be that address (the platform's host or one of
 * its aliases, the username's path; scheme, `www.`, `m.` and case aside), and any other is
 * refused with the expected one. A website's username is its address, so a given url must
 * name that same site (host, port and path); only its scheme (http or https) is kept.
 */
export function checkAccountUrl(
  platformName: string,
  username: string,
  url: string | null | undefined,
): AccountUrlCheck {
  const platform = findKnownPlatform(platformName);
  const given = url?.trim();
  // A platform the directory does not know has no address to build: its url is kept as given.
  if (!given || !platform) return { ok: true, url: given || null };
  const expected = accountLink({ username, platformName });
  if (!platform.host) {
    return sameSite(given, username)
      ? { ok: true, url: accountLink({ username, platformName, url: given }) }
      : refusal(platform.name, username, expected);
  }
  const named = parseAccountAddress(given, platform.name);
  const handle = username.trim().replace(/^@+/, '').toLowerCase();
  return named.ok && named.address.username.toLowerCase() === handle
    ? { ok: true, url: expected }
    : refusal(platform.name, username, expected);
}

const refusal = (platform: string, username: string, expected: string): AccountUrlCheck => ({
  ok: false,
  message: `The address of the ${platform} account ${username} is ${expected}: give that address or none`,
});
