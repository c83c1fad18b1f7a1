export { checkStoredAddresses, fixAccountAddress, listMisaddressedAccounts } from './addresses';
export {
  deleteAccount,
  toggleAccountVerification,
  verifyAccountByModeration,
} from './admin-service';
export { mergeDuplicateAccounts } from './duplicates';
export {
  listPendingAccounts,
  listPersonPageAccounts,
  listVisibleAccounts,
  proofLinkedFrom,
  type ProofSummaryRow,
  proofSummaries,
  proofSummariesOf,
  readProofSummaries,
  viewerVotesOn,
} from './listing';
export { accountRoutes } from './routes';
export { findVisibleAccount, submitAccount } from './service';
export { type AccountStatus, statusAfterVotes } from './status';
export { type DecisionBasis, markAccountDeleted, moveAccounts, setAccountStatus } from './writes';
export { accountProposed } from './topics';
