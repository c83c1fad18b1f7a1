export { listProofQueue } from './admin-queue';
export { checkContextOf } from './check-context';
export { proofJobs } from './jobs';
export { proofRoutes } from './routes';
export { addProof } from './adding';
export { checkDueProofs, type CheckContext, type CheckFinding, recordProofCheck } from './checking';
export { acceptProof } from './moderation';
export { checkBacklink, checkLinkTo, checkToken, relMeLinks } from './evidence';
export { proofsExamples } from './openapi-examples';
