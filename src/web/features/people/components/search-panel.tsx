import type { ReactNode } from 'react';
import type { Category } from '@shared/schemas/catalog';
import { Card } from '@web/components/ui/card';
import { lazyPart } from '@web/lib/lazy-part';
import type { PeopleCriteria } from '../api/get-people';
import { SearchInput } from './search-input';

// The filters' select menus (Radix Select and its positioning code, some 30 kB) load just
// after the page first renders, so they stay out of the home page's first JavaScript.
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
  onFiltersChange: (
    change: Partial<Omit<PeopleCriteria, 'page'>>,
    options?: { replace?: boolean },
  ) => void;
  /** Shown beside the heading (the Add button, when offered). */
  action?: ReactNode;
}

/** The directory's search bar: heading, search box and filters. */
export function SearchPanel({ criteria, categories, onFiltersChange, action }: SearchPanelProps) {
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
        <SearchInput
          value={criteria.search}
          onSearch={(search) => onFiltersChange({ search }, { replace: true })}
        />
        <PeopleFilters
          criteria={criteria}
          categories={categories}
          onChange={onFiltersChange}
          fallback={<FiltersPlaceholder />}
        />
      </div>
    </Card>
  );
}
