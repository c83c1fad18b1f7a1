/** A picture for link previews (Open Graph and Twitter cards), with its size when known. */
export interface ShareImage {
  /** Absolute address. */
  url: string;
  width?: number;
  height?: number;
}

/** The site's own share image, served from the web app's public folder (src/web/share-image.svg). */
export const SITE_SHARE_IMAGE = { path: '/share-image.png', width: 1200, height: 630 } as const;

/**
 * The picture a page is shared with on the site at `siteUrl` (an origin, or the public
 * address without a trailing slash): its own (an absolute address) when it has one, else
 * the site's share image.
 */
export function shareImageOf(siteUrl: string, ownImage?: string): ShareImage {
  if (ownImage) return { url: ownImage };
  const { path, width, height } = SITE_SHARE_IMAGE;
  return { url: `${siteUrl}${path}`, width, height };
}
