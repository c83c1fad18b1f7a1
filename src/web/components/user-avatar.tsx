import { usernameInitials } from '@shared/profile-image';
import { type AvatarSize, InitialsAvatar } from './initials-avatar';

/**
 * A user's avatar (users have no pictures): the initials of their username on a colour
 * rendered from it, the same in the header, on their profile and beside what they wrote.
 */
export function UserAvatar({
  username,
  size,
  className,
}: {
  username: string;
  size?: AvatarSize;
  className?: string;
}) {
  return (
    <InitialsAvatar
      letters={usernameInitials(username)}
      name={username}
      size={size}
      className={className}
    />
  );
}
