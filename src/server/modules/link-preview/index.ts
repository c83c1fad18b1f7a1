export { previewForComment, type StoredLinkPreview, withoutPreview } from './comment-preview';
export { linkPreviewRoutes } from './routes';
