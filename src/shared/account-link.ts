import { findKnownPlatform } from './platforms';

interface LinkableAccount {
  url?: string | null;
  username: string;
  platformName: string;
}

/**
 * Where an account lives: its own url (with https:// added when it has no scheme), or
 * a link built from the platform's profile pattern and the username without a leading @.
 */
export function accountLink({ url, username, platformName }: LinkableAccount): string {
  const ownUrl = url?.trim();
  if (ownUrl && ownUrl !== 'null') {
    return /^[a-z][a-z\d+.-]*:\/\//i.test(ownUrl) ? ownUrl : `https://${ownUrl}`;
  }
  const handle = username.trim().replace(/^@+/, '');
  const platform = findKnownPlatform(platformName);
  if (platform) return `https://${platform.profilePath(handle, platform.host)}`;
  const host = platformName.trim().toLowerCase().replace(/\s+/g, '');
  return `https://${host}.com/${handle}`;
}
