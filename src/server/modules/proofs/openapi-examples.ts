import { backlinkProof } from '@shared/example-person';
import type { ProofView } from '@shared/schemas/proofs';

const tokenProof: ProofView = {
  ...backlinkProof,
  id: 13,
  kind: 'bio_token',
  token: 'verifiedvoices-3f9a0c21be',
  state: 'pending',
  lastCheckedAt: null,
  lastPassedAt: null,
  history: [],
};

/** The success examples of the proofs' routes in the OpenAPI document (`METHOD /path`). */
export const proofsExamples: Record<string, unknown> = {
  'GET /api/social-accounts/:id/proofs': [backlinkProof],
  'POST /api/social-accounts/:id/proofs': tokenProof,
  'POST /api/proofs/:id/check': backlinkProof,
};
