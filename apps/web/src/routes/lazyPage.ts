import { lazy, type ComponentType } from 'react';
import { englishPagesReady } from '../i18n/i18n.ts';

/**
 * A component from a chunk of its own, fetched the first time it is shown: the home page's first load carries
 * only what the home page draws. Render it under a <Suspense> (the shells wrap their outlet in one).
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  // With the member pages' English words: a page never shows before the words it is written in.
  return lazy(async () => {
    const [component] = await Promise.all([load(), englishPagesReady()]);
    return { default: component };
  });
}
