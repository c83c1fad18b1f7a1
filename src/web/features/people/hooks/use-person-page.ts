import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PRODUCT_NAME } from '@shared/constants';
import { parsePersonRef, personSlug } from '@shared/slug';
import { useDocumentMeta } from '@web/hooks/use-document-meta';
import { paths } from '@web/paths';
import { personQueryOptions, usePerson } from '../api/get-person';
import { fullName } from '../accounts';

/**
 * Loads the person of a page address and keeps the address tidy: a person opened by
 * numeric id is moved (history replace) to their name slug, with the data already cached.
 * Also sets the page title and sharing tags.
 */
export function usePersonPage(ref: string) {
  const query = usePerson(ref);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const person = query.data;

  useEffect(() => {
    if (!person || !('id' in parsePersonRef(ref))) return;
    const target = paths.person(person);
    if (target === `/people/${person.id}`) return;
    queryClient.setQueryData(
      personQueryOptions(personSlug(person.firstName, person.lastName)).queryKey,
      person,
    );
    void navigate(target, { replace: true });
  }, [person, ref, navigate, queryClient]);

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
