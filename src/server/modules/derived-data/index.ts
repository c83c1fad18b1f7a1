export {
  recountVotes,
  refreshAccountRatings,
  refreshAllRatings,
  refreshCommentRatings,
} from './recounts';
export { type DerivedData, withDerivedData } from './transaction';
