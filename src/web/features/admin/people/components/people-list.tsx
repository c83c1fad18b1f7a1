import { useState } from 'react';
import {
  ADMIN_PEOPLE_FILTERS,
  ADMIN_PEOPLE_PAGE_SIZE,
  type AdminPeopleFilter,
} from '@shared/schemas/admin';
import { Pagination } from '@web/components/pagination';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useDebouncedCallback } from '@web/hooks/use-debounced-callback';
import { errorMessage } from '@web/lib/api/error-message';
import { FilterSelect } from '../../components/filter-select';
import { LoadError } from '@web/components/load-error';
import { SearchField } from '../../components/search-field';
import { type AdminPeopleCriteria, useAdminPeople } from '../api/get-admin-people';
import { usePeopleActions } from '../hooks/use-people-actions';
import { PersonRow } from './person-row';

const FILTER_LABELS: Record<AdminPeopleFilter, string> = {
  all: 'All people',
  verified: 'Verified',
  pending: 'Pending',
};
const filterOptions = ADMIN_PEOPLE_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }));
/** Search waits for a 500 ms pause in typing. */
const SEARCH_DEBOUNCE_MS = 500;

/** Every person with their accounts, 10 a page, filtered and searched. */
export function PeopleList() {
  const [searchText, setSearchText] = useState('');
  const [criteria, setCriteria] = useState<AdminPeopleCriteria>({
    filter: 'all',
    search: '',
    page: 1,
  });
  const people = useAdminPeople(criteria);
  const actions = usePeopleActions();
  const applySearch = useDebouncedCallback(
    (search: string) => setCriteria((current) => ({ ...current, search: search.trim(), page: 1 })),
    SEARCH_DEBOUNCE_MS,
  );

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        People with an account awaiting votes are highlighted.
      </p>
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
        <SearchField
          label="Search people"
          placeholder="Name or profession"
          value={searchText}
          onChange={(value) => {
            setSearchText(value);
            applySearch(value);
          }}
        />
        <FilterSelect
          label="Show"
          value={criteria.filter}
          options={filterOptions}
          onChange={(filter) => setCriteria((current) => ({ ...current, filter, page: 1 }))}
        />
      </div>

      {people.isPending ? (
        <Spinner label="Loading people" />
      ) : people.isError ? (
        <LoadError
          title="Failed to load people"
          message={errorMessage(people.error, '')}
          onRetry={() => void people.refetch()}
          retrying={people.isFetching}
        />
      ) : people.data.people.length === 0 ? (
        <Card className="py-12 text-center font-medium">No people found</Card>
      ) : (
        <div className="flex flex-col gap-3" aria-busy={people.isPlaceholderData || undefined}>
          {people.data.people.map((person) => (
            <PersonRow
              key={person.id}
              person={person}
              busyPerson={actions.busyPersonId === person.id}
              busyAccountId={actions.busyAccountId}
              onToggleAccount={actions.toggleVerification}
              onDeleteAccount={actions.deleteAccount}
              onDeletePerson={actions.deletePerson}
            />
          ))}
          <Pagination
            page={criteria.page}
            total={people.data.totalCount}
            limit={ADMIN_PEOPLE_PAGE_SIZE}
            onPageChange={(page) => setCriteria((current) => ({ ...current, page }))}
          />
        </div>
      )}
    </div>
  );
}
