/** The platforms the directory knows by name: icon, brand colour and how a profile link is built. */
export interface PlatformDefinition {
  name: string;
  icon: string;
  color: string;
  host: string;
  profilePath: (username: string, host: string) => string;
}

const atHost = (username: string, host: string) => `${host}/${username}`;

export const KNOWN_PLATFORMS: readonly PlatformDefinition[] = [
  { name: 'Twitter', icon: 'x', color: '#000000', host: 'x.com', profilePath: atHost },
  {
    name: 'Instagram',
    icon: 'instagram',
    color: '#E4405F',
    host: 'instagram.com',
    profilePath: atHost,
  },
  {
    name: 'Facebook',
    icon: 'facebook',
    color: '#0866FF',
    host: 'facebook.com',
    profilePath: atHost,
  },
  {
    name: 'YouTube',
    icon: 'youtube',
    color: '#FF0000',
    host: 'youtube.com',
    profilePath: (username, host) => `${host}/@${username}`,
  },
  {
    name: 'LinkedIn',
    icon: 'linkedin',
    color: '#0A66C2',
    host: 'linkedin.com',
    profilePath: (username, host) => `${host}/in/${username}`,
  },
  {
    name: 'TikTok',
    icon: 'tiktok',
    color: '#000000',
    host: 'tiktok.com',
    profilePath: (username, host) => `${host}/@${username}`,
  },
  { name: 'Twitch', icon: 'twitch', color: '#9146FF', host: 'twitch.tv', profilePath: atHost },
  {
    name: 'Substack',
    icon: 'substack',
    color: '#FF6719',
    host: 'substack.com',
    profilePath: (username, host) => `${username}.${host}`,
  },
  { name: 'Telegram', icon: 'telegram', color: '#26A5E4', host: 't.me', profilePath: atHost },
  {
    name: 'SoundCloud',
    icon: 'soundcloud',
    color: '#FF5500',
    host: 'soundcloud.com',
    profilePath: atHost,
  },
  {
    name: 'DeviantArt',
    icon: 'deviantart',
    color: '#05CC47',
    host: 'deviantart.com',
    profilePath: (username, host) => `${username}.${host}`,
  },
];

const PLATFORM_ALIASES: Record<string, string> = { x: 'twitter', 'x (twitter)': 'twitter' };

/** The known platform for a platform name (case-insensitive; "X" is Twitter), if any. */
export function findKnownPlatform(name: string): PlatformDefinition | undefined {
  const key = name.trim().toLowerCase();
  const canonical = PLATFORM_ALIASES[key] ?? key;
  return KNOWN_PLATFORMS.find((platform) => platform.name.toLowerCase() === canonical);
}
