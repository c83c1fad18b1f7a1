export { proofRoutes } from './routes';
export { checkDueProofs, type CheckContext } from './service';
