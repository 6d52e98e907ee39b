import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A row that scrolls sideways when it does not fit: which ends hide something, and a step towards either. The
 * scrollbar is hidden for looks, so without these a mouse user never learns the rest is there.
 */
export function useOverflowScroll<T extends HTMLElement>(contentKey: unknown) {
  const ref = useRef<T>(null);
  const [hidden, setHidden] = useState({ before: false, after: false });

  const measure = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const before = element.scrollLeft > 1;
    const after = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
    setHidden((previous) =>
      previous.before === before && previous.after === after ? previous : { before, after },
    );
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure, contentKey]);

  const step = (direction: -1 | 1) => {
    const element = ref.current;
    if (!element) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({ left: direction * element.clientWidth * 0.7, behavior: reduce ? 'auto' : 'smooth' });
  };

  return { ref, hidden, measure, step };
}
