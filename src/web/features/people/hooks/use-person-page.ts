import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PRODUCT_NAME } from '@shared/constants';
import { useDocumentMeta } from '@web/hooks/use-document-meta';
import { paths } from '@web/paths';
import { personQueryOptions, usePerson } from '../api/get-person';
import { fullName } from '../accounts';

/**
 * Loads the person of a page address and keeps the address canonical: a person opened by
 * numeric id, by a slug in other letter case, or by the address of someone merged into
 * them (the API redirects to them) is moved (history replace) to their name slug, with
 * the data already cached. Also sets the page title and sharing tags.
 */
export function usePersonPage(ref: string) {
  const query = usePerson(ref);
  const navigate = useNavigate();
  const { search } = useLocation();
  const queryClient = useQueryClient();
  const person = query.data;

  useEffect(() => {
    if (!person) return;
    const target = paths.person(person);
    if (target === `/people/${encodeURIComponent(ref)}`) return;
    queryClient.setQueryData(personQueryOptions(person.slug).queryKey, person);
    void navigate({ pathname: target, search }, { replace: true });
  }, [person, ref, search, navigate, queryClient]);

  const name = person ? fullName(person) : '';
  useDocumentMeta({
    title: person ? `${name} | ${PRODUCT_NAME}` : `Person | ${PRODUCT_NAME}`,
    description: person
      ? `${name}${person.profession ? `, ${person.profession}` : ''}: social media accounts verified by the ${PRODUCT_NAME} community.`
      : `Social media accounts verified by the ${PRODUCT_NAME} community.`,
    url: person ? paths.person(person) : `/people/${encodeURIComponent(ref)}`,
    type: 'profile',
    image:
      person?.profile_image_url && person.profile_image_url !== 'null'
        ? person.profile_image_url
        : undefined,
  });

  return query;
}
