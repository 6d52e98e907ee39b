/**
 * Session happenings that outlive the component that saw them: the socket (mounted above the router)
 * reports a server-ended session, and the popups (inside the router) answer with the login popup.
 */
type SessionEvent = 'ended';
type Listener = (event: SessionEvent) => void;
const listeners = new Set<Listener>();

export const sessionEvents = {
  emit(event: SessionEvent): void {
    for (const listener of listeners) listener(event);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
