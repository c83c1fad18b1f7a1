import { Link } from 'react-router';
import { relativeTime } from '@shared/dates';
import type { IdentityAnchor } from '@shared/schemas/anchors';
import { ExternalLinkIcon, GlobeIcon } from '@web/components/icons';
import { Card } from '@web/components/ui/card';
import { useNow } from '@web/lib/page-context';
import { paths } from '@web/paths';

/** Who named the site and when: "set by @admin, 3 days ago", or "from Wikidata". */
function AnchorOrigin({ anchor }: { anchor: IdentityAnchor }) {
  const now = useNow();
  if (anchor.source === 'wikidata') return <>from Wikidata</>;
  const when = relativeTime(anchor.createdAt, now);
  if (!anchor.setBy) return <>set by an administrator, {when}</>;
  return (
    <>
      set by{' '}
      <Link
        to={paths.user(anchor.setBy.username)}
        className="font-medium text-primary hover:underline"
      >
        @{anchor.setBy.username}
      </Link>
      , {when}
    </>
  );
}

/** Who named these sites as the person's: an administrator, Wikidata's item, or both. */
function namedBy(anchors: IdentityAnchor[]) {
  const fromWikidata = anchors.filter((anchor) => anchor.source === 'wikidata').length;
  if (fromWikidata === 0) return 'an administrator named';
  if (fromWikidata === anchors.length) return 'the person’s Wikidata item lists';
  return 'an administrator named, or the person’s Wikidata item lists,';
}

/**
 * The person's official sites (identity anchors): each host links to the site, with the
 * reason given and who set it (an administrator, or the Wikidata import). A page on one of
 * them that links to an account is what anchors the account, so readers see where that
 * trust comes from.
 */
export function OfficialSites({ anchors, name }: { anchors: IdentityAnchor[]; name: string }) {
  if (anchors.length === 0) return null;
  return (
    <section aria-labelledby="official-sites-heading" className="flex flex-col gap-4">
      <div className="flex items-start gap-3">
        <GlobeIcon className="mt-0.5 size-6 shrink-0 text-primary" />
        <div>
          <h2 id="official-sites-heading" className="text-xl font-semibold tracking-tight">
            Official sites
          </h2>
          <p className="text-sm text-muted-foreground">
            Sites {namedBy(anchors)} as {name}’s own. A page there that links to an account anchors
            it.
          </p>
        </div>
      </div>
      <Card className="px-4 sm:px-5">
        <ul className="flex flex-col divide-y" data-testid="official-sites">
          {anchors.map((anchor) => (
            <li key={anchor.id} className="flex min-w-0 flex-col gap-0.5 py-3">
              <a
                href={anchor.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex w-fit items-center gap-1 font-semibold break-all text-primary hover:underline"
              >
                {anchor.host}
                <span className="sr-only"> (opens in a new tab)</span>
                <ExternalLinkIcon className="size-3.5 shrink-0" />
              </a>
              <p className="text-sm break-words">{anchor.reason}</p>
              <p className="text-xs text-muted-foreground">
                <AnchorOrigin anchor={anchor} />
              </p>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}
