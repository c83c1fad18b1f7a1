import { shownHandle } from '@shared/account-link';
import { Link } from 'react-router';
import { PlatformIcon } from '@web/components/platform-icon';
import { paths } from '@web/paths';

interface AccountRef {
  username: string;
  platform: { name: string };
  person: { id: number; firstName: string; lastName: string };
}

/** '@username on Platform', then the person it belongs to (linked to their page). */
export function AccountLine({ account }: { account: AccountRef }) {
  const { person } = account;
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <Link
        to={paths.person(person)}
        className="font-semibold break-words text-foreground hover:text-primary hover:underline"
      >
        {`${person.firstName} ${person.lastName}`.trim()}
      </Link>
      <p className="flex min-w-0 items-start gap-1.5 text-sm text-muted-foreground">
        <span aria-hidden="true" className="mt-0.5">
          <PlatformIcon platform={account.platform} className="size-3.5" />
        </span>
        <span className="min-w-0 break-words">
          <span className="font-medium text-foreground">{shownHandle(account.username)}</span> on{' '}
          {account.platform.name}
        </span>
      </p>
    </div>
  );
}
