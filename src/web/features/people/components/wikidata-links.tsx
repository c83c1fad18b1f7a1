import type { ComponentProps } from 'react';
import { formatDay } from '@shared/dates';
import type { Person, SocialAccount } from '@shared/schemas/people';
import { wikidataItemUrl } from '@shared/wikidata-address';
import { ExternalLinkIcon } from '@web/components/icons';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/cn';
import { LISTING_WORDS } from '../wikidata-words';

/** Public domain dedication under which Wikidata publishes its data. */
const CC0_URL = 'https://creativecommons.org/publicdomain/zero/1.0/';

/** A link to Wikidata (or its licence), opened in a new tab. */
function WikidataLink({
  href,
  className,
  children,
  ...props
}: ComponentProps<'a'> & { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener external"
      className={cn('inline-flex w-fit items-center gap-1 hover:underline', className)}
      {...props}
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
      <ExternalLinkIcon className="size-3 shrink-0" />
    </a>
  );
}

/**
 * The person's Wikidata item and where the page's data comes from: CC0 asks for no
 * attribution, but readers should know that names and accounts were imported from there.
 */
export function WikidataItem({ person }: { person: Pick<Person, 'wikidataId'> }) {
  if (!person.wikidataId) return null;
  return (
    <div className="flex flex-col gap-1 border-t px-5 py-3 sm:px-8" data-testid="wikidata-item">
      <WikidataLink
        href={wikidataItemUrl(person.wikidataId)}
        className="text-sm font-medium text-primary"
      >
        Wikidata: {person.wikidataId}
      </WikidataLink>
      <p className="text-xs text-muted-foreground">
        Some data on this page comes from Wikidata, available under{' '}
        <WikidataLink href={CC0_URL} rel="noopener external license">
          CC0
        </WikidataLink>
      </p>
    </div>
  );
}

/**
 * What Wikidata says of an account, beside its status and never in the shape of the Verified
 * badge: the community decides the status, Wikidata is one source. A pending account that
 * Wikidata lists (the import brought it) shows it as an outlined chip linking to the claim; a
 * verified one, as a small note. An account Wikidata stopped listing says since when, whatever
 * its status.
 */
export function WikidataListingNote({
  account,
  chip = false,
  className,
}: {
  account: Pick<SocialAccount, 'wikidata'>;
  chip?: boolean;
  className?: string;
}) {
  const listing = account.wikidata;
  if (!listing) return null;
  if (listing.state === 'no_longer_listed') {
    return (
      <p className={cn('text-xs text-muted-foreground', className)} data-testid="wikidata-listing">
        {LISTING_WORDS.no_longer_listed}
        {listing.unlistedAt && ` since ${formatDay(listing.unlistedAt)}`}
      </p>
    );
  }
  const claimUrl = wikidataItemUrl(listing.itemId, listing.property);
  if (chip) {
    return (
      <Badge variant="outline" className={cn('text-foreground/80', className)}>
        <WikidataLink href={claimUrl} data-testid="wikidata-listing">
          {LISTING_WORDS.listed}
        </WikidataLink>
      </Badge>
    );
  }
  return (
    <WikidataLink
      href={claimUrl}
      className={cn('text-xs text-muted-foreground hover:text-primary', className)}
      data-testid="wikidata-listing"
    >
      {LISTING_WORDS.listed}
    </WikidataLink>
  );
}
