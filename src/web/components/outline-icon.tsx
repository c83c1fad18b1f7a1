import type { ComponentProps } from 'react';

export type IconProps = Omit<ComponentProps<'svg'>, 'children'>;

/**
 * One of Lucide's outline icons (ISC licence), its strokes, circles and lines joined into a
 * single path: lucide-react draws an element for each, and the directory's cards repeat these
 * icons dozens of times. Decorative (aria-hidden) unless given a label. The icons are kept
 * beside the pages that show them (a module's icons all load with it): the directory cards'
 * in components/icons.tsx, the person page's in its features. They carry no display name:
 * it would only serve the developer tools, and every first load would pay for it.
 */
export function outlineIcon(d: string) {
  function Icon(props: IconProps) {
    const labelled = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined;
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={labelled ? undefined : true}
        {...props}
      >
        <path d={d} />
      </svg>
    );
  }
  return Icon;
}
