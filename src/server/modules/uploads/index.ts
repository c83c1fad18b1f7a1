export { uploadRoutes } from './routes';
export { MAX_UPLOAD_BYTES, removeUnusedUploads, storeImage, uploadStorage } from './service';
export type { UploadStorage } from './storage';
