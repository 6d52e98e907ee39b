/**
 * Tells this process's wallet-key caches that a vendor's secret or settings changed, so a rotated secret stops
 * working at once here. Another process sharing the database learns it when its cached entry ages out
 * (VENDOR_KEY_TTL_MS): no bus joins processes yet.
 */
type Listener = (vassalage: string) => void;

const listeners = new WeakMap<object, Set<Listener>>();

export function onVendorKeyChange(db: object, listener: Listener): () => void {
  let set = listeners.get(db);
  if (!set) {
    set = new Set();
    listeners.set(db, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

export function announceVendorKeyChange(db: object, vassalage: string): void {
  for (const listener of listeners.get(db) ?? []) listener(vassalage);
}
