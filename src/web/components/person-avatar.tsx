import { useState } from 'react';
import { chooseProfileImage, initials } from '@shared/profile-image';
import { cn } from '@web/lib/cn';
import { AVATAR_SIZES, type AvatarSize, InitialsAvatar } from './initials-avatar';

interface AvatarPerson {
  id: number;
  firstName?: string | null;
  lastName?: string | null;
  profile_image_url?: string | null;
  socialAccounts?: { profile_image_url?: string | null }[];
}

/** The pictures' width and height attributes (the largest size each is shown at). */
const PIXELS = { sm: 40, md: 56, lg: 112 } as const;

/** The person's picture (their own, else an account's), falling back to initials when there is none or it fails to load. */
export function PersonAvatar({
  person,
  size = 'md',
  className,
}: {
  person: AvatarPerson;
  size?: AvatarSize;
  className?: string;
}) {
  const image = chooseProfileImage(person);
  const name = `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (image.kind === 'initials' || failedUrl === image.url) {
    return (
      <InitialsAvatar
        letters={initials(person.firstName, person.lastName)}
        name={name}
        size={size}
        className={className}
      />
    );
  }
  return (
    <img
      src={image.url}
      alt={name}
      width={PIXELS[size]}
      height={PIXELS[size]}
      // The large picture heads the person page, above the fold: loading it lazily would delay it.
      loading={size === 'lg' ? 'eager' : 'lazy'}
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailedUrl(image.url)}
      className={cn('shrink-0 rounded-full bg-muted object-cover', AVATAR_SIZES[size], className)}
    />
  );
}
