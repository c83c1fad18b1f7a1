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
 * Where an account lives. On a platform with a profile address pattern, the address built
 * from the platform and the username without a leading @ (a handle that cannot make a link
 * on the platform's own host links to the platform itself). A website, or a platform the
 * directory does not know, keeps its own url (with https:// added when it has no scheme)
 * when that is an http(s) address; a website that is no address links nowhere: about:blank.
 */
export function accountLink({ url, username, platformName }: LinkableAccount): string {
  const platform = findKnownPlatform(platformName);
  const ownUrl = url?.trim();
  // A website's address is its identity; elsewhere a kept url never decides the link.
  if (!platform?.host && ownUrl && ownUrl !== 'null') {
    const own = /^[a-z][a-z\d+.-]*:\/\//i.test(ownUrl) ? ownUrl : `https://${ownUrl}`;
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
