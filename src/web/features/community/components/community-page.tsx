import { lazy, Suspense, useMemo } from 'react';
import { useStoredUser } from '@web/hooks/use-stored-user';
import { useComments } from '../api/get-comments';
import { useCommunityFilter } from '../hooks/use-community-filter';
import { fullName } from '../links';
import { CommentFeed } from './comment-feed';
import type { CommentPerson } from './comment-form';
import { FeaturedPeople } from './featured-people';
import { FilterBanner } from './filter-banner';
import { JoinPrompt } from './join-prompt';
import { PersonSearch } from './person-search';

// The form's code (react-hook-form, the comment schema, uploads) loads for a signed-in
// reader only; a visitor is invited to log in instead.
const CommentForm = lazy(async () => ({ default: (await import('./comment-form')).CommentForm }));

/**
 * The community feed: the comment form (or the invitation to log in), the person filter,
 * the comments with paging, and the Trending and Controversial lists beside them.
 */
export function CommunityPage() {
  const viewer = useStoredUser();
  const { criteria, setPerson, setPage } = useCommunityFilter();
  const personId = criteria.person?.id ?? null;
  const comments = useComments({ page: criteria.page, personId }, viewer?.id ?? null);

  const aboutName = comments.data?.comments.find((comment) => comment.person.id === personId);
  const filterName = criteria.person
    ? (criteria.person.name ??
      (aboutName ? fullName(aboutName.person) : `person #${criteria.person.id}`))
    : null;

  // The address names the person in one piece: the first word stands for the first name.
  const formPerson = useMemo<CommentPerson | null>(() => {
    if (!criteria.person) return null;
    const [firstName = '', ...rest] = (criteria.person.name ?? `Person #${criteria.person.id}`)
      .split(/\s+/)
      .filter(Boolean);
    return { id: criteria.person.id, firstName, lastName: rest.join(' '), profileImageUrl: null };
  }, [criteria.person]);

  const changePage = (page: number) => {
    setPage(page);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="flex min-w-0 flex-col gap-5">
        <header className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Community</h1>
          <p className="text-sm text-muted-foreground sm:text-base">
            What people are saying about the public figures in the directory.
          </p>
        </header>
        {viewer ? (
          <Suspense fallback={<JoinPrompt />}>
            <CommentForm viewer={viewer} defaultPerson={formPerson} />
          </Suspense>
        ) : (
          <JoinPrompt />
        )}
        <div className="flex flex-col gap-3">
          <PersonSearch
            label="Search for comments about a specific person"
            onSelect={(person) => setPerson({ id: person.id, name: fullName(person) })}
            className="[&_input]:h-11"
          />
          {filterName && <FilterBanner name={filterName} onClear={() => setPerson(null)} />}
        </div>
        <CommentFeed comments={comments} page={criteria.page} onPageChange={changePage} />
      </div>
      <aside aria-label="Trending and controversial people" className="flex flex-col gap-5">
        <FeaturedPeople kind="trending" />
        <FeaturedPeople kind="controversial" />
      </aside>
    </div>
  );
}
