import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { positiveIntParam } from '@shared/address-params';

/** The person the feed is filtered on. */
export interface PersonFilter {
  id: number;
  /** As the address named them; null when it did not. */
  name: string | null;
}

export interface CommunityCriteria {
  person: PersonFilter | null;
  page: number;
}

/**
 * Reads the feed's filter and page from the address: personId (with name, as 'Talk about'
 * links send it together with directFilter=true) and page. Values that make no sense are ignored.
 */
export function communityCriteriaFromParams(params: URLSearchParams): CommunityCriteria {
  const personId = positiveIntParam(params.get('personId'));
  const name = params.get('name')?.trim() || null;
  return {
    person: personId === null ? null : { id: personId, name },
    page: positiveIntParam(params.get('page')) ?? 1,
  };
}

/** The feed's person filter and page, kept in the address so links and the back button work. */
export function useCommunityFilter() {
  const [params, setParams] = useSearchParams();
  const criteria = useMemo(() => communityCriteriaFromParams(params), [params]);

  const setPerson = useCallback(
    (person: { id: number; name: string } | null) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('page');
          if (person) {
            next.set('directFilter', 'true');
            next.set('personId', String(person.id));
            next.set('name', person.name);
          } else {
            next.delete('directFilter');
            next.delete('personId');
            next.delete('name');
          }
          return next;
        },
        { preventScrollReset: true },
      );
    },
    [setParams],
  );

  const setPage = useCallback(
    (page: number) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (page <= 1) next.delete('page');
          else next.set('page', String(page));
          return next;
        },
        { preventScrollReset: true },
      );
    },
    [setParams],
  );

  return { criteria, setPerson, setPage };
}
