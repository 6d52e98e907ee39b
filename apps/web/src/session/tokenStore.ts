import { clearSession, readToken, writeToken } from './storage.ts';

/**
 * The token as an observable value: a 401 from any call, a socket `session-ended` or a sign-out
 * all end the session in one place, and every component re-renders as a guest at once.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let current: string | null = readToken();

function emit(): void {
  for (const listener of listeners) listener();
}

export const tokenStore = {
  get: (): string | null => current,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(token: string): void {
    writeToken(token);
    current = token;
    emit();
  },
  clear(): void {
    clearSession();
    current = null;
    emit();
  },
};
