import type { FormEvent, ReactNode } from 'react';
import type { Category } from '@shared/schemas/catalog';
import { Card } from '@web/components/ui/card';
import { lazyPart } from '@web/lib/lazy-part';
import { paths } from '@web/paths';
import type { PeopleCriteria } from '../api/get-people';
import type { CriteriaChange } from '../hooks/use-people-criteria';
import { SearchInput } from './search-input';

// The filters' menus load just after the page first renders (the server renders them in
// place, and they are links: they answer before their code arrives), so they stay out of
// the home page's first JavaScript.
const PeopleFilters = lazyPart(async () => ({
  default: (await import('./people-filters')).PeopleFilters,
}));

/** Takes the filters' place, at their size, while their code loads. */
function FiltersPlaceholder() {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-hidden="true">
      {['Account status', 'Minimum rating', 'Category'].map((label, index) => (
        <div
          key={label}
          className={
            index === 2 ? 'col-span-2 flex flex-col gap-1.5 sm:col-span-1' : 'flex flex-col gap-1.5'
          }
        >
          <span className="text-xs font-medium text-muted-foreground">{label}</span>
          <div className="h-10 rounded-md border border-input bg-card shadow-xs" />
        </div>
      ))}
    </div>
  );
}

interface SearchPanelProps {
  criteria: PeopleCriteria;
  categories: Category[];
  onFiltersChange: (change: CriteriaChange, options?: { replace?: boolean }) => void;
  /** The address of the directory with this change (and page 1). */
  filterHref: (change: CriteriaChange) => string;
  /** Shown beside the heading (the Add button, when offered). */
  action?: ReactNode;
}

/**
 * The directory's search bar: heading, search box and filters. The box is the field of a
 * GET form to the directory's own address, which carries the filters in force, so Enter
 * searches before the page's scripts run and without them; once they run, the search
 * follows the typing.
 */
export function SearchPanel({
  criteria,
  categories,
  onFiltersChange,
  filterHref,
  action,
}: SearchPanelProps) {
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get('search');
    onFiltersChange({ search: typeof typed === 'string' ? typed : '' });
  };
  const kept = {
    verification: criteria.verification === 'all' ? null : criteria.verification,
    minRating: criteria.minRating,
    category: criteria.category,
  };

  return (
    <Card className="p-5 sm:p-6">
      <div className="mb-4 flex items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            Find Social Media Accounts
          </h1>
          <p className="mt-1 text-sm text-muted-foreground">
            Real accounts of public figures, verified by the community: 10+ votes are needed for
            verification.
          </p>
        </div>
        {action}
      </div>
      <div className="flex flex-col gap-4">
        <form method="get" action={paths.home} role="search" onSubmit={search}>
          <SearchInput
            value={criteria.search}
            onSearch={(text) => onFiltersChange({ search: text }, { replace: true })}
            clearHref={filterHref({ search: '' })}
          />
          {Object.entries(kept).map(
            ([name, value]) =>
              value !== null && <input key={name} type="hidden" name={name} value={value} />,
          )}
        </form>
        <PeopleFilters
          criteria={criteria}
          categories={categories}
          filterHref={filterHref}
          fallback={<FiltersPlaceholder />}
        />
      </div>
    </Card>
  );
}
