import escapeHtml from 'escape-html';
import { TIER_BADGE_WORDS } from '@shared/badge';
import { PRODUCT_NAME } from '@shared/constants';
import type { BadgeState } from './service';

interface BadgeLook {
  /** The coloured left part. */
  status: string;
  color: string;
  /** The whole badge in words, for screen readers. */
  label: string;
}

const SITE_PART = `on ${PRODUCT_NAME}`;
const look = (status: string, color: string) => ({
  status,
  color,
  label: `${status.replace(/^✓ /, '')} ${SITE_PART}`,
});
// Each tier says itself (decision 0031). White text on each colour keeps a contrast of at
// least 4.5:1.
const LOOKS: Record<BadgeState, BadgeLook> = {
  proven: look(`✓ ${TIER_BADGE_WORDS.proven}`, '#2e7d32'),
  moderator: look(`✓ ${TIER_BADGE_WORDS.moderator}`, '#1d4ed8'),
  community: look(`✓ ${TIER_BADGE_WORDS.community}`, '#3f6212'),
  pending: look('Pending', '#b45309'),
  unverified: look('Not verified', '#6b7280'),
};
const SITE_COLOR = '#3f3f46';

const HEIGHT = 20;
const PADDING = 6;
const FONT = 'Verdana,Geneva,DejaVu Sans,sans-serif';
/**
 * Verdana's average advance at 11 px. Each text is stretched to its computed length
 * (textLength), so another font on the reader's machine still fits its part.
 */
const CHARACTER_WIDTH = 7;

const textWidth = (text: string) => Math.round([...text].length * CHARACTER_WIDTH);

/** One text of the badge, centred in its part; escape-html's entities are all XML's too. */
function centredText(text: string, left: number, partWidth: number) {
  const x = left + partWidth / 2;
  return (
    `<text x="${x}" y="14" textLength="${partWidth - 2 * PADDING}" ` +
    `lengthAdjust="spacingAndGlyphs">${escapeHtml(text)}</text>`
  );
}

/**
 * A two-part badge in the style of shields.io, 20 px high: the state on its colour, then
 * the site's name. Its accessible name says the same in one sentence.
 */
export function renderBadge(state: BadgeState): string {
  const { status, color } = LOOKS[state];
  const label = escapeHtml(LOOKS[state].label);
  const statusWidth = textWidth(status) + 2 * PADDING;
  const siteWidth = textWidth(SITE_PART) + 2 * PADDING;
  const width = statusWidth + siteWidth;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEIGHT}" `,
    `viewBox="0 0 ${width} ${HEIGHT}" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    `<clipPath id="rounded"><rect width="${width}" height="${HEIGHT}" rx="3"/></clipPath>`,
    `<g clip-path="url(#rounded)">`,
    `<rect width="${statusWidth}" height="${HEIGHT}" fill="${color}"/>`,
    `<rect x="${statusWidth}" width="${siteWidth}" height="${HEIGHT}" fill="${SITE_COLOR}"/>`,
    `</g>`,
    `<g fill="#fff" text-anchor="middle" font-family="${FONT}" font-size="11">`,
    centredText(status, 0, statusWidth),
    centredText(SITE_PART, statusWidth, siteWidth),
    `</g></svg>\n`,
  ].join('');
}
