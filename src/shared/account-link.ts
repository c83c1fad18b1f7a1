import { findKnownPlatform } from './platforms';

interface LinkableAccount {
  url?: string | null;
  username: string;
  platformName: string;
}

/** The parsed address when it is an http(s) URL, else null (javascript:, data: and the like). */
function webAddress(address: string): URL | null {
  try {
    const parsed = new URL(address);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Where an account lives: its own url (with https:// added when it has no scheme) when that
 * is an http(s) address, else a link built from the platform's profile pattern and the
 * username without a leading @. No character of the username (a backslash, an @) can move
 * the link to another site: a handle that cannot make a link on the platform's own host
 * links to the platform itself.
 */
export function accountLink({ url, username, platformName }: LinkableAccount): string {
  const ownUrl = url?.trim();
  if (ownUrl && ownUrl !== 'null') {
    const own = /^[a-z][a-z\d+.-]*:\/\//i.test(ownUrl) ? ownUrl : `https://${ownUrl}`;
    if (webAddress(own)) return own;
  }
  const handle = encodeURIComponent(username.trim().replace(/^@+/, ''));
  const platform = findKnownPlatform(platformName);
  if (platform) {
    const link = `https://${platform.profilePath(handle, platform.host)}`;
    const host = webAddress(link)?.hostname;
    const onPlatform = host === platform.host || host?.endsWith(`.${platform.host}`);
    return onPlatform ? link : `https://${platform.host}`;
  }
  const host = platformName.trim().toLowerCase().replace(/\s+/g, '');
  return `https://${host}.com/${handle}`;
}
