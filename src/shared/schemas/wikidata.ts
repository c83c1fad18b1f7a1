import { z } from 'zod';
import { isoDate } from './common';
import { personLinkSchema } from './people';

/** A Wikidata human named like a person without an item, for an administrator to link or dismiss. */
export const wikidataMatchSchema = z.object({
  id: z.number().int(),
  itemId: z.string().describe('The Wikidata item (Q…)'),
  name: z.string().describe("The item's name in the dump"),
  foundAt: isoDate,
  person: personLinkSchema.describe('The person of the same name, who has no item yet'),
});
export type WikidataMatch = z.infer<typeof wikidataMatchSchema>;

export const wikidataMatchesSchema = z.object({ matches: z.array(wikidataMatchSchema) });
export type WikidataMatches = z.infer<typeof wikidataMatchesSchema>;
