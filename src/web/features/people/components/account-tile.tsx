import { shownHandle } from '@shared/account-link';
import type { SocialAccount } from '@shared/schemas/people';
import { PlatformIcon } from '@web/components/platform-icon';
import { Tooltip } from '@web/components/ui/tooltip';
import { AccountRating } from './account-rating';
import { LISTING_WORDS } from '../wikidata-words';
import { ExternalAccountLink } from './external-account-link';

/**
 * One account on a person card: platform icon with tooltip, handle, rating or pending note,
 * external link, and under them what Wikidata says of it (in words only: the claim's link and
 * the date it was dropped are on the person page, and their code would go over the home page's
 * JavaScript budget). The handle is shown whole: where it does not fit beside the rating, the
 * rating moves below it (the handle's flex basis is its own width, so only then).
 */
export function AccountTile({ account }: { account: SocialAccount }) {
  const label = `${shownHandle(account.username)} on ${account.platform.name}`;
  return (
    <li
      className="flex flex-wrap items-center gap-x-2.5 gap-y-0.5 rounded-lg border bg-background/60 py-1.5 pr-1 pl-2.5"
      data-testid="account-tile"
    >
      <Tooltip content={label}>
        <PlatformIcon
          platform={account.platform}
          tabIndex={0}
          aria-label={label}
          className="size-4.5"
        />
      </Tooltip>
      <span
        className="min-w-0 flex-auto text-sm text-foreground/90 wrap-anywhere"
        data-testid="account-handle"
      >
        {shownHandle(account.username)}
      </span>
      <span className="ml-auto flex items-center gap-2.5">
        <AccountRating account={account} />
        <ExternalAccountLink account={account} />
      </span>
      {account.wikidata && (
        <p className="basis-full pl-7 text-xs text-muted-foreground" data-testid="wikidata-listing">
          {LISTING_WORDS[account.wikidata.state]}
        </p>
      )}
    </li>
  );
}
