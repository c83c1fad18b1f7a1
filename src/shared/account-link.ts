import { findKnownPlatform, webAddress } from './platforms';

interface LinkableAccount {
  url?: string | null;
  username: string;
  platformName: string;
}

/**
 * Where an account lives: its own url (with https:// added when it has no scheme) when that
 * is an http(s) address, else a link built from the platform's profile pattern and the
 * username without a leading @. No character of the username (a backslash, an @) can move
 * the link to another site: a handle that cannot make a link on the platform's own host
 * links to the platform itself (a website that is no address links nowhere: about:blank).
 */
export function accountLink({ url, username, platformName }: LinkableAccount): string {
  const ownUrl = url?.trim();
  if (ownUrl && ownUrl !== 'null') {
    const own = /^[a-z][a-z\d+.-]*:\/\//i.test(ownUrl) ? ownUrl : `https://${ownUrl}`;
    if (webAddress(own)) return own;
  }
  const handle = username.trim().replace(/^@+/, '');
  const platform = findKnownPlatform(platformName);
  if (platform) {
    const link = platform.profileLink(handle);
    if (link) return link;
    return platform.host ? `https://${platform.host}` : 'about:blank';
  }
  const host = platformName.trim().toLowerCase().replace(/\s+/g, '');
  return `https://${host}.com/${encodeURIComponent(handle)}`;
}
