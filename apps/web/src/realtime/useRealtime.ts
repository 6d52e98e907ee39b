import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { io } from 'socket.io-client';
import { refreshAccount } from '../session/refreshAccount.ts';
import { sessionEvents } from '../session/sessionEvents.ts';
import { tokenStore } from '../session/tokenStore.ts';

/**
 * One socket per session token. Events carry no authority (API.md): each only tells us which
 * query to refetch. Guests listen too, so operator changes (maintenance) apply without a reload.
 */
export function useRealtime(): void {
  const queryClient = useQueryClient();
  const token = useSyncExternalStore(tokenStore.subscribe, tokenStore.get);

  useEffect(() => {
    const socket = io({
      path: '/socket.io',
      auth: token ? { token } : {},
      transports: ['websocket', 'polling'],
    });
    socket.on('site-updated', () => void queryClient.invalidateQueries({ queryKey: ['site'] }));
    // The header's balance (/me) and the wallet pages, whose queries live under 'me' (wallet/api.ts); a seamless
    // vendor's every bet sends one, so the game being played must not be launched again (refreshAccount.ts).
    socket.on('balance', () => refreshAccount(queryClient));
    socket.on('messages', () => refreshAccount(queryClient));
    socket.on('announcement', () => void queryClient.invalidateQueries({ queryKey: ['announcements'] }));
    socket.on('session-ended', () => {
      tokenStore.clear();
      sessionEvents.emit('ended');
    });
    return () => {
      socket.disconnect();
    };
  }, [token, queryClient]);
}
