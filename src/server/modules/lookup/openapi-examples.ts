import { examplePerson as person, instagram, verifiedAccount } from '@shared/example-person';
import type { LookupResult } from '@shared/schemas/lookup';

const lookupResult: LookupResult = {
  status: 'verified',
  tier: 'proven',
  person: {
    id: person.id,
    slug: person.slug,
    firstName: person.firstName,
    lastName: person.lastName,
  },
  account: {
    id: verifiedAccount.id,
    platform: instagram.name,
    username: verifiedAccount.username,
    url: verifiedAccount.url!,
    verification: verifiedAccount.verification,
  },
};

/** The success examples of the lookup's routes in the OpenAPI document (`METHOD /path`). */
export const lookupExamples: Record<string, unknown> = {
  'GET /api/lookup': lookupResult,
};
