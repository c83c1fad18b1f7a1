const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

/**
 * The video id of a YouTube link in any of its forms: watch (?v=), short (youtu.be/ID and
 * /shorts/ID), embed (/embed/ID) and v (/v/ID); null for anything else.
 */
export function youtubeVideoId(link: string | null | undefined): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const [first, second] = url.pathname.split('/').filter(Boolean);
  let candidate: string | null | undefined;
  if (host === 'youtu.be' || host === 'www.youtu.be') candidate = first;
  else if (YOUTUBE_HOSTS.has(host)) {
    if (first === 'watch') candidate = url.searchParams.get('v');
    else if (first === 'embed' || first === 'v' || first === 'shorts' || first === 'live')
      candidate = second;
  }
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
}

/** The privacy-enhanced player address for a video id. */
export function youtubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${videoId}`;
}

/**
 * A YouTube channel kept by its id rather than its handle: `channel/UC…`, the path of its
 * address (`youtube.com/channel/UC…`). A handle has no slash, so the two forms never meet: a
 * handle spelled like someone's channel id is another account.
 */
const CHANNEL_PREFIX = 'channel/';
export const YOUTUBE_CHANNEL_ID = /^UC[A-Za-z0-9_-]{22}$/;

/** The username a YouTube channel id is kept as. */
export const youtubeChannelUsername = (channelId: string) => `${CHANNEL_PREFIX}${channelId}`;

export const isYouTubeChannelUsername = (username: string) =>
  username.startsWith(CHANNEL_PREFIX) &&
  YOUTUBE_CHANNEL_ID.test(username.slice(CHANNEL_PREFIX.length));
