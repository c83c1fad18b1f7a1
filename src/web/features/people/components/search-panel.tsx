import type { ReactNode } from 'react';
import type { Category } from '@shared/schemas/catalog';
import { Card } from '@web/components/ui/card';
import type { PeopleCriteria } from '../api/get-people';
import { PeopleFilters } from './people-filters';
import { SearchInput } from './search-input';

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
        <PeopleFilters criteria={criteria} categories={categories} onChange={onFiltersChange} />
      </div>
    </Card>
  );
}
