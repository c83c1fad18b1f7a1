import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the element the address's #fragment names once `ready` (its data has arrived):
 * the router scrolls on navigation, before a page's data has rendered the element.
 */
export function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);
}
