export {
  recountVotes,
  refreshAccountRatings,
  refreshAllRatings,
  refreshCommentRatings,
} from './recounts';
export { runWrite, UndeclaredInvalidation, type WriteScope } from './transaction';
export {
  fillSearchWords,
  indexSearchWords,
  rebuildSearchIndex,
  rebuildSearchPostings,
  refreshSearchWords,
  SEARCH_WORDS_VERSION,
} from './search-words';
export { refreshQueuedEvidence } from './evidence-queue';
export type { EvidenceMove } from './evidence';
export {
  type CastVote,
  evidenceMovedFollowUp,
  holdMovedFollowUp,
  ringBurnedFollowUp,
  type StandingCheck,
  standingFollowUp,
  votersOfDecidedFollowUp,
  voteScreeningFollowUp,
} from './follow-ups';
