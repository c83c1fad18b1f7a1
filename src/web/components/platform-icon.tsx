import type { ComponentProps } from 'react';
import {
  siDeviantart,
  siFacebook,
  siInstagram,
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
import { GlobeIcon } from './icons';

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
};

/**
 * Marks served as files (simple-icons' own, in public/platform-marks) and drawn as a mask in
 * the brand colour: their paths stay out of the home page's JavaScript, whose budget is nearly
 * spent.
 */
const MASK_MARKS = new Set(['mastodon', 'bluesky', 'github']);

interface PlatformLike {
  name: string;
  icon?: string | null;
  color?: string | null;
}

/**
 * The brand mark of a platform (a small "in" badge for LinkedIn, a globe for a website and
 * for unknown platforms), named by the platform unless `aria-label` says more. Other props
 * (focus, a tooltip trigger's handlers and ref) go to the mark itself, so it needs no wrapper.
 */
export function PlatformIcon({
  platform,
  className,
  ...rest
}: { platform: PlatformLike } & ComponentProps<'span'>) {
  const key = (platform.icon || findKnownPlatform(platform.name)?.icon || '').toLowerCase();
  const color = platform.color || findKnownPlatform(platform.name)?.color || undefined;
  const classes = cn('size-5 shrink-0', className);
  // The same handlers and attributes whichever element draws the mark.
  const svgProps = rest as ComponentProps<'svg'>;

  if (key === 'linkedin') {
    return (
      <svg
        viewBox="0 0 24 24"
        className={classes}
        role="img"
        aria-label={platform.name}
        {...svgProps}
      >
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
  if (MASK_MARKS.has(key)) {
    return (
      <span
        role="img"
        aria-label={platform.name}
        className={cn(classes, 'inline-block')}
        style={{
          backgroundColor: color,
          mask: `url(/platform-marks/${key}.svg) center / contain no-repeat`,
        }}
        {...rest}
      />
    );
  }
  const icon = BRAND_ICONS[key];
  if (!icon) {
    return (
      <GlobeIcon
        className={cn(classes, 'text-muted-foreground')}
        role="img"
        aria-label={platform.name}
        {...svgProps}
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
      {...svgProps}
    >
      <path d={icon.path} />
    </svg>
  );
}
