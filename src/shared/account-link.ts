import { parseAccountAddress } from './account-address';
import { findKnownPlatform, type PlatformDefinition } from './platforms';
import { webAddress } from './web-address';

interface LinkableAccount {
  url?: string | null;
  username: string;
  platformName: string;
}

/**
 * The platform's profile address for a username (without its @), or null when it makes none
 * on the platform's host: no character of a username (a backslash, a slash, an @) may move
 * the link to another site. A website's username is its address, with or without https://.
 */
function profileLink({ profile, host }: PlatformDefinition, username: string): string | null {
  if (profile === '{address}') {
    const link = /^https?:\/\//i.test(username) ? username : `https://${username}`;
    return webAddress(link)?.hostname.includes('.') ? link : null;
  }
  let user = username;
  if (profile.includes('{instance}')) {
    const [name, instance, ...rest] = username.split('@');
    if (!name || !instance || rest.length > 0) return null;
    user = name;
    host = instance.toLowerCase();
  }
  const link = `https://${profile
    .replace('{instance}', () => host ?? '')
    .replace('{user}', () => encodeURIComponent(user))}`;
  const hostname = webAddress(link)?.hostname;
  return hostname === host || hostname?.endsWith(`.${host}`) ? link : null;
}

/**
 * The account's address is its identity on platforms without a host of their own (a website:
 * the site's address). Everywhere else the platform and the username make the address, and
 * a url kept beside them never decides where a link or a proof's check goes.
 */
const addressIsIdentity = (platform: PlatformDefinition | undefined) =>
  platform === undefined || platform.host === null;

const withScheme = (address: string) =>
  /^[a-z][a-z\d+.-]*:\/\//i.test(address) ? address : `https://${address}`;

/**
 * Where an account lives. On a platform with a profile address pattern, the address built
 * from the platform and the username without a leading @ (a handle that cannot make a link
 * on the platform's own host links to the platform itself). A website, or a platform the
 * directory does not know, keeps its own url (with https:// added when it has no scheme)
 * when that is an http(s) address; a website that is no address links nowhere: about:blank.
 */
export function accountLink({ url, username, platformName }: LinkableAccount): string {
  const platform = findKnownPlatform(platformName);
  const ownUrl = url?.trim();
  if (addressIsIdentity(platform) && ownUrl && ownUrl !== 'null') {
    const own = withScheme(ownUrl);
    if (webAddress(own)) return own;
  }
  const handle = username.trim().replace(/^@+/, '');
  if (platform) {
    const link = profileLink(platform, handle);
    if (link) return link;
    return platform.host ? `https://${platform.host}` : 'about:blank';
  }
  const host = platformName.trim().toLowerCase().replace(/\s+/g, '');
  return `https://${host}.com/${encodeURIComponent(handle)}`;
}

export type AccountUrlCheck = { ok: true; url: string | null } | { ok: false; message: string };

/**
 * The url to keep for a proposed account. On a platform with a profile address pattern, a
 * given url must be that account's profile address (the platform's host or one of its
 * aliases, the username's path; scheme, `www.`, `m.` and case aside): it is kept as the
 * address built from the platform and the username, and any other address is refused with
 * the expected one. A website's address is its identity and is kept as given.
 */
export function checkAccountUrl(
  platformName: string,
  username: string,
  url: string | null | undefined,
): AccountUrlCheck {
  const platform = findKnownPlatform(platformName);
  const given = url?.trim();
  if (!given || addressIsIdentity(platform)) return { ok: true, url: given || null };
  const expected = accountLink({ username, platformName });
  const named = parseAccountAddress(given, platform!.name);
  const handle = username.trim().replace(/^@+/, '').toLowerCase();
  if (named.ok && named.address.username.toLowerCase() === handle) {
    return { ok: true, url: expected };
  }
  return {
    ok: false,
    message:
      `The address of the ${platform!.name} account ${username} is ${expected}: ` +
      'give that address or none',
  };
}
