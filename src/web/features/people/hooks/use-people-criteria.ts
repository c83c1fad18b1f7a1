import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { positiveIntParam } from '@shared/address-params';
import { RATING_MAX, RATING_MIN } from '@shared/constants';
import type { VerificationFilter } from '@shared/schemas/people';
import { paths } from '@web/paths';
import type { PeopleCriteria } from '../api/get-people';

// The shared schema's VERIFICATION_FILTERS as a type-checked record: importing the schema
// module itself would put zod into the home page's first load.
const VERIFICATION_FILTERS: Record<VerificationFilter, true> = {
  all: true,
  verified: true,
  pending: true,
};

/**
 * Reads the directory's search criteria from the address (or from the search form's fields,
 * which carry the same names), ignoring values that make no sense.
 */
export function criteriaFromParams(params: URLSearchParams): PeopleCriteria {
  const verification = params.get('verification') ?? 'all';
  const minRating = positiveIntParam(params.get('minRating'));
  return {
    search: params.get('search')?.trim() ?? '',
    verification: Object.hasOwn(VERIFICATION_FILTERS, verification)
      ? (verification as VerificationFilter)
      : 'all',
    minRating:
      minRating !== null && minRating >= RATING_MIN && minRating <= RATING_MAX ? minRating : null,
    category: positiveIntParam(params.get('category')),
    page: positiveIntParam(params.get('page')) ?? 1,
  };
}

/** The criteria written into `params` as the address keeps them: defaults are left out. */
function withCriteria(params: URLSearchParams, criteria: PeopleCriteria): URLSearchParams {
  const next = new URLSearchParams(params);
  const values = {
    search: criteria.search.trim(),
    verification: criteria.verification === 'all' ? '' : criteria.verification,
    minRating: criteria.minRating ?? '',
    category: criteria.category ?? '',
    page: criteria.page > 1 ? criteria.page : '',
  };
  for (const [key, value] of Object.entries(values)) {
    if (value === '') next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/** The directory's address showing these criteria: what its links and its search form lead to. */
export function peopleAddress(criteria: PeopleCriteria): string {
  const query = withCriteria(new URLSearchParams(), criteria).toString();
  return query ? `${paths.home}?${query}` : paths.home;
}

export type CriteriaChange = Partial<Omit<PeopleCriteria, 'page'>>;

/**
 * The directory's criteria, kept in the address (search, verification, minRating,
 * category, page). Changing a filter goes back to page 1; other parameters of the address
 * (verificationError, say) are left alone. `filterHref` and `pageHref` are the same
 * changes as addresses, for links that work before the page's scripts run.
 */
export function usePeopleCriteria() {
  const [params, setParams] = useSearchParams();
  const criteria = useMemo(() => criteriaFromParams(params), [params]);

  const setFilters = useCallback(
    (change: CriteriaChange, { replace = false }: { replace?: boolean } = {}) => {
      setParams(
        (current) => withCriteria(current, { ...criteriaFromParams(current), ...change, page: 1 }),
        { replace, preventScrollReset: true },
      );
    },
    [setParams],
  );

  const filterHref = (change: CriteriaChange) => peopleAddress({ ...criteria, ...change, page: 1 });
  const pageHref = (page: number) => peopleAddress({ ...criteria, page });

  return { criteria, setFilters, filterHref, pageHref };
}
