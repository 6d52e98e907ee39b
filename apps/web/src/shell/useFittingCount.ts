import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * How many entries of a row fit beside a "More" button, measured on a hidden copy of the row: the entries
 * whose widths fit in the row's own width, all of them when everything fits without the button. Measured again
 * whenever the row or its contents change size (the side menu opening, a language with longer names).
 */
export function useFittingCount<R extends HTMLElement, M extends HTMLElement>(contentKey: unknown) {
  const rowRef = useRef<R>(null);
  const measureRef = useRef<M>(null);
  const [fitting, setFitting] = useState<number>(Number.POSITIVE_INFINITY);

  const measure = useCallback(() => {
    const row = rowRef.current;
    const copy = measureRef.current;
    if (!row || !copy) return;
    const items = Array.from(copy.children) as HTMLElement[];
    const more = items.pop();
    const widths = items.map((item) => item.getBoundingClientRect().width);
    const style = getComputedStyle(copy);
    const gap = parseFloat(style.columnGap) || 0;
    const available =
      row.clientWidth - (parseFloat(style.paddingLeft) || 0) - (parseFloat(style.paddingRight) || 0);
    const total = widths.reduce((sum, width) => sum + width + gap, 0);
    let count = widths.length;
    if (total > available) {
      let used = (more?.getBoundingClientRect().width ?? 0) + gap;
      count = 0;
      while (count < widths.length && used + widths[count]! + gap <= available)
        used += widths[count++]! + gap;
    }
    setFitting((previous) => (previous === count ? previous : count));
  }, []);

  useLayoutEffect(() => {
    measure();
    const observer = new ResizeObserver(measure);
    if (rowRef.current) observer.observe(rowRef.current);
    if (measureRef.current) observer.observe(measureRef.current);
    // Web fonts can arrive after the first measure and widen every entry.
    void document.fonts?.ready.then(measure);
    return () => observer.disconnect();
  }, [measure, contentKey]);

  return { rowRef, measureRef, fitting };
}
