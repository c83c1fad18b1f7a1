import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LookupResult } from '@shared/schemas/lookup';
import { api } from '@web/lib/api/client';

/** What was asked: a pasted address or handle, and the platform of a bare handle. */
export interface LookupRequest {
  url: string;
  platform: string;
}

export const lookUpAccount = ({ url, platform }: LookupRequest, signal?: AbortSignal) =>
  api.get<LookupResult>('/api/lookup', { url, platform }, signal);

export const lookupQueryOptions = (request: LookupRequest) =>
  queryOptions({
    queryKey: ['lookup', request.url, request.platform],
    queryFn: ({ signal }) => lookUpAccount(request, signal),
    // A malformed address answers the same every time.
    retry: false,
  });

/** The directory's answer for an address, once one is asked. */
export const useLookup = (request: LookupRequest | null) =>
  useQuery({
    ...lookupQueryOptions(request ?? { url: '', platform: '' }),
    enabled: request !== null,
  });
