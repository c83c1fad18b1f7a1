import { accountLink } from '@shared/account-link';
import type { SocialAccount } from '@shared/schemas/people';
import { ExternalLinkIcon } from '@web/components/icons';
import { Button } from '@web/components/ui/button';

/** A button that opens the account on its platform in a new tab. */
export function ExternalAccountLink({
  account,
}: {
  account: Pick<SocialAccount, 'url' | 'username' | 'platform'>;
}) {
  const href = accountLink({
    url: account.url,
    username: account.username,
    platformName: account.platform.name,
  });
  return (
    <Button
      asChild
      variant="ghost"
      size="icon-sm"
      className="text-muted-foreground hover:text-primary"
    >
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Open @${account.username} on ${account.platform.name} in a new tab`}
      >
        <ExternalLinkIcon className="size-4" />
      </a>
    </Button>
  );
}
