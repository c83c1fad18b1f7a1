import { PlusIcon, SearchXIcon } from '@web/components/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import type { PeopleResultsProps } from './people-results';

function WayOut({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={href}>{children}</Link>
    </Button>
  );
}

/** The dashed frame of an empty list, whatever it says. */
function EmptyFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-center justify-center rounded-xl border border-dashed bg-card px-6 py-16 text-center">
      {children}
    </div>
  );
}

/** No one in the directory yet, with nothing asked: an invitation, not a failed search. */
function EmptyDirectory({ addPersonHref }: { addPersonHref: string }) {
  return (
    <EmptyFrame>
      <h2 className="text-lg font-semibold">No one is in the directory yet</h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Add the first public figure, then propose their accounts for the community to verify.
      </p>
      <Button asChild size="sm" className="mt-4">
        <Link to={addPersonHref}>
          <PlusIcon className="size-4" aria-hidden="true" />
          Add the first person
        </Link>
      </Button>
    </EmptyFrame>
  );
}

/** An empty list with the ways on: the first page, fewer criteria, or adding the person. */
export function NoResults({
  criteria,
  beyondLastPage,
  filterHref,
  pageHref,
  addPersonHref,
}: PeopleResultsProps & { beyondLastPage: boolean }) {
  const filtered =
    criteria.verification !== 'all' || criteria.minRating !== null || criteria.category !== null;
  if (!filtered && !criteria.search && !beyondLastPage)
    return <EmptyDirectory addPersonHref={addPersonHref} />;
  return (
    <EmptyFrame>
      <SearchXIcon className="mb-3 size-10 text-muted-foreground/60" aria-hidden="true" />
      <h2 className="text-lg font-semibold">No results found</h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Try adjusting your search filters or add a person
      </p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        {beyondLastPage ? (
          <WayOut href={pageHref(1)}>Go to the first page</WayOut>
        ) : (
          <>
            {criteria.search && <WayOut href={filterHref({ search: '' })}>Clear search</WayOut>}
            {filtered && (
              <WayOut href={filterHref({ verification: 'all', minRating: null, category: null })}>
                Clear filters
              </WayOut>
            )}
            <Button asChild size="sm">
              <Link to={addPersonHref}>
                <PlusIcon className="size-4" aria-hidden="true" />
                Add a person
              </Link>
            </Button>
          </>
        )}
      </div>
    </EmptyFrame>
  );
}
