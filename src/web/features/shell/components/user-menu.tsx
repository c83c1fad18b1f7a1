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
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          className="gap-2 px-2"
          aria-label={`Account menu for ${user.username}`}
        >
          <UserAvatar username={user.username} size="sm" className="size-7 text-xs" />
          <span className="hidden max-w-32 truncate sm:inline">{user.username}</span>
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
