export { listProofQueue } from './admin-queue';
export { proofRoutes } from './routes';
export { checkDueProofs, type CheckContext } from './service';
export { acceptProof } from './moderation';
