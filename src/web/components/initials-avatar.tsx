import { avatarHue } from '@shared/profile-image';
import { cn } from '@web/lib/cn';

export const AVATAR_SIZES = {
  sm: 'size-10 text-sm',
  md: 'size-14 text-lg',
  lg: 'size-24 text-3xl sm:size-28',
} as const;
export type AvatarSize = keyof typeof AVATAR_SIZES;

/**
 * A generated avatar: letters on a colour drawn from the name, so whoever it stands for has
 * the same colour on every page that shows them.
 */
export function InitialsAvatar({
  letters,
  name,
  size = 'md',
  className,
}: {
  letters: string;
  /** Who it stands for: its accessible name and the seed of its colour. */
  name: string;
  size?: AvatarSize;
  className?: string;
}) {
  const hue = avatarHue(name);
  return (
    <div
      role="img"
      aria-label={name || 'Avatar'}
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full font-semibold text-white select-none',
        AVATAR_SIZES[size],
        className,
      )}
      style={{
        backgroundImage: `linear-gradient(135deg, hsl(${hue} 65% 55%), hsl(${(hue + 40) % 360} 70% 42%))`,
      }}
    >
      {letters}
    </div>
  );
}
