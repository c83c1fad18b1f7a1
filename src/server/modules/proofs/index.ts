export { listProofQueue } from './admin-queue';
export { proofJobs } from './jobs';
export { proofRoutes } from './routes';
export {
  addProof,
  checkDueProofs,
  type CheckContext,
  type CheckFinding,
  recordProofCheck,
} from './service';
export { acceptProof } from './moderation';
