import type { WikidataListing } from '@shared/schemas/people';

/** What Wikidata says of an account, in the words its card and its tile both use. */
export const LISTING_WORDS: Record<WikidataListing['state'], string> = {
  listed: 'Listed on Wikidata',
  no_longer_listed: 'No longer listed on Wikidata',
};
