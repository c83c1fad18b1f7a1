/** The address of a Wikidata item and, when given, of one of its statements' property. */
export const wikidataItemUrl = (itemId: string, property?: string) =>
  `https://www.wikidata.org/wiki/${itemId}${property ? `#${property}` : ''}`;
