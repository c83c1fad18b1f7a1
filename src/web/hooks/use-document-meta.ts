import { useEffect } from 'react';
import { shareImageOf } from '@shared/share-image';

export interface DocumentMeta {
  title: string;
  description: string;
  /** Absolute or site-relative address of the page; also the canonical link. */
  url: string;
  type?: 'website' | 'profile' | 'article';
  /** The page's own picture; without one, link previews show the site's share image. */
  image?: string;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string | undefined) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === undefined) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.setAttribute('content', content);
}

function setCanonical(href: string) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = href;
}

/** Sets the page title, description, social-sharing tags and canonical link while the page is shown. */
export function useDocumentMeta({
  title,
  description,
  url,
  type = 'website',
  image,
}: DocumentMeta): void {
  useEffect(() => {
    const absoluteUrl = new URL(url, window.location.origin).toString();
    document.title = title;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', type);
    setMeta('property', 'og:url', absoluteUrl);
    const shareImage = shareImageOf(
      window.location.origin,
      image && new URL(image, window.location.origin).toString(),
    );
    setMeta('property', 'og:image', shareImage.url);
    setMeta('property', 'og:image:width', shareImage.width?.toString());
    setMeta('property', 'og:image:height', shareImage.height?.toString());
    setMeta('name', 'twitter:card', 'summary_large_image');
    setMeta('name', 'twitter:title', title);
    setMeta('name', 'twitter:description', description);
    setMeta('name', 'twitter:image', shareImage.url);
    setCanonical(absoluteUrl);
  }, [title, description, url, type, image]);
}
