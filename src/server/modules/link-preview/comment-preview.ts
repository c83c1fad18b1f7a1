import type { Database } from '../../platform/database/client';
import type { UploadStorage } from '../../platform/storage/storage';
import { MAX_UPLOAD_BYTES, storeImage } from '../uploads';
import { fetchLinkPreview, fetchPublicImage, type LinkPreviewOptions } from './service';

export interface StoredLinkPreview {
  linkTitle: string | null;
  linkDescription: string | null;
  /** The preview's picture as stored by this server, never the page's own address. */
  linkImageUrl: string | null;
}

const NO_PREVIEW: StoredLinkPreview = {
  linkTitle: null,
  linkDescription: null,
  linkImageUrl: null,
};

/** For comments written without looking at their link (data made by the app itself). */
export const withoutPreview = async (): Promise<StoredLinkPreview> => NO_PREVIEW;

/**
 * The preview a comment shows for its link, from the server's own fetch of the page: what a
 * client sends could dress a phishing address as someone's verified account. The picture is
 * fetched and stored like an upload, so readers' browsers never load it from the page's host.
 * A page or picture that cannot be had leaves the comment without that part of the preview.
 */
export async function previewForComment(
  link: string,
  {
    db,
    storage,
    userId,
    options,
  }: {
    db: Database;
    storage: UploadStorage;
    userId: number;
    options: LinkPreviewOptions;
  },
): Promise<StoredLinkPreview> {
  const preview = await fetchLinkPreview(link, options).catch(() => null);
  if (!preview) return NO_PREVIEW;
  const linkImageUrl = preview.image
    ? await fetchPublicImage(preview.image, options, MAX_UPLOAD_BYTES)
        .then((bytes) => storeImage(db, storage, userId, bytes))
        .then((stored) => stored.url)
        .catch(() => null)
    : null;
  return { linkTitle: preview.title, linkDescription: preview.description, linkImageUrl };
}
