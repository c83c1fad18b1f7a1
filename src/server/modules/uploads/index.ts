export { uploadRoutes } from './routes';
export { MAX_UPLOAD_BYTES, openUploadStorage, removeUnusedUploads, storeImage } from './service';
export type { UploadStorage } from './storage';
