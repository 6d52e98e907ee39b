import { useSyncExternalStore } from 'react';

/**
 * Manual loader requests (a game launch, a lazy screen). Data loading shows the loader on its own
 * through TanStack's fetch count; a page change resets both (spec §2).
 */
let pending = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const loader = {
  show(): void {
    pending += 1;
    emit();
  },
  done(): void {
    pending = Math.max(0, pending - 1);
    emit();
  },
  reset(): void {
    pending = 0;
    emit();
  },
};

export function useManualLoader(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => pending > 0,
  );
}
