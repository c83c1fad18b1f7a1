import { lazy } from 'react';
import { Button } from '@web/components/ui/button';
import type { BadgeAccount } from './badge-snippet-content';
import { DeferredDialog } from './deferred-dialog';
import { CodeIcon } from './icons';

const BadgeSnippetContent = lazy(async () => ({
  default: (await import('./badge-snippet-content')).BadgeSnippetContent,
}));

/**
 * 'Embed badge' on a verified account card: a dialog with the badge and the HTML snippet
 * to copy. The card is on its person's page, whose address the page keeps at the person's
 * name slug, so the snippet links to that address.
 */
export function BadgeSnippet({ account }: { account: BadgeAccount }) {
  return (
    <DeferredDialog
      address={`badge-${account.id}`}
      trigger={
        <Button variant="ghost" size="sm" className="text-muted-foreground">
          <CodeIcon className="size-4" />
          Embed badge
        </Button>
      }
    >
      {(dialog) => <BadgeSnippetContent account={account} {...dialog} />}
    </DeferredDialog>
  );
}
