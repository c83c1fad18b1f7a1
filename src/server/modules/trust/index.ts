export { detectAfterVote } from './detection';
export { actOnTrustFlag, getAccountTally, listTrustFlags } from './flags';
export { recountAccounts } from './recount';
export { trustRoutes } from './routes';
export {
  evaluateStandings,
  getUserStanding,
  loadStandingFacts,
  refreshStandings,
  refreshVotersOf,
  setUserStanding,
} from './standing';
export { refreshDueStandings } from './sweep';
export { type TalliedAccount, tallyAccount } from './writes';
