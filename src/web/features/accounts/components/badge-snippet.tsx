import { Code } from 'lucide-react';
import { useId } from 'react';
import { useLocation } from 'react-router';
import { badgePath, VERIFIED_BADGE_TEXT } from '@shared/badge';
import { CopyButton } from '@web/components/copy-button';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';

/** The HTML another site pastes to show the badge, linked to the person page. */
function badgeSnippet(origin: string, personPagePath: string, accountId: number) {
  return (
    `<a href="${origin}${personPagePath}">` +
    `<img src="${origin}${badgePath(accountId)}" alt="${VERIFIED_BADGE_TEXT}"></a>`
  );
}

/**
 * 'Embed badge' on a verified account card: a dialog with the badge and the HTML snippet
 * to copy. The card is on its person's page, whose address the page keeps at the person's
 * name slug, so the snippet links to that address.
 */
export function BadgeSnippet({ account }: { account: { id: number; username: string } }) {
  const { pathname } = useLocation();
  const fieldId = useId();
  const origin = window.location.origin;
  const snippet = badgeSnippet(origin, pathname, account.id);
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="text-muted-foreground">
          <Code className="size-4" aria-hidden="true" />
          Embed badge
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Embed the badge of @{account.username}</DialogTitle>
          <DialogDescription>
            Show on your own site that this account is verified. The badge follows its current state
            and links to this page.
          </DialogDescription>
        </DialogHeader>
        <img
          src={badgePath(account.id)}
          alt={VERIFIED_BADGE_TEXT}
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
      </DialogContent>
    </Dialog>
  );
}
