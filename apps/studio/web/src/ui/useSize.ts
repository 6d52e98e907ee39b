import { useLayoutEffect, useState, type RefObject } from 'react';

/** An element's size in CSS pixels, following resizes: charts draw in real pixels so text and dots keep their shape. */
export function useSize(ref: RefObject<HTMLElement | null>, fallback = { width: 600, height: 340 }) {
  const [size, setSize] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.contentRect;
      if (width > 0 && height > 0) setSize({ width: Math.round(width), height: Math.round(height) });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
