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
