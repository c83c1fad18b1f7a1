import { shownHandle } from '@shared/account-link';
import { BadgeCheck, LoaderCircle, ScanSearch } from 'lucide-react';
import { Link } from 'react-router';
import type { IdentityAnchor } from '@shared/schemas/anchors';
import { PlatformIcon } from '@web/components/platform-icon';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api/error-message';
import { paths } from '@web/paths';
import { useCheckOfficialSite } from '../api/check-official-site';

/** A site confirmed here, with its person, for the moderator to read now. */
export interface ConfirmedSite {
  anchor: IdentityAnchor;
  person: { name: string; slug: string };
}

/** Why a read found no page to take links from, in words. */
const UNREAD_WORDS: Partial<Record<IdentityAnchor['state'], string>> = {
  failing:
    'Its page could not be read: it answered with an error, or sent the reader away from this address.',
  unreachable: 'Its page could not be reached. It is read again later.',
};

/** What a read of the site's page found: the accounts it links to with rel="me", or why none. */
function ReadResult({ anchor }: { anchor: IdentityAnchor }) {
  if (anchor.state !== 'passing') {
    return (
      <p className="text-sm text-muted-foreground">
        {UNREAD_WORDS[anchor.state] ?? 'Its page could not be read. It is read again later.'}
      </p>
    );
  }
  if (anchor.links.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        Its page links to no account with rel="me": no account is proven by it yet.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-1.5 text-sm">
      <p>Its page links with rel="me" to these accounts, proven the person’s:</p>
      <ul className="flex flex-wrap gap-2" aria-label={`Accounts ${anchor.root} links to`}>
        {anchor.links.map((link) => (
          <li
            key={`${link.platform} ${link.username}`}
            className="inline-flex max-w-full items-center gap-1.5 rounded-full border bg-card px-2.5 py-0.5"
          >
            <PlatformIcon
              platform={{ name: link.platform }}
              className="size-3.5"
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

/**
 * A site the moderator just confirmed: what the server said, and "Read the site now", which
 * reads its page at once (the scheduler would within minutes) and shows what it links to.
 */
export function ConfirmedOfficialSite({
  site,
  onDone,
}: {
  site: ConfirmedSite;
  onDone: () => void;
}) {
  const check = useCheckOfficialSite();
  const { anchor, person } = site;
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-success/30 bg-success/5 p-4"
      data-testid="confirmed-official-site"
    >
      <p className="flex items-start gap-2 text-sm">
        <BadgeCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
        <span className="min-w-0 break-words">
          Confirmed: <span className="font-medium break-all">{anchor.root}</span> is an official
          site of{' '}
          <Link to={paths.personBySlug(person.slug)} className="font-medium hover:underline">
            {person.name}
          </Link>
          . The scheduler reads its page within minutes; you can read it now.
        </span>
      </p>
      <div aria-live="polite">
        {check.isSuccess && <ReadResult anchor={check.data} />}
        {check.isError && (
          <p className="text-sm text-destructive">
            {errorMessage(check.error, 'Failed to read the site')}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={check.isPending}
          aria-busy={check.isPending || undefined}
          onClick={() => check.mutate(anchor.id)}
        >
          {check.isPending ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <ScanSearch className="size-4" aria-hidden="true" />
          )}
          {check.isSuccess ? 'Read it again' : 'Read the site now'}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          Done
        </Button>
      </div>
    </li>
  );
}
