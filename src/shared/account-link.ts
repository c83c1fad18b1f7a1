import { findKnownPlatform, type PlatformDefinition } from './platforms';
import { sameSite, SCHEME, webAddress, withScheme } from './web-address';
import { isYouTubeChannelUsername } from './youtube';

interface LinkableAccount {
  url?: string | null;
  username: string;
  platformName: string;
}

/**
 * The platform's profile address for a username (without its @), or null when it makes none
 * on the platform's host: no character of a username (a backslash, a slash, an @) may move
 * the link to another site.
 */
function profileLink({ profile, host }: PlatformDefinition, username: string): string | null {
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
 * A website's address: its username is the site (host, port, path), so the link is made from
 * it alone; a kept url of that same site gives only its scheme (a site served over http).
 */
function websiteLink(site: string, url: string | null | undefined): string | null {
  const link = withScheme(site);
  if (!link?.hostname.includes('.')) return null;
  const keptHttp = url && sameSite(url, site) && /^\s*http:/i.test(url);
  return `${keptHttp ? 'http:' : link.protocol}//${site.replace(SCHEME, '')}`;
}

/**
 * Where an account lives: the address its platform's pattern makes from the username
 * without a leading @ (a handle that cannot make a link on the platform's own host links to
 * the platform itself), or for a website the site its username names. A platform the
 * directory does not know keeps its own url when that is an http(s) address.
 */
export function accountLink({ url, username, platformName }: LinkableAccount): string {
  const platform = findKnownPlatform(platformName);
  const handle = username.trim().replace(/^@+/, '');
  if (platform?.name === 'YouTube' && isYouTubeChannelUsername(handle)) {
    return `https://www.youtube.com/${handle}`;
  }
  if (platform) {
    const link = platform.host ? profileLink(platform, handle) : websiteLink(handle, url);
    return link ?? (platform.host ? `https://${platform.host}` : 'about:blank');
  }
  const own = url?.trim();
  if (own && own !== 'null' && withScheme(own)) return SCHEME.test(own) ? own : `https://${own}`;
  const host = platformName.trim().toLowerCase().replace(/\s+/g, '');
  return `https://${host}.com/${encodeURIComponent(handle)}`;
}

/** How an account's name is shown: `@name`, or a YouTube channel kept by its id as `channel UC…`. */
export const shownHandle = (username: string) =>
  isYouTubeChannelUsername(username) ? username.replace('/', ' ') : `@${username}`;
