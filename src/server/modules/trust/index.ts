export { burnApprovers, clearBurnsOf, recountBurnedRings } from './burn';
export { listContestedAccounts } from './contested';
export { detectAfterVote } from './detection';
export { decideAfterEvidence } from './evidence-decisions';
export { actOnTrustFlag } from './flag-actions';
export { getAccountTally, listTrustFlags } from './flags';
export { countIndependentGroups } from './groups';
export { moderateAccount, rejectAsFake, toggleVerification } from './moderation';
export { recountAccounts } from './recount';
export { settleDueEvidence, trustJobs } from './jobs';
export { registerTrustFollowUps } from './follow-ups';
export { screenVotes } from './screening';
export { trustRoutes } from './routes';
export {
  evaluateOwnStanding,
  evaluateStandings,
  loadStandingFacts,
  type StandingColumns,
} from './standing';
export {
  recountForChangedStandings,
  refreshOwnStanding,
  refreshStandings,
  refreshVotersOf,
} from './standing-recounts';
export { getUserStanding, setUserStanding } from './user-standing';
export { refreshDueStandings } from './sweep';
export { type TalliedAccount, tallyAccount } from './writes';
export { countVoteInPairs } from './voter-pairs';
export {
  checkVoterPairs,
  countAccountsInPairs,
  rebuildVoterPairs,
  rebuildVoterPairsIfDue,
} from './pair-recount';
export { trustExamples } from './openapi-examples';
