import { useLayoutEffect, useRef } from 'react';

/**
 * For a menu that is one row scrolling sideways on phones (member and agent centres): the entry of the page
 * shown is brought to the row's middle whenever `current` changes. Returns the ref for the row.
 */
export function useActiveInView<T extends HTMLElement>(current: unknown) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const row = ref.current;
    const active = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !active || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = active.offsetLeft - row.offsetLeft - (row.clientWidth - active.offsetWidth) / 2;
  }, [current]);
  return ref;
}
