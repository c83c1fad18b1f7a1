import { PRODUCT_DESCRIPTION, PRODUCT_TAGLINE } from '@shared/constants';
import { personPageMeta } from '@shared/person-meta';
import type { Person } from '@shared/schemas/people';
import { shareImageOf } from '@shared/share-image';
import type { PageHead } from './head-tags';

/**
 * The head of every page but a person's: the product's tagline, description and share
 * image. Only the home page names a canonical address; the web app sets the others' when
 * it runs.
 */
export function siteHead(publicUrl: string, { isHome }: { isHome: boolean }): PageHead {
  return {
    title: PRODUCT_TAGLINE,
    description: PRODUCT_DESCRIPTION,
    type: 'website',
    url: isHome ? `${publicUrl}/` : undefined,
    image: shareImageOf(publicUrl),
  };
}

/**
 * A person page's head: the values the web app's person page sets, with the JSON-LD Person;
 * shared with the site's image when the person has no photo.
 */
export function personHead(person: Person, publicUrl: string): PageHead {
  const { title, description, url, image, structuredData } = personPageMeta(person, publicUrl);
  return {
    title,
    description,
    url,
    image: shareImageOf(publicUrl, image),
    type: 'profile',
    structuredData,
  };
}
