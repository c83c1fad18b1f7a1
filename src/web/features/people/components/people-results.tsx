import { AlertCircleIcon, SearchXIcon } from '@web/components/icons';
import type { Person } from '@shared/schemas/people';
import { ApiError } from '@web/lib/api/client';
import { Pagination } from '@web/components/pagination';
import { Button } from '@web/components/ui/button';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { usePeople, type PeopleCriteria } from '../api/get-people';
import { PersonCard } from './person-card';

interface PeopleResultsProps {
  criteria: PeopleCriteria;
  onPageChange: (page: number) => void;
  onTalkAbout: (person: Person) => void;
}

/** The directory list in its states: loading, error, empty, or the grid of people with paging. */
export function PeopleResults({ criteria, onPageChange, onTalkAbout }: PeopleResultsProps) {
  const { data, error, isPending, isError, isPlaceholderData, isFetching } = usePeople(criteria);

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
      <div className="flex flex-col items-center justify-center rounded-xl border border-dashed bg-card px-6 py-16 text-center">
        <SearchXIcon className="mb-3 size-10 text-muted-foreground/60" aria-hidden="true" />
        <h2 className="text-lg font-semibold">No results found</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Try adjusting your search filters or add a person
        </p>
        {data.total > 0 && criteria.page > 1 && (
          <Button variant="outline" size="sm" className="mt-4" onClick={() => onPageChange(1)}>
            Go to the first page
          </Button>
        )}
      </div>
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
          <PersonCard
            key={person.id}
            person={person}
            minRating={criteria.minRating}
            onTalkAbout={onTalkAbout}
          />
        ))}
      </div>
      <Pagination
        page={data.page}
        total={data.total}
        totalIsEstimate={data.totalIsEstimate}
        limit={data.limit}
        onPageChange={onPageChange}
      />
    </div>
  );
}
