/** The platforms the directory knows by name: icon, brand colour and how a profile link is built. */
export interface PlatformDefinition {
  name: string;
  icon: string;
  color: string;
  /** Where a username that makes no profile link leads; null for the open web (a website). */
  host: string | null;
  /** The profile's https address for a username without its leading @, or null when it makes none. */
  profileLink: (username: string) => string | null;
  /**
   * The platform answers a server's request for a profile page with the page itself (not a
   * page its scripts build in the browser, nor a sign-in wall), so a server can read it.
   */
  servesProfilePages: boolean;
}

/** The parsed address when it is an http(s) URL, else null (javascript:, data: and the like). */
export function webAddress(address: string): URL | null {
  try {
    const parsed = new URL(address);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : null;
  } catch {
    return null;
  }
}

/** A host name with at least two labels of letters, digits and hyphens ("mastodon.social"). */
export const isDomainName = (host: string) =>
  /^(?:[a-z\d](?:[a-z\d-]*[a-z\d])?\.)+[a-z][a-z\d-]*[a-z\d]$/i.test(host);

/** `https://` and the address, when it stays on the host or a subdomain of it. */
function linkOn(host: string, address: string): string | null {
  const link = `https://${address}`;
  const hostname = webAddress(link)?.hostname;
  return hostname === host || hostname?.endsWith(`.${host}`) ? link : null;
}

// No character of a username (a backslash, a slash, an @) may move the link to another site.
const pathOn = (host: string, prefix = '') => ({
  host,
  profileLink: (username: string) =>
    linkOn(host, `${host}/${prefix}${encodeURIComponent(username)}`),
});
const subdomainOf = (host: string) => ({
  host,
  profileLink: (username: string) => linkOn(host, `${encodeURIComponent(username)}.${host}`),
});

/** `user@instance` links to `https://instance/@user`. */
function mastodonLink(username: string): string | null {
  const [user, instance, ...rest] = username.split('@');
  if (!user || !instance || rest.length > 0 || !isDomainName(instance)) return null;
  const host = instance.toLowerCase();
  return linkOn(host, `${host}/@${encodeURIComponent(user)}`);
}

/** A website account's username is its address, with or without `https://`. */
function websiteLink(username: string): string | null {
  const address = /^https?:\/\//i.test(username) ? username : `https://${username}`;
  const parsed = webAddress(address);
  return parsed && isDomainName(parsed.hostname) ? address : null;
}

export const KNOWN_PLATFORMS: readonly PlatformDefinition[] = [
  { name: 'Twitter', icon: 'x', color: '#000000', ...pathOn('x.com'), servesProfilePages: false },
  {
    name: 'Instagram',
    icon: 'instagram',
    color: '#E4405F',
    ...pathOn('instagram.com'),
    servesProfilePages: false,
  },
  {
    name: 'Facebook',
    icon: 'facebook',
    color: '#0866FF',
    ...pathOn('facebook.com'),
    servesProfilePages: false,
  },
  {
    name: 'YouTube',
    icon: 'youtube',
    color: '#FF0000',
    ...pathOn('youtube.com', '@'),
    servesProfilePages: false,
  },
  {
    name: 'LinkedIn',
    icon: 'linkedin',
    color: '#0A66C2',
    ...pathOn('linkedin.com', 'in/'),
    servesProfilePages: false,
  },
  {
    name: 'TikTok',
    icon: 'tiktok',
    color: '#000000',
    ...pathOn('tiktok.com', '@'),
    servesProfilePages: false,
  },
  {
    name: 'Twitch',
    icon: 'twitch',
    color: '#9146FF',
    ...pathOn('twitch.tv'),
    servesProfilePages: false,
  },
  {
    name: 'Substack',
    icon: 'substack',
    color: '#FF6719',
    ...subdomainOf('substack.com'),
    servesProfilePages: false,
  },
  {
    name: 'Telegram',
    icon: 'telegram',
    color: '#26A5E4',
    ...pathOn('t.me'),
    servesProfilePages: false,
  },
  {
    name: 'SoundCloud',
    icon: 'soundcloud',
    color: '#FF5500',
    ...pathOn('soundcloud.com'),
    servesProfilePages: false,
  },
  {
    name: 'DeviantArt',
    icon: 'deviantart',
    color: '#05CC47',
    ...subdomainOf('deviantart.com'),
    servesProfilePages: false,
  },
  {
    name: 'Mastodon',
    icon: 'mastodon',
    color: '#6364FF',
    host: 'joinmastodon.org',
    profileLink: mastodonLink,
    servesProfilePages: true,
  },
  // bsky.app builds its profile pages with scripts in the browser.
  {
    name: 'Bluesky',
    icon: 'bluesky',
    color: '#1185FE',
    ...pathOn('bsky.app', 'profile/'),
    servesProfilePages: false,
  },
  {
    name: 'GitHub',
    icon: 'github',
    color: '#181717',
    ...pathOn('github.com'),
    servesProfilePages: true,
  },
  {
    name: 'Website',
    icon: 'website',
    color: '#475569',
    host: null,
    profileLink: websiteLink,
    servesProfilePages: true,
  },
];

const PLATFORM_ALIASES: Record<string, string> = {
  x: 'twitter',
  'x (twitter)': 'twitter',
  'personal website': 'website',
};

/** The known platform for a platform name (case-insensitive; "X" is Twitter), if any. */
export function findKnownPlatform(name: string): PlatformDefinition | undefined {
  const key = name.trim().toLowerCase();
  const canonical = PLATFORM_ALIASES[key] ?? key;
  return KNOWN_PLATFORMS.find((platform) => platform.name.toLowerCase() === canonical);
}
