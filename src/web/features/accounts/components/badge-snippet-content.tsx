import { useId } from 'react';
import { useLocation } from 'react-router';
import { badgePath, VERIFIED_BADGE_TEXT } from '@shared/badge';
import type { Tier } from '@shared/schemas/trust';
import { CopyButton } from '@web/components/copy-button';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { usePageOrigin } from '@web/lib/page-context';
import { tierBadgeText } from '@web/lib/tier-words';
import { AccountDialog } from './account-dialog';
import type { DeferredDialogProps } from './deferred-dialog';

/** The HTML another site pastes to show the badge, linked to the person page. */
function badgeSnippet(origin: string, personPagePath: string, accountId: number, alt: string) {
  return (
    `<a href="${origin}${personPagePath}">` +
    `<img src="${origin}${badgePath(accountId)}" alt="${alt}"></a>`
  );
}

/** An account whose badge is embedded; its tier, when known, is what the badge says. */
export interface BadgeAccount {
  id: number;
  username: string;
  verification?: { tier: Tier | null };
}

/** The badge dialog of an account (BadgeSnippet loads it when first opened). */
export function BadgeSnippetContent({
  account,
  ...dialog
}: { account: BadgeAccount } & DeferredDialogProps) {
  const { pathname } = useLocation();
  const fieldId = useId();
  const origin = usePageOrigin();
  const tier = account.verification?.tier;
  // The badge's own words ("Proven on VerifiedVoices"), the general ones when the tier is unknown.
  const alt = tier ? tierBadgeText(tier) : VERIFIED_BADGE_TEXT;
  const snippet = badgeSnippet(origin, pathname, account.id, alt);
  return (
    <AccountDialog
      title={`Embed the badge of @${account.username}`}
      description="Show on your own site that this account is verified. The badge follows its current state and links to this page."
      {...dialog}
    >
      <img
        src={badgePath(account.id)}
        alt={alt}
        className="h-5 w-auto self-start"
        data-testid="badge-preview"
      />
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={fieldId}>HTML</Label>
          <CopyButton text={snippet} what="badge HTML" />
        </div>
        <Textarea
          id={fieldId}
          readOnly
          value={snippet}
          rows={4}
          className="min-h-0 resize-none font-mono text-xs break-all sm:text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
    </AccountDialog>
  );
}
