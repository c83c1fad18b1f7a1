import { BadgeCheck, CalendarDays, Lock, Mail, ShieldCheck } from 'lucide-react';
import type { Profile } from '@shared/schemas/profiles';
import { Badge } from '@web/components/ui/badge';
import { Card } from '@web/components/ui/card';
import { UserAvatar } from '@web/components/user-avatar';
import { formatDay } from '@shared/dates';

/**
 * The top of a profile: initials avatar, username, 'Verified User' badge, join date and,
 * on one's own profile only, the e-mail address with a note that it is private.
 */
export function ProfileHeader({ user, email }: { user: Profile['user']; email?: string }) {
  return (
    <Card className="overflow-hidden">
      <div
        className="h-20 bg-gradient-to-r from-primary/15 via-accent to-primary/5 sm:h-24"
        aria-hidden="true"
      />
      <div className="flex flex-col gap-4 px-5 pb-6 sm:flex-row sm:items-start sm:gap-6 sm:px-8">
        <div aria-hidden="true" className="-mt-12 sm:-mt-14">
          <UserAvatar username={user.username} size="lg" className="ring-4 ring-card" />
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2 sm:pt-4">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight break-all sm:text-3xl">
              {user.username}
            </h1>
            {user.isVerified && (
              <Badge variant="success">
                <BadgeCheck aria-hidden="true" />
                Verified User
              </Badge>
            )}
            {user.role === 'admin' && (
              <Badge variant="secondary">
                <ShieldCheck aria-hidden="true" />
                Admin
              </Badge>
            )}
          </div>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <CalendarDays className="size-4" aria-hidden="true" />
            Member since {formatDay(user.createdAt)}
          </p>
          {email !== undefined && (
            <div
              className="flex flex-col gap-1 rounded-lg border bg-muted/40 px-3 py-2 text-sm sm:w-fit"
              data-testid="profile-email"
            >
              <span className="flex min-w-0 items-center gap-1.5">
                <Mail className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="sr-only">Email: </span>
                <span className="font-medium break-all">{email}</span>
              </span>
              <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
                <Lock className="size-3.5 shrink-0" aria-hidden="true" />
                Your email is private and only visible to you.
              </span>
            </div>
          )}
        </div>
      </div>
    </Card>
  );
}
