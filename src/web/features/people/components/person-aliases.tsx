import { LogIn } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { can, refusalOf } from '@shared/permissions';
import type { Alias, Person } from '@shared/schemas/people';
import { useSignInPath } from '@web/hooks/use-sign-in-path';
import { useStoredUser } from '@web/hooks/use-stored-user';
import { cn } from '@web/lib/cn';
import { useAwaitingSession } from '@web/lib/page-context';
import type { StoredUser } from '@web/lib/session-storage';
import { fullName } from '../accounts';
import { RemoveAliasButton } from './remove-alias-button';

// The form's code (react-hook-form, the alias schema) loads for a member only.
const AddAliasForm = lazy(async () => ({
  default: (await import('./member-forms')).AddAliasForm,
}));

/** The room the add form takes (two rows on a phone, one wider up), kept until it is rendered. */
function FormRoom() {
  return <div className="h-[8.5rem] sm:h-[3.875rem]" aria-hidden="true" />;
}

/** Whoever added an alias may remove it; an admin removes any. */
const mayRemove = (user: StoredUser | null, alias: Alias) =>
  can(user, 'delete:alias:own', { ownerId: alias.addedById }) || can(user, 'manage:people');

function AliasList({ person, user }: { person: Person; user: StoredUser | null }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {person.aliases.map((alias) => {
        const removable = mayRemove(user, alias);
        return (
          <li
            key={alias.id}
            className={cn(
              'inline-flex max-w-full items-center gap-1.5 rounded-full border bg-card py-1 pl-3 text-sm shadow-xs',
              removable ? 'pr-1' : 'pr-3',
            )}
          >
            <bdi lang={alias.language ?? undefined} className="min-w-0 font-medium break-words">
              {alias.name}
            </bdi>
            {alias.language && (
              <span className="rounded-sm border px-1 font-mono text-[0.6875rem] leading-4 text-muted-foreground">
                {alias.language}
              </span>
            )}
            {removable && (
              <RemoveAliasButton personId={person.id} personName={fullName(person)} alias={alias} />
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** What a reader may do about the list: add (a member), confirm their e-mail first, or sign in. */
function AddAlias({ person, user }: { person: Person; user: StoredUser | null }) {
  const signInPath = useSignInPath();
  const awaitingSession = useAwaitingSession();
  if (awaitingSession) return <FormRoom />;
  if (!user) {
    return (
      <Link
        to={signInPath}
        className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-primary hover:underline"
      >
        <LogIn className="size-4" aria-hidden="true" />
        Log in to add a name
      </Link>
    );
  }
  if (refusalOf(user, 'add:alias') === 'verify-email') {
    return (
      <p className="text-sm text-muted-foreground">Verify your e-mail address to add a name.</p>
    );
  }
  return (
    <Suspense fallback={<FormRoom />}>
      <AddAliasForm personId={person.id} />
    </Suspense>
  );
}

/**
 * The header's 'Also known as' strip: the person's other names (stage names, names in other
 * scripts), each marked with its language so screen readers and fonts read it right. A
 * visitor sees it only when there are some; a member also finds the form to add one.
 */
export function PersonAliases({ person }: { person: Person }) {
  const user = useStoredUser();
  const awaitingSession = useAwaitingSession();
  const hasAliases = person.aliases.length > 0;
  if (!hasAliases && !user && !awaitingSession) return null;
  return (
    <section
      aria-labelledby="aliases-heading"
      className="flex flex-col gap-3 border-t px-5 py-4 sm:px-8"
    >
      <h2
        id="aliases-heading"
        className="text-xs font-semibold tracking-wide text-muted-foreground uppercase"
      >
        Also known as
      </h2>
      {hasAliases ? (
        <AliasList person={person} user={user} />
      ) : (
        <p className="text-sm text-muted-foreground">
          No other names yet: a stage name, a birth name or the name in another script.
        </p>
      )}
      <AddAlias person={person} user={user} />
    </section>
  );
}
