import { lazy, type ComponentType } from 'react';

/**
 * A component from a chunk of its own, fetched the first time it is shown: the home page's first load carries
 * only what the home page draws. Render it under a <Suspense> (the shells wrap their outlet in one).
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}
