export { addAnchor, anchorsOf, moveAnchors, removeAnchor } from './service';
