import { LayoutGridIcon, MessagesSquareIcon } from '@web/components/icons';
import { Link } from 'react-router';
import { useStoredUser } from '@web/hooks/use-stored-user';
import { cn } from '@web/lib/cn';
import { paths } from '@web/paths';

/** The Directory / Community switch shown above the search bar on small screens to signed-out visitors. */
export function MobileSectionTabs({ active }: { active: 'directory' | 'community' }) {
  const user = useStoredUser();
  if (user) return null;
  const tab = (selected: boolean) =>
    cn(
      'flex flex-1 items-center justify-center gap-2 rounded-md px-3 py-2 text-sm font-medium transition-colors',
      selected ? 'bg-card text-foreground shadow-sm' : 'text-foreground/75 hover:text-foreground',
    );
  return (
    <nav aria-label="Sections" className="flex gap-1 rounded-lg bg-muted p-1 md:hidden">
      <Link
        to={paths.home}
        className={tab(active === 'directory')}
        aria-current={active === 'directory' ? 'page' : undefined}
      >
        <LayoutGridIcon className="size-4" aria-hidden="true" />
        Directory
      </Link>
      <Link
        to={paths.community}
        className={tab(active === 'community')}
        aria-current={active === 'community' ? 'page' : undefined}
      >
        <MessagesSquareIcon className="size-4" aria-hidden="true" />
        Community
      </Link>
    </nav>
  );
}
