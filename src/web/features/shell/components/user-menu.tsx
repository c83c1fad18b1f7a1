import {
  ChevronDown,
  KeyRound,
  LayoutGrid,
  LogOut,
  MessagesSquare,
  Shield,
  UserRound,
} from 'lucide-react';
import { useNavigate } from 'react-router';
import { canOpenDashboard } from '@shared/permissions';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { UserAvatar } from '@web/components/user-avatar';
import type { StoredUser } from '@web/lib/session-storage';
import { paths } from '@web/paths';
import { useLogout } from '../hooks/use-logout';

/** The signed-in user's menu: Profile, Change Password, Log out. */
export function UserMenu({ user }: { user: StoredUser }) {
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    // Not modal: a modal menu hides the page (aria-hidden) while its links can still take focus.
    <DropdownMenu modal={false}>
      {/* Named by its text, not aria-label, which would have to hold the avatar's letters too. */}
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="gap-2 px-2">
          <span className="sr-only">Account menu for </span>
          <span aria-hidden="true" className="flex">
            <UserAvatar username={user.username} size="sm" className="size-7 text-xs" />
          </span>
          <span className="max-w-32 truncate max-sm:sr-only">{user.username}</span>
          <ChevronDown className="size-4 text-muted-foreground" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel className="truncate">{user.username}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <div className="md:hidden">
          <DropdownMenuItem onSelect={() => void navigate(paths.home)}>
            <LayoutGrid />
            Directory
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void navigate(paths.community)}>
            <MessagesSquare />
            Community
          </DropdownMenuItem>
          {canOpenDashboard(user) && (
            <DropdownMenuItem onSelect={() => void navigate(paths.admin)}>
              <Shield />
              Admin
            </DropdownMenuItem>
          )}
          <DropdownMenuSeparator />
        </div>
        <DropdownMenuItem onSelect={() => void navigate(paths.profile)}>
          <UserRound />
          Profile
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void navigate(paths.changePassword)}>
          <KeyRound />
          Change Password
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void logout()}>
          <LogOut />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
