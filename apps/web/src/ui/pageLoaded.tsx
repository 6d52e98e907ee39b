import { Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * After the window's load event: what nothing on the first screen needs (the socket library, the side menu's QR
 * codes) waits for it, so the page's own files and first data come first on a slow line.
 */
export function pageLoaded(): Promise<void> {
  // Then the first idle moment: work started inside the load event's own dispatch would still race the page.
  const idle = () =>
    new Promise<void>((resolve) =>
      'requestIdleCallback' in window
        ? window.requestIdleCallback(() => resolve(), { timeout: 1000 })
        : setTimeout(resolve, 0),
    );
  if (document.readyState === 'complete') return idle();
  return new Promise((resolve) =>
    window.addEventListener('load', () => void idle().then(resolve), { once: true }),
  );
}

/** True once the window has loaded (see pageLoaded). */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return;
    let active = true;
    void pageLoaded().then(() => active && setLoaded(true));
    return () => {
      active = false;
    };
  }, [loaded]);
  return loaded;
}

/**
 * Renders `children` (a lazy component, below the first screen) once the page has loaded: its chunk is fetched
 * after the first screen's, not with it.
 */
export function AfterPageLoad({ children }: { children: ReactNode }) {
  const loaded = usePageLoaded();
  return loaded ? <Suspense fallback={null}>{children}</Suspense> : null;
}
