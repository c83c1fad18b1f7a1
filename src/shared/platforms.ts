/** The platforms the directory knows by name: icon, brand colour and how a profile link is built. */
export interface PlatformDefinition {
  name: string;
  icon: string;
  color: string;
  /** The platform's own host, where a username that makes no profile link leads; null for the open web. */
  host: string | null;
  /**
   * The profile address (without https://) of a username: `{user}` is the username; a
   * Mastodon username `user@instance` gives `{user}` and `{instance}`; a website's username
   * is its `{address}` (see account-link.ts).
   */
  profile: string;
  /**
   * The platform answers a server's request for a profile page with the page itself (not a
   * sign-in wall nor a page its scripts build in the browser), so a server can read it.
   */
  servesProfilePages: boolean;
}

const platform = (
  name: string,
  icon: string,
  color: string,
  host: string | null,
  profile: string,
  servesProfilePages = false,
): PlatformDefinition => ({ name, icon, color, host, profile, servesProfilePages });

export const KNOWN_PLATFORMS: readonly PlatformDefinition[] = [
  platform('Twitter', 'x', '#000000', 'x.com', 'x.com/{user}'),
  platform('Instagram', 'instagram', '#E4405F', 'instagram.com', 'instagram.com/{user}'),
  platform('Facebook', 'facebook', '#0866FF', 'facebook.com', 'facebook.com/{user}'),
  platform('YouTube', 'youtube', '#FF0000', 'youtube.com', 'youtube.com/@{user}'),
  platform('LinkedIn', 'linkedin', '#0A66C2', 'linkedin.com', 'linkedin.com/in/{user}'),
  platform('TikTok', 'tiktok', '#000000', 'tiktok.com', 'tiktok.com/@{user}'),
  platform('Twitch', 'twitch', '#9146FF', 'twitch.tv', 'twitch.tv/{user}'),
  platform('Substack', 'substack', '#FF6719', 'substack.com', '{user}.substack.com'),
  platform('Telegram', 'telegram', '#26A5E4', 't.me', 't.me/{user}'),
  platform('SoundCloud', 'soundcloud', '#FF5500', 'soundcloud.com', 'soundcloud.com/{user}'),
  platform('DeviantArt', 'deviantart', '#05CC47', 'deviantart.com', '{user}.deviantart.com'),
  platform('Mastodon', 'mastodon', '#6364FF', 'joinmastodon.org', '{instance}/@{user}', true),
  // bsky.app builds its profile pages with scripts in the browser.
  platform('Bluesky', 'bluesky', '#1185FE', 'bsky.app', 'bsky.app/profile/{user}'),
  platform('GitHub', 'github', '#181717', 'github.com', 'github.com/{user}', true),
  platform('Website', 'website', '#475569', null, '{address}', true),
];

const PLATFORM_ALIASES: Record<string, string> = { x: 'twitter', 'x (twitter)': 'twitter' };

/** The known platform for a platform name (case-insensitive; "X" is Twitter), if any. */
export function findKnownPlatform(name: string): PlatformDefinition | undefined {
  const key = name.trim().toLowerCase();
  const canonical = PLATFORM_ALIASES[key] ?? key;
  return KNOWN_PLATFORMS.find((platform) => platform.name.toLowerCase() === canonical);
}
