import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { RATING_MAX, RATING_MIN } from '@shared/constants';
import type { VerificationFilter } from '@shared/schemas/people';
import type { PeopleCriteria } from '../api/get-people';

// The shared schema's VERIFICATION_FILTERS as a type-checked record: importing the schema
// module itself would put zod into the home page's first load.
const VERIFICATION_FILTERS: Record<VerificationFilter, true> = {
  all: true,
  verified: true,
  pending: true,
};

function positiveInt(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 && Number.isSafeInteger(number) ? number : null;
}

/** Reads the directory's search criteria from the address, ignoring values that make no sense. */
export function criteriaFromParams(params: URLSearchParams): PeopleCriteria {
  const verification = params.get('verification') ?? 'all';
  const minRating = positiveInt(params.get('minRating'));
  return {
    search: params.get('search')?.trim() ?? '',
    verification: Object.hasOwn(VERIFICATION_FILTERS, verification)
      ? (verification as VerificationFilter)
      : 'all',
    minRating:
      minRating !== null && minRating >= RATING_MIN && minRating <= RATING_MAX ? minRating : null,
    category: positiveInt(params.get('category')),
    page: positiveInt(params.get('page')) ?? 1,
  };
}

type CriteriaChange = Partial<Omit<PeopleCriteria, 'page'>>;

/**
 * The directory's criteria, kept in the address (search, verification, minRating,
 * category, page). Changing a filter resets the page to 1; other parameters of the
 * address (verificationError, say) are left alone.
 */
export function usePeopleCriteria() {
  const [params, setParams] = useSearchParams();
  const criteria = useMemo(() => criteriaFromParams(params), [params]);

  const write = useCallback(
    (apply: (next: URLSearchParams) => void, replace: boolean) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          apply(next);
          return next;
        },
        { replace, preventScrollReset: true },
      );
    },
    [setParams],
  );

  const setFilters = useCallback(
    (change: CriteriaChange, { replace = false }: { replace?: boolean } = {}) => {
      write((next) => {
        for (const [key, value] of Object.entries(change)) {
          const text = value === null || value === undefined ? '' : String(value).trim();
          if (text === '' || (key === 'verification' && text === 'all')) next.delete(key);
          else next.set(key, text);
        }
        next.delete('page');
      }, replace);
    },
    [write],
  );

  const setPage = useCallback(
    (page: number) => {
      write((next) => {
        if (page <= 1) next.delete('page');
        else next.set('page', String(page));
      }, false);
    },
    [write],
  );

  return { criteria, setFilters, setPage };
}
