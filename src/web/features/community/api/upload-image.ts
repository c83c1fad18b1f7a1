import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api/client';

export interface UploadedImage {
  imageUrl: string;
  url: string;
}

/** The largest image the server accepts, and the kinds it decodes. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** Sends one image as the multipart field `image`; the server re-encodes it and answers its address. */
export function uploadImage(file: File): Promise<UploadedImage> {
  const body = new FormData();
  body.append('image', file);
  return api.post<UploadedImage>('/api/upload/image', body);
}

export const useUploadImage = () => useMutation({ mutationFn: uploadImage });
