import { LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type Control, type FieldValues, type Path, useWatch } from 'react-hook-form';
import { TextField } from '@web/components/ui/form';
import { useLinkPreview } from '../api/get-link-preview';
import { httpUrl } from '../links';
import { LinkPreviewCard } from './comment-media';

/** How long after the last keystroke the link's page is read. */
const PREVIEW_DELAY_MS = 600;

/** The address whose preview is asked for: the normalized http(s) URL, or null. */
export const previewAddress = (value: unknown) =>
  typeof value === 'string' ? (httpUrl(value)?.href ?? null) : null;

/**
 * The comment's link and its preview: once a valid address has been entered, the server
 * reads the page's title, description and image; without them the card shows the host name.
 */
export function LinkField<T extends FieldValues>({
  control,
  name,
}: {
  control: Control<T, unknown, FieldValues>;
  name: Path<T>;
}) {
  const value: unknown = useWatch({ control, name });
  const current = previewAddress(value);
  const [address, setAddress] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setAddress(current), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [current]);
  const shown = address !== null && address === current ? address : null;
  const preview = useLinkPreview(shown);

  return (
    <div className="flex flex-col gap-2">
      <TextField
        control={control}
        name={name}
        label="Link (optional)"
        type="url"
        inputMode="url"
        placeholder="https://…"
        autoComplete="off"
      />
      {shown &&
        (preview.isFetching ? (
          <p className="flex items-center gap-2 text-xs text-muted-foreground" role="status">
            <LoaderCircle className="size-3.5 animate-spin" aria-hidden="true" />
            Fetching link preview…
          </p>
        ) : (
          <LinkPreviewCard
            url={shown}
            title={preview.data?.title ?? null}
            description={preview.data?.description ?? null}
            image={preview.data?.image ?? null}
          />
        ))}
    </div>
  );
}
