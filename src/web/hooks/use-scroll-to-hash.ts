import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** How long the element is held in place while the rest of the page is still loading. */
const SETTLING_MS = 3000;
const PERSON_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls to the element the address's #fragment names once `ready` (its data has arrived):
 * the router scrolls on navigation, before a page's data has rendered the element. Parts of
 * the page above it that finish loading later would push it out of view (the browser does not
 * anchor a page that is still scrolled to its top), so it is scrolled to again whenever the
 * page's height changes, until the reader scrolls on their own or the page has settled.
 */
export function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    const scrollToTarget = () => target.scrollIntoView({ block: 'start' });
    scrollToTarget();
    const pageResized = new ResizeObserver(scrollToTarget);
    pageResized.observe(document.body);
    const stop = () => {
      pageResized.disconnect();
      clearTimeout(settled);
      for (const event of PERSON_SCROLLS) window.removeEventListener(event, stop);
    };
    const settled = setTimeout(stop, SETTLING_MS);
    for (const event of PERSON_SCROLLS) window.addEventListener(event, stop, { passive: true });
    return stop;
  }, [ready, hash]);
}
