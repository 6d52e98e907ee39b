import { createContext, use, useCallback, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@croupier/web-kit';
import { apiDelete, apiGet } from '../api/http.ts';
import { tokenStore } from './tokenStore.ts';
import { viewerKind, type Me, type ViewerKind } from './viewer.ts';

export interface Session {
  /** 'loading' only while a stored token is being checked against /me. */
  status: 'loading' | 'ready';
  me: Me | null;
  kind: ViewerKind;
  /** Stores the token and resolves with the account it belongs to (null when /me refuses it). */
  signIn(token: string): Promise<Me | null>;
  /** Refetches /me, e.g. after a password change. */
  reload(): Promise<void>;
  signOut(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

async function fetchMe(signal: AbortSignal): Promise<Me | null> {
  try {
    return await apiGet<Me>('/me', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      // An expired or revoked token: drop it so the visitor continues as a guest.
      tokenStore.clear();
      return null;
    }
    throw error;
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const token = useSyncExternalStore(tokenStore.subscribe, tokenStore.get);
  const queryClient = useQueryClient();
  const meQuery = useQuery({
    queryKey: ['me', token],
    queryFn: ({ signal }) => fetchMe(signal),
    enabled: token !== null,
    staleTime: 30_000,
  });

  const signIn = useCallback(
    (next: string) => {
      tokenStore.set(next);
      return queryClient.fetchQuery({
        queryKey: ['me', next],
        queryFn: ({ signal }) => fetchMe(signal),
        staleTime: 30_000,
      });
    },
    [queryClient],
  );
  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey: ['me'] }), [queryClient]);
  const signOut = useCallback(async () => {
    const current = tokenStore.get();
    if (current) {
      // Best effort: the local session ends even when the server cannot be reached.
      await apiDelete('/auth/session').catch(() => undefined);
    }
    tokenStore.clear();
    queryClient.removeQueries({ queryKey: ['me'] });
  }, [queryClient]);

  const me = token ? (meQuery.data ?? null) : null;
  const status: Session['status'] = token && meQuery.isPending ? 'loading' : 'ready';
  const value = useMemo<Session>(
    () => ({ status, me, kind: viewerKind(me), signIn, signOut, reload }),
    [status, me, signIn, signOut, reload],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
