export {
  addAnchor,
  anchorsOf,
  confirmAnchor,
  listAnchorSuggestions,
  moveAnchors,
  removeAnchor,
  suggestAnchor,
} from './service';
export { checkAnchor, checkDueAnchors, keepAnchorFinding, rootLinksOf } from './checks';
export { anchorJobs } from './jobs';
export { anchorRoutes } from './routes';
