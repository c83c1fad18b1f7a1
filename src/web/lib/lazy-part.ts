import { type ComponentType, lazy } from 'react';

const loading = new Set<Promise<unknown>>();

/**
 * React's `lazy` for a part of a page that loads its code after the page (a tooltip, the
 * filters' menus). A page the server drew holds such a part as HTML until its code has
 * come and React has hydrated it; `partsLoaded` tells when every part asked for has come.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  return lazy(() => {
    const loaded = load();
    loading.add(loaded);
    void loaded.finally(() => loading.delete(loaded)).catch(() => {});
    return loaded;
  });
}

/** Settles once every part asked for so far has loaded (or failed to). */
export async function partsLoaded(): Promise<void> {
  while (loading.size > 0) await Promise.allSettled([...loading]);
}
