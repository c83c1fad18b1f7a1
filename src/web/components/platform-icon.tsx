import { Globe } from 'lucide-react';
import {
  siBluesky,
  siDeviantart,
  siFacebook,
  siGithub,
  siInstagram,
  siMastodon,
  siSoundcloud,
  siSubstack,
  siTelegram,
  siTiktok,
  siTwitch,
  siX,
  siYoutube,
  type SimpleIcon,
} from 'simple-icons';
import { findKnownPlatform } from '@shared/platforms';
import { cn } from '@web/lib/cn';

const BRAND_ICONS: Record<string, SimpleIcon> = {
  x: siX,
  twitter: siX,
  instagram: siInstagram,
  facebook: siFacebook,
  youtube: siYoutube,
  tiktok: siTiktok,
  twitch: siTwitch,
  substack: siSubstack,
  telegram: siTelegram,
  soundcloud: siSoundcloud,
  deviantart: siDeviantart,
  mastodon: siMastodon,
  bluesky: siBluesky,
  github: siGithub,
};

interface PlatformLike {
  name: string;
  icon?: string | null;
  color?: string | null;
}

/**
 * The brand mark of a platform (a small "in" badge for LinkedIn, a globe for a website and
 * for unknown platforms).
 */
export function PlatformIcon({
  platform,
  className,
}: {
  platform: PlatformLike;
  className?: string;
}) {
  const key = (platform.icon || findKnownPlatform(platform.name)?.icon || '').toLowerCase();
  const color = platform.color || findKnownPlatform(platform.name)?.color || undefined;
  const classes = cn('size-5 shrink-0', className);

  if (key === 'linkedin') {
    return (
      <svg viewBox="0 0 24 24" className={classes} role="img" aria-label={platform.name}>
        <rect width="24" height="24" rx="4" fill={color ?? '#0A66C2'} />
        <text
          x="12"
          y="17.5"
          textAnchor="middle"
          fontFamily="Arial, Helvetica, sans-serif"
          fontWeight="700"
          fontSize="14"
          fill="#fff"
        >
          in
        </text>
      </svg>
    );
  }
  const icon = BRAND_ICONS[key];
  if (!icon) {
    return (
      <Globe
        className={cn(classes, 'text-muted-foreground')}
        role="img"
        aria-label={platform.name}
      />
    );
  }
  return (
    <svg
      viewBox="0 0 24 24"
      className={classes}
      role="img"
      aria-label={platform.name}
      fill={color ?? `#${icon.hex}`}
    >
      <path d={icon.path} />
    </svg>
  );
}
