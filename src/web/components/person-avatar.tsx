import { useState } from 'react';
import { avatarHue, chooseProfileImage, initials } from '@shared/profile-image';
import { cn } from '@web/lib/cn';

interface AvatarPerson {
  id: number;
  firstName?: string | null;
  lastName?: string | null;
  profile_image_url?: string | null;
  socialAccounts?: { profile_image_url?: string | null }[];
}

const SIZES = {
  sm: 'size-10 text-sm',
  md: 'size-14 text-lg',
  lg: 'size-24 text-3xl sm:size-28',
} as const;

/** The pictures' width and height attributes (the largest size each is shown at). */
const PIXELS = { sm: 40, md: 56, lg: 112 } as const;

/** A generated avatar: the initials on a colour that stays the same for the same name. */
export function InitialsAvatar({
  firstName,
  lastName,
  size = 'md',
  className,
}: {
  firstName?: string | null;
  lastName?: string | null;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const hue = avatarHue(`${firstName ?? ''} ${lastName ?? ''}`);
  return (
    <div
      role="img"
      aria-label={`${firstName ?? ''} ${lastName ?? ''}`.trim() || 'Avatar'}
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full font-semibold text-white select-none',
        SIZES[size],
        className,
      )}
      style={{
        backgroundImage: `linear-gradient(135deg, hsl(${hue} 65% 55%), hsl(${(hue + 40) % 360} 70% 42%))`,
      }}
    >
      {initials(firstName, lastName)}
    </div>
  );
}

/** The person's picture (their own, else an account's), falling back to initials when there is none or it fails to load. */
export function PersonAvatar({
  person,
  size = 'md',
  className,
}: {
  person: AvatarPerson;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const image = chooseProfileImage(person);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (image.kind === 'initials' || failedUrl === image.url) {
    return (
      <InitialsAvatar
        firstName={person.firstName}
        lastName={person.lastName}
        size={size}
        className={className}
      />
    );
  }
  return (
    <img
      src={image.url}
      alt={`${person.firstName ?? ''} ${person.lastName ?? ''}`.trim()}
      width={PIXELS[size]}
      height={PIXELS[size]}
      // The large picture heads the person page, above the fold: loading it lazily would delay it.
      loading={size === 'lg' ? 'eager' : 'lazy'}
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailedUrl(image.url)}
      className={cn('shrink-0 rounded-full bg-muted object-cover', SIZES[size], className)}
    />
  );
}
