export { detectAfterVote } from './detection';
export { actOnTrustFlag, getAccountTally, listTrustFlags } from './flags';
export { recountAccounts } from './recount';
export { trustJobs } from './jobs';
export { trustRoutes } from './routes';
export {
  evaluateOwnStanding,
  evaluateStandings,
  getUserStanding,
  loadStandingFacts,
  recountForChangedStandings,
  refreshOwnStanding,
  refreshStandings,
  refreshVotersOf,
  setUserStanding,
} from './standing';
export { refreshDueStandings } from './sweep';
export { type TalliedAccount, tallyAccount } from './writes';
