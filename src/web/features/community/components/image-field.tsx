import { ImagePlus, LoaderCircle, X } from 'lucide-react';
import { type ChangeEvent, useRef } from 'react';
import { toast } from '@web/lib/toast';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api/client';
import { IMAGE_MAX_BYTES, IMAGE_TYPES, useUploadImage } from '../api/upload-image';

const UPLOAD_FAILED = 'Failed to upload image. Please try again.';

function uploadFailed(description = UPLOAD_FAILED) {
  toast.error('Upload failed', { description });
}

/** Why the server refused a file (wrong kind, too large), else the general message. */
function uploadErrorText(error: unknown): string {
  return error instanceof ApiError && (error.status === 400 || error.status === 413)
    ? error.message
    : UPLOAD_FAILED;
}

/**
 * The comment's image: a button to choose one (uploaded at once), then its preview with a
 * Remove button. Only the address the server answers is kept.
 */
export function ImageField({
  imageUrl,
  onChange,
  onUploadingChange,
}: {
  imageUrl: string | null;
  onChange: (imageUrl: string | null) => void;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
      return uploadFailed('Only JPEG, PNG, WebP and GIF images can be uploaded');
    }
    if (file.size > IMAGE_MAX_BYTES) return uploadFailed('Images can be at most 5 MB');
    onUploadingChange(true);
    upload.mutate(file, {
      onSuccess: (uploaded) => onChange(uploaded.imageUrl || uploaded.url),
      onError: (error) => uploadFailed(uploadErrorText(error)),
      onSettled: () => onUploadingChange(false),
    });
  };

  return (
    <div className="flex flex-col gap-2">
      <input
        ref={input}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        hidden
        data-testid="comment-image-input"
        onChange={choose}
      />
      {imageUrl ? (
        <div className="relative w-fit">
          <img
            src={imageUrl}
            alt="Preview of the image to post"
            className="max-h-48 max-w-full rounded-lg border object-contain"
          />
          <Button
            variant="secondary"
            size="icon-sm"
            className="absolute top-2 right-2 shadow"
            onClick={() => onChange(null)}
            aria-label="Remove image"
          >
            <X className="size-4" aria-hidden="true" />
          </Button>
        </div>
      ) : (
        <Button
          variant="outline"
          size="sm"
          className="w-fit"
          disabled={upload.isPending}
          onClick={() => input.current?.click()}
        >
          {upload.isPending ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <ImagePlus className="size-4" aria-hidden="true" />
          )}
          {upload.isPending ? 'Uploading…' : 'Add image'}
        </Button>
      )}
    </div>
  );
}
