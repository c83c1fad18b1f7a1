import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LinkPreview } from '@shared/schemas/comments';
import { api } from '@web/lib/api/client';

export const getLinkPreview = (url: string) => api.post<LinkPreview>('/api/link-preview', { url });

export const linkPreviewQueryKeys = {
  all: ['link-preview'] as const,
  of: (url: string) => [...linkPreviewQueryKeys.all, url] as const,
};

/** Title, description and image of a web page (read by the server); `null` asks nothing. */
export const linkPreviewQueryOptions = (url: string | null) =>
  queryOptions({
    queryKey: linkPreviewQueryKeys.of(url ?? ''),
    queryFn: () => getLinkPreview(url ?? ''),
    enabled: url !== null,
  });

export const useLinkPreview = (url: string | null) => useQuery(linkPreviewQueryOptions(url));
