import { type ComponentType, lazy } from 'react';

type Loader = () => Promise<unknown>;

/** The loaders of the lazily loaded parts of the pages whose code has run so far. */
const partLoaders = new Set<Loader>();

/**
 * React's `lazy` for a part of a page that loads its code after the page (a tooltip, the
 * filters' menus). Once its code is here, the part renders at once, with no suspending: a
 * page the server drew is hydrated with it in place (see loadParts), and answers a click
 * on it as soon as the page is hydrated.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  let loaded: { default: ComponentType<Props> } | undefined;
  const loadOnce = async () => {
    loaded ??= await load();
    return loaded;
  };
  partLoaders.add(loadOnce);
  return lazy(() => (loaded ? settledWith(loaded) : loadOnce()));
}

/**
 * A thenable that calls back at once: React's `lazy` then takes the component in the same
 * render (a promise, even a resolved one, would call back later and make it suspend).
 */
function settledWith<Module>(module: Module): Promise<Module> {
  const thenable = { then: (onSettled: (value: Module) => unknown) => onSettled(module) };
  return thenable as unknown as Promise<Module>;
}

/**
 * Loads the code of every part the page's modules declare (main.tsx, before hydrating a
 * page the server drew, whose HTML already holds them); a part that fails stays lazy.
 */
export async function loadParts(): Promise<void> {
  await Promise.allSettled([...partLoaders].map((loadPart) => loadPart()));
}
