export { uploadJobs } from './jobs';
export { uploadRoutes } from './routes';
export { MAX_UPLOAD_BYTES, removeUnusedUploads, storeImage } from './service';
