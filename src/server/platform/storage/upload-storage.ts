import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openUploadStorage, type UploadStorage } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded pictures are stored: a bucket every instance reads, or DATA_DIR/uploads. */
    uploadStorage: UploadStorage;
  }
}

/** One storage per app, shared by the upload and comment routes and the scheduled removal. */
export const uploadStoragePlugin = fp(
  async (app: FastifyInstance) => {
    const storage = openUploadStorage(app.config);
    app.decorate<UploadStorage>('uploadStorage', storage);
    app.addHook('onClose', async () => storage.close());
  },
  { name: 'upload-storage' },
);
