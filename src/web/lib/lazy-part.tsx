import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';

type Loader = () => Promise<unknown>;

/** The loaders of the lazily loaded parts of the pages whose code has run so far. */
const partLoaders = new Set<Loader>();

/**
 * A part of a page that loads its code after the page (a tooltip, the filters' menus),
 * shown as `fallback` until then. Once its code is here the part is rendered in place, with no
 * Suspense boundary: the server and the browser both load the parts of a page before
 * rendering or hydrating it (loadParts), so a rendered page is hydrated with its parts in one
 * pass, and they answer the first hover or click (React hydrates a Suspense boundary later,
 * at its lowest priority).
 */
export function lazyPart<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  let loaded: ComponentType<Props> | undefined;
  const loadOnce = async () => {
    const module = await load();
    loaded = module.default;
    return module;
  };
  partLoaders.add(loadOnce);
  const Lazy = lazy(loadOnce);
  return function Part({ fallback, ...props }: Props & { fallback: ReactNode }) {
    const Loaded = loaded;
    if (Loaded) return <Loaded {...(props as Props)} />;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...(props as Props)} />
      </Suspense>
    );
  };
}

/** Loads the code of every part the page's modules declare; a part that fails stays lazy. */
export async function loadParts(): Promise<void> {
  await Promise.allSettled([...partLoaders].map((loadPart) => loadPart()));
}
