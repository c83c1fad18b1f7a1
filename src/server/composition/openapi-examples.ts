import { adminExamples } from '../modules/admin';
import { apiKeysExamples } from '../modules/api-keys';
import { catalogExamples } from '../modules/catalog';
import { changesExamples } from '../modules/changes';
import { commentsExamples } from '../modules/comments';
import { directoryExamples } from '../modules/directory';
import { lookupExamples } from '../modules/lookup';
import { peopleExamples } from '../modules/people';
import { profilesExamples } from '../modules/profiles';
import { proofsExamples } from '../modules/proofs';
import { ratingsExamples } from '../modules/ratings';
import { reviewsExamples } from '../modules/reviews';
import { trustExamples } from '../modules/trust';
import { votesExamples } from '../modules/votes';

/** Every module's OpenAPI success examples by operation (`METHOD /path` as registered). */
export const successExamples: Record<string, unknown> = {
  ...catalogExamples,
  ...peopleExamples,
  ...directoryExamples,
  ...lookupExamples,
  ...changesExamples,
  ...ratingsExamples,
  ...reviewsExamples,
  ...commentsExamples,
  ...profilesExamples,
  ...apiKeysExamples,
  ...trustExamples,
  ...votesExamples,
  ...proofsExamples,
  ...adminExamples,
};
