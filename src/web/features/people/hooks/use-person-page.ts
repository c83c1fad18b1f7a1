import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PRODUCT_NAME } from '@shared/constants';
import { NOT_FOUND_TITLES, pageTitle } from '@shared/page-titles';
import { personPageMeta } from '@shared/person-meta';
import { useDocumentMeta } from '@web/hooks/use-document-meta';
import { ApiError } from '@web/lib/api/client';
import { usePageOrigin } from '@web/lib/page-context';
import { paths } from '@web/paths';
import { personQueryOptions, usePerson } from '../api/get-person';
import { useStructuredData } from './use-structured-data';

/**
 * Loads the person of a page address and keeps the address canonical: a person opened by
 * numeric id, by a slug in other letter case, or by the address of someone merged into
 * them (the API redirects to them) is moved (history replace) to their name slug, with
 * the data already cached. Also sets the page title, sharing tags and JSON-LD, with the
 * values the server writes into the page it answers (shared/person-meta.ts). `notFound`: no
 * such person, or a deleted one.
 */
export function usePersonPage(ref: string) {
  const query = usePerson(ref);
  const navigate = useNavigate();
  const { search } = useLocation();
  const queryClient = useQueryClient();
  const person = query.data;
  const origin = usePageOrigin();
  const notFound =
    (query.error instanceof ApiError && query.error.status === 404) || Boolean(person?.is_deleted);

  useEffect(() => {
    if (!person) return;
    const target = paths.person(person);
    if (target === `/people/${encodeURIComponent(ref)}`) return;
    queryClient.setQueryData(personQueryOptions(person.slug).queryKey, person);
    void navigate({ pathname: target, search }, { replace: true });
  }, [person, ref, search, navigate, queryClient]);

  const meta = useMemo(
    () => (person ? personPageMeta(person, origin) : undefined),
    [person, origin],
  );
  useDocumentMeta({
    title: notFound ? pageTitle(NOT_FOUND_TITLES.person) : (meta?.title ?? pageTitle('Person')),
    description:
      meta?.description ?? `Social media accounts verified by the ${PRODUCT_NAME} community.`,
    url: meta?.url ?? `/people/${encodeURIComponent(ref)}`,
    type: 'profile',
    image: meta?.image,
  });
  useStructuredData(meta?.structuredData);

  return { ...query, notFound };
}
