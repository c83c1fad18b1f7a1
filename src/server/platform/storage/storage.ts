import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  PutObjectCommand,
  NoSuchKey,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config } from '../../config';
import type { S3Storage } from '../../config-values';
import { HttpError } from '../http/http-errors';

/** Names are random and files never change: a response may be cached for a year. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const UPLOAD_CONTENT_TYPE = 'image/webp';

/** Where stored pictures are written and removed: a folder, or a bucket shared by every instance. */
interface StorageOperations {
  save(fileName: string, data: Buffer): Promise<void>;
  remove(fileNames: string[]): Promise<void>;
  close(): void;
}

export interface FolderStorage extends StorageOperations {
  kind: 'folder';
  folder: string;
}

export function folderStorage(folder: string): FolderStorage {
  return {
    kind: 'folder',
    folder,
    async save(fileName, data) {
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, fileName), data, { flag: 'wx' });
    },
    async remove(fileNames) {
      await Promise.all(
        fileNames.map((fileName) => rm(path.join(folder, fileName), { force: true })),
      );
    },
    close() {},
  };
}

export interface StoredObject {
  body: Readable;
  contentLength?: number;
  etag?: string;
  lastModified?: Date;
}

export interface BucketStorage extends StorageOperations {
  kind: 'bucket';
  /** The object with its length and validators, or null when the bucket has no such object. */
  read(fileName: string): Promise<StoredObject | null>;
}

const STORAGE_UNAVAILABLE_MESSAGE =
  'The picture storage cannot be reached right now. Please try again in a moment.';

/**
 * A bucket that does not respond (down, unreachable, refusing our keys) is the operator's to
 * fix: 503, not 500.
 */
const unavailable = (cause: unknown) =>
  Object.assign(new HttpError(503, STORAGE_UNAVAILABLE_MESSAGE), { cause });

/** Objects sit under `uploads/`, as in the address they are served at, so a bucket may hold other things too. */
const keyOf = (fileName: string) => `uploads/${fileName}`;

export function bucketStorage(settings: S3Storage): BucketStorage {
  const { bucket } = settings;
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    credentials: settings.credentials,
    // S3-compatible servers (MinIO, Ceph, s3rver) address buckets by path, not by host name.
    forcePathStyle: settings.endpoint !== undefined,
    // An unreachable bucket fails a request within seconds instead of holding it open.
    requestHandler: {
      connectionTimeout: 3000,
      requestTimeout: 15_000,
      throwOnRequestTimeout: true,
    },
  });
  return {
    kind: 'bucket',
    async save(fileName, data) {
      // No conditional write (IfNoneMatch): not every S3-compatible server has it, and
      // names of 128 random bits do not collide.
      await client
        .send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: keyOf(fileName),
            Body: data,
            ContentType: UPLOAD_CONTENT_TYPE,
            CacheControl: UPLOAD_CACHE_CONTROL,
          }),
        )
        .catch((error: unknown) => {
          throw unavailable(error);
        });
    },
    async remove(fileNames) {
      if (fileNames.length === 0) return;
      const answer = await client
        .send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: {
              Objects: fileNames.map((fileName) => ({ Key: keyOf(fileName) })),
              Quiet: true,
            },
          }),
        )
        .catch((error: unknown) => {
          throw unavailable(error);
        });
      if (answer.Errors?.length) throw unavailable(answer.Errors);
    },
    async read(fileName) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: keyOf(fileName) }),
        );
        return {
          body: object.Body as Readable,
          contentLength: object.ContentLength,
          etag: object.ETag,
          lastModified: object.LastModified,
        };
      } catch (error) {
        // A missing bucket is a set-up fault, not a missing picture.
        if (error instanceof NoSuchKey) return null;
        throw unavailable(error);
      }
    },
    close() {
      client.destroy();
    },
  };
}

export type UploadStorage = FolderStorage | BucketStorage;

export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/** The storage the settings name: their bucket when S3 is set, else DATA_DIR/uploads. */
export function openUploadStorage(config: Pick<Config, 'dataDir' | 's3'>): UploadStorage {
  return config.s3 ? bucketStorage(config.s3) : folderStorage(uploadsDir(config.dataDir));
}
