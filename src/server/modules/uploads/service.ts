import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { and, lt, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/database/client';
import { comments, people, uploads } from '../../model/schema';
import { badRequest } from '../../platform/http/http-errors';
import { carriesOtherContent } from './polyglot';
import { UPLOAD_CONTENT_TYPE, type UploadStorage } from '../../platform/storage/storage';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_SIDE = 2048;
/** Refuses decompression bombs: no accepted image may decode to more pixels than this. */
const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
export const NOT_AN_IMAGE = 'Only JPEG, PNG, WebP and GIF images can be uploaded';
export const NOT_ONLY_AN_IMAGE =
  'This file is not only an image: it also holds a web page, a script or an archive';

/** The name of every stored picture: 128 random bits in hex. */
export const STORED_NAME = /^[0-9a-f]{32}\.webp$/;

/**
 * Stores an uploaded image as a new WebP file: the bytes must decode as a JPEG, PNG, WebP
 * or GIF and hold nothing else (no page, script or archive beside the picture); they are
 * never stored as sent, but re-encoded (animation kept), turned upright and shrunk to at
 * most 2048 px on the longest side, with all metadata dropped.
 */
export async function storeImage(
  db: Database,
  storage: UploadStorage,
  userId: number,
  bytes: Buffer,
) {
  // sharp throws at once, not through its promise, when handed no bytes at all.
  if (bytes.length === 0) throw badRequest(NOT_AN_IMAGE);
  const image = sharp(bytes, {
    animated: true,
    limitInputPixels: MAX_INPUT_PIXELS,
    failOn: 'error',
  });
  const metadata = await image.metadata().catch(() => {
    throw badRequest(NOT_AN_IMAGE);
  });
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw badRequest(NOT_AN_IMAGE);
  if (carriesOtherContent(bytes)) throw badRequest(NOT_ONLY_AN_IMAGE);
  const { data, info } = await image
    .rotate()
    .resize({
      width: MAX_IMAGE_SIDE,
      height: MAX_IMAGE_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw badRequest(NOT_AN_IMAGE);
    });
  const fileName = `${randomBytes(16).toString('hex')}.webp`;
  await storage.save(fileName, data);
  await db.insert(uploads).values({
    userId,
    fileName,
    mimeType: UPLOAD_CONTENT_TYPE,
    width: info.width,
    height: info.pageHeight ?? info.height,
    bytes: data.length,
  });
  const url = `/uploads/${fileName}`;
  return { imageUrl: url, url };
}

/** How long an upload may wait for the comment it was made for before it is removed. */
export const UNUSED_UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Removes uploads that nothing shows a day after they were made (a picture uploaded for a
 * comment that was never posted), rows and files; returns how many. Several instances may
 * run it at once: each row is deleted, and so each file removed, by one of them. The rows
 * are deleted only once their files are: a bucket that cannot be reached leaves both for
 * the next run, rather than files that no row names any more.
 */
export async function removeUnusedUploads(db: Database, storage: UploadStorage, now: Date) {
  const address = sql`'/uploads/' || ${uploads.fileName}`;
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(uploads)
      .where(
        and(
          lt(uploads.createdAt, new Date(now.getTime() - UNUSED_UPLOAD_LIFETIME_MS)),
          notExists(
            tx
              .select({ id: comments.id })
              .from(comments)
              .where(
                or(
                  sql`${comments.imageUrl} = ${address}`,
                  sql`${comments.linkImageUrl} = ${address}`,
                ),
              ),
          ),
          notExists(
            tx
              .select({ id: people.id })
              .from(people)
              .where(sql`${people.profileImageUrl} = ${address}`),
          ),
        ),
      )
      .returning({ fileName: uploads.fileName });
    await storage.remove(removed.map(({ fileName }) => fileName));
    return removed.length;
  });
}
