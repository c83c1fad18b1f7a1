import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api/client';
import type { OpenApiDocument } from '../openapi';

/** Where the server publishes its OpenAPI 3.1 document. */
export const OPENAPI_DOCUMENT_URL = '/api/openapi.json';

export const getOpenApiDocument = (signal?: AbortSignal) =>
  api.get<OpenApiDocument>(OPENAPI_DOCUMENT_URL, undefined, signal);

export const openApiDocumentQueryOptions = () =>
  queryOptions({
    queryKey: ['openapi-document'],
    queryFn: ({ signal }) => getOpenApiDocument(signal),
  });

/** The server's own description of its API, which the endpoint reference is rendered from. */
export const useOpenApiDocument = () => useQuery(openApiDocumentQueryOptions());
