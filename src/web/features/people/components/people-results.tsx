import { useState } from 'react';
import { AlertCircleIcon } from '@web/components/icons';
import { ApiError } from '@web/lib/api/client';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { lazyPart } from '@web/lib/lazy-part';
import { usePeople, type PeopleCriteria } from '../api/get-people';
import type { CriteriaChange } from '../hooks/use-people-criteria';
import { PersonCard } from './person-card';

export interface PeopleResultsProps {
  criteria: PeopleCriteria;
  /** The address of the directory with this change (and page 1). */
  filterHref: (change: CriteriaChange) => string;
  /** The address of this page of the list. */
  pageHref: (page: number) => string;
  /** Where 'Add a person' leads: the form, or signing in first. */
  addPersonHref: string;
}

// Paging and the empty list's ways on are links, which work before their code arrives: it
// loads just after the page (the server renders them in place).
const Pagination = lazyPart(async () => ({
  default: (await import('@web/components/pagination')).Pagination,
}));
const NoResults = lazyPart(async () => ({ default: (await import('./no-results')).NoResults }));

/** The directory list in its states: loading, error, empty, or the grid of people with paging. */
export function PeopleResults(props: PeopleResultsProps) {
  const { criteria, pageHref } = props;
  const { data, error, isPending, isError, isPlaceholderData, isFetching } = usePeople(criteria);
  // While the answer to new criteria is on its way the previous list stays on show, and its
  // cards name the filter that list answered, not the one just chosen.
  const [shownMinRating, setShownMinRating] = useState(criteria.minRating);
  if (data && !isPlaceholderData && shownMinRating !== criteria.minRating) {
    setShownMinRating(criteria.minRating);
  }

  if (isPending) return <Spinner label="Loading people" />;
  if (isError) {
    return (
      <Alert variant="destructive">
        <AlertCircleIcon />
        <AlertTitle>Error</AlertTitle>
        <AlertDescription>
          {error instanceof ApiError && error.message ? error.message : 'Failed to fetch people'}
        </AlertDescription>
      </Alert>
    );
  }

  const people = data.people.filter((person) => !person.is_deleted);
  if (people.length === 0) {
    return (
      <NoResults
        {...props}
        beyondLastPage={data.total > 0 && criteria.page > 1}
        fallback={<h2 className="py-16 text-center text-lg font-semibold">No results found</h2>}
      />
    );
  }

  return (
    <div
      className={cn(
        'flex flex-col gap-6 transition-opacity',
        isPlaceholderData && isFetching && 'opacity-60',
      )}
      aria-busy={isFetching}
    >
      <div className="grid grid-cols-1 gap-5 md:grid-cols-2 lg:grid-cols-3">
        {people.map((person) => (
          <PersonCard key={person.id} person={person} minRating={shownMinRating} />
        ))}
      </div>
      <Pagination
        page={data.page}
        total={data.total}
        totalIsEstimate={data.totalIsEstimate}
        limit={data.limit}
        pageHref={pageHref}
        fallback={<div className="h-12 border-t" aria-hidden="true" />}
      />
    </div>
  );
}
