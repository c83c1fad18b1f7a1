import { shownHandle } from '@shared/account-link';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { relativeTime } from '@shared/dates';
import type { IdentityAnchor } from '@shared/schemas/anchors';
import type { PersonDetail } from '@shared/schemas/person-detail';
import { ExternalLinkIcon, GlobeIcon } from '@web/components/icons';
import { PlatformIcon } from '@web/components/platform-icon';
import { Card } from '@web/components/ui/card';
import { useStoredUser } from '@web/hooks/use-stored-user';
import { useAwaitingSession, useNow } from '@web/lib/page-context';
import { paths } from '@web/paths';
import { fullName } from '../accounts';
import { SuggestOfficialSite } from './suggest-official-site';

function UserLink({ username }: { username: string }) {
  return (
    <Link to={paths.user(username)} className="font-medium text-primary hover:underline">
      {shownHandle(username)}
    </Link>
  );
}

/**
 * Where the site came from and who confirmed it, when: "confirmed by @admin, 3 days ago";
 * "from the person’s Wikidata item · confirmed by a moderator, …"; "suggested by @ada ·
 * confirmed by @admin, …".
 */
function AnchorOrigin({ anchor }: { anchor: IdentityAnchor }) {
  const now = useNow();
  const when = relativeTime(anchor.confirmedAt ?? anchor.createdAt, now);
  let from: ReactNode = null;
  if (anchor.source === 'wikidata') from = 'from the person’s Wikidata item · ';
  if (anchor.source === 'member') {
    from = anchor.setBy ? (
      <>
        suggested by <UserLink username={anchor.setBy.username} /> ·{' '}
      </>
    ) : (
      'suggested by a member · '
    );
  }
  return (
    <>
      {from}confirmed by{' '}
      {anchor.confirmedBy ? <UserLink username={anchor.confirmedBy.username} /> : 'a moderator'},{' '}
      {when}
    </>
  );
}

/** The accounts the site's page links to with rel="me", as it read at its last check. */
function AnchorLinks({ links }: { links: IdentityAnchor['links'] }) {
  if (links.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 pt-1 text-xs">
      <span className="text-muted-foreground">Its page links to</span>
      <ul className="contents">
        {links.map((link) => (
          <li
            key={`${link.platform} ${link.username}`}
            className="inline-flex max-w-full items-center gap-1 rounded-full border px-2 py-0.5"
          >
            <PlatformIcon
              platform={{ name: link.platform }}
              className="size-3 shrink-0"
              aria-hidden="true"
            />
            <span className="break-all">{shownHandle(link.username)}</span>{' '}
            <span className="text-muted-foreground">on {link.platform}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function AnchorItem({ anchor }: { anchor: IdentityAnchor }) {
  return (
    <li className="flex min-w-0 flex-col gap-0.5 py-3">
      <a
        href={anchor.url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex w-fit items-center gap-1 font-semibold break-all text-primary hover:underline"
      >
        {anchor.root}
        <span className="sr-only"> (opens in a new tab)</span>
        <ExternalLinkIcon className="size-3.5 shrink-0" />
      </a>
      <p className="text-sm break-words">{anchor.reason}</p>
      <p className="text-xs text-muted-foreground">
        <AnchorOrigin anchor={anchor} />
      </p>
      <AnchorLinks links={anchor.links} />
    </li>
  );
}

/** The room the suggest control takes, kept until the reader's session is known. */
function ControlRoom() {
  return <div className="h-8" aria-hidden="true" />;
}

/**
 * The person's official sites (the roots a moderator confirmed): each address links to the
 * site, with the reason given, where it came from and who confirmed it, and the accounts its
 * page links to. A page inside one of them that links to an account with rel="me" proves the
 * account, so readers see where that trust comes from. A visitor sees the section only when
 * there are sites; a member also finds the way to suggest one.
 */
export function OfficialSites({
  person,
}: {
  person: Pick<PersonDetail, 'id' | 'firstName' | 'lastName' | 'anchors'>;
}) {
  const user = useStoredUser();
  const awaitingSession = useAwaitingSession();
  const { anchors } = person;
  const name = fullName(person);
  if (anchors.length === 0 && !user && !awaitingSession) return null;
  return (
    <section aria-labelledby="official-sites-heading" className="flex flex-col gap-4">
      <div className="flex items-start gap-3">
        <GlobeIcon className="mt-0.5 size-6 shrink-0 text-primary" />
        <div>
          <h2 id="official-sites-heading" className="text-xl font-semibold tracking-tight">
            Official sites
          </h2>
          <p className="text-sm text-pretty text-muted-foreground">
            Sites a moderator confirmed as {name}’s own. A page at or below one of these addresses
            that links to an account with rel="me" proves it.
          </p>
        </div>
      </div>
      {anchors.length > 0 ? (
        <Card className="px-4 sm:px-5">
          <ul className="flex flex-col divide-y" data-testid="official-sites">
            {anchors.map((anchor) => (
              <AnchorItem key={anchor.id} anchor={anchor} />
            ))}
          </ul>
        </Card>
      ) : (
        <p className="rounded-xl border border-dashed bg-card px-4 py-4 text-sm text-muted-foreground">
          No official site is confirmed yet.
        </p>
      )}
      {awaitingSession ? (
        <ControlRoom />
      ) : (
        <SuggestOfficialSite person={{ id: person.id, name }} user={user} />
      )}
    </section>
  );
}
