import { ShieldQuestion } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PRODUCT_NAME } from '@shared/constants';
import { FormPage } from '@web/components/form-page';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import {
  lookupQueryOptions,
  useLookup,
  type LookupRequest,
} from '@web/features/lookup/api/look-up-account';
import { CHECK_FIELDS, CheckForm } from '@web/features/lookup/components/check-form';
import { LookupResult } from '@web/features/lookup/components/lookup-answer';
import { useDocumentMeta } from '@web/hooks/use-document-meta';
import type { PagePrefetch } from '@web/lib/page-data';
import { paths } from '@web/paths';

/**
 * The question in the address, as a lookup of its profile address and platform: the form's
 * fields (`?address=…&platform=…`), or `?url=…` as links made before named it so.
 */
function lookupRequestOf(params: URLSearchParams): LookupRequest | null {
  const url = (params.get(CHECK_FIELDS.address) ?? params.get('url') ?? '').trim();
  return url ? { url, platform: params.get(CHECK_FIELDS.platform) ?? '' } : null;
}

/** The answer to the question in the address, when it asks one. */
export const prefetchCheck: PagePrefetch = async (queryClient, { url }) => {
  const request = lookupRequestOf(url.searchParams);
  if (request) await queryClient.prefetchQuery(lookupQueryOptions(request));
};

/** /check: whether a profile address someone was sent is a verified account, and whose. */
export function CheckRoute() {
  useDocumentMeta({
    title: `Is this account real? | ${PRODUCT_NAME}`,
    description:
      'Paste a profile address or @handle and see whether it is a verified account of a public figure.',
    url: paths.check,
  });
  // The question lives in the address, so an answer can be shared and survives a reload.
  const [searchParams, setSearchParams] = useSearchParams();
  const request = lookupRequestOf(searchParams);
  const { data, error, isFetching } = useLookup(request);

  const check = (next: LookupRequest) =>
    setSearchParams({
      [CHECK_FIELDS.address]: next.url,
      ...(next.platform && { [CHECK_FIELDS.platform]: next.platform }),
    });

  return (
    <FormPage
      icon={ShieldQuestion}
      title="Is this account real?"
      description="Someone sent you a profile? Paste its address or @handle to see whether it is a verified account of the person it claims to be."
      className="max-w-2xl"
    >
      <div className="flex flex-col gap-5">
        <CheckForm
          key={`${request?.url}|${request?.platform}`}
          initial={request ?? { url: '', platform: '' }}
          onCheck={check}
        />
        {request && isFetching && (
          <p role="status" className="text-sm text-muted-foreground">
            Checking…
          </p>
        )}
        {request && !isFetching && error && (
          <Alert variant="destructive">
            <AlertDescription>{error.message}</AlertDescription>
          </Alert>
        )}
        {request && !isFetching && data && <LookupResult answer={data} />}
      </div>
    </FormPage>
  );
}
