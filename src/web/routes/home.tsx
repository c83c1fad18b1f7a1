import { PlusIcon } from '@web/components/icons';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { PRODUCT_DESCRIPTION, PRODUCT_TAGLINE } from '@shared/constants';
import { can } from '@shared/permissions';
import { useCategories } from '@web/lib/api/get-categories';
import { Button } from '@web/components/ui/button';
import { useRegisteredEmail } from '@web/features/auth/hooks/use-registered-email';
import { useVerificationErrorToast } from '@web/features/auth/hooks/use-verification-error-toast';
import { PeopleResults } from '@web/features/people/components/people-results';
import { SearchPanel } from '@web/features/people/components/search-panel';
import { peopleQueryOptions } from '@web/features/people/api/get-people';
import {
  criteriaFromParams,
  usePeopleCriteria,
} from '@web/features/people/hooks/use-people-criteria';
import { MobileSectionTabs } from '@web/features/shell/components/mobile-section-tabs';
import { useDocumentMeta } from '@web/hooks/use-document-meta';
import { useStoredUser } from '@web/hooks/use-stored-user';
import { useAwaitingSession } from '@web/lib/page-context';
import type { PagePrefetch } from '@web/lib/page-data';
import { paths } from '@web/paths';

/** Whether the Add button is offered at all (shown only to a user who may add a person). */
const ADD_PERSON_ENABLED = true;

/** Seen once, right after signing up: loaded then, not with every visit of home. */
const VerificationSentNotice = lazy(async () => ({
  default: (await import('@web/features/auth/components/verification-sent-notice'))
    .VerificationSentNotice,
}));

/** The page of people the address asks for (search, filters, page). */
export const prefetchHome: PagePrefetch = (queryClient, { url }) =>
  queryClient.prefetchQuery(peopleQueryOptions(criteriaFromParams(url.searchParams)));

/**
 * The directory home: search bar, filters, the list of people and paging; right after
 * signing up, where the verification link went.
 */
export function HomeRoute() {
  useDocumentMeta({ title: PRODUCT_TAGLINE, description: PRODUCT_DESCRIPTION, url: paths.home });
  useVerificationErrorToast();
  const { criteria, setFilters, filterHref, pageHref } = usePeopleCriteria();
  const categories = useCategories().data ?? [];
  const user = useStoredUser();
  const awaitingSession = useAwaitingSession();
  const registeredEmail = useRegisteredEmail();
  // A visitor signs in first, and comes back to the form.
  const addPersonHref = user || awaitingSession ? paths.add : paths.signInReturningTo(paths.add);

  const addButton =
    ADD_PERSON_ENABLED && can(user, 'add:person') ? (
      <Button asChild>
        <Link to={paths.add}>
          <PlusIcon className="size-4" aria-hidden="true" />
          Add
        </Link>
      </Button>
    ) : undefined;

  return (
    <div className="flex flex-col gap-6">
      <MobileSectionTabs active="directory" />
      {registeredEmail && (
        <Suspense>
          <VerificationSentNotice email={registeredEmail} />
        </Suspense>
      )}
      <SearchPanel
        criteria={criteria}
        categories={categories}
        onFiltersChange={setFilters}
        filterHref={filterHref}
        action={addButton}
      />
      <PeopleResults
        criteria={criteria}
        filterHref={filterHref}
        pageHref={pageHref}
        addPersonHref={addPersonHref}
      />
    </div>
  );
}
