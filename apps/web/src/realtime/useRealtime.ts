import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Socket } from 'socket.io-client';
import { ENVELOPE_RAIN_EVENT } from '@croupier/contracts/constants';
import { refreshAccount } from '../session/refreshAccount.ts';
import { sessionEvents } from '../session/sessionEvents.ts';
import { tokenStore } from '../session/tokenStore.ts';
import { pageLoaded } from '../ui/pageLoaded.tsx';
import { attachTopics } from './topics.ts';

/**
 * One socket per session token, its library a chunk of its own fetched once the page has loaded (nothing on the
 * first screen needs it). Guests listen too, so operator changes (maintenance) apply without a reload.
 */
export function useRealtime(): void {
  const queryClient = useQueryClient();
  const token = useSyncExternalStore(tokenStore.subscribe, tokenStore.get);

  useEffect(() => {
    let socket: Socket | undefined;
    let detach: (() => void) | undefined;
    let stopped = false;
    void pageLoaded()
      .then(() => import('socket.io-client'))
      .then(({ io }) => {
        if (stopped) return;
        socket = listen(
          io({ path: '/socket.io', auth: token ? { token } : {}, transports: ['websocket', 'polling'] }),
          queryClient,
        );
        detach = attachTopics(socket);
      });
    return () => {
      stopped = true;
      detach?.();
      socket?.disconnect();
    };
  }, [token, queryClient]);
}

/** Events carry no authority (API.md): each only tells us which query to refetch. */
function listen(socket: Socket, queryClient: QueryClient): Socket {
  socket.on('site-updated', () => void queryClient.invalidateQueries({ queryKey: ['site'] }));
  // The header's balance (/me) and the wallet pages, whose queries live under 'me' (wallet/api.ts); a seamless
  // vendor's every bet sends one, so the game being played must not be launched again (refreshAccount.ts).
  socket.on('balance', () => refreshAccount(queryClient));
  socket.on('messages', () => refreshAccount(queryClient));
  socket.on('announcement', () => void queryClient.invalidateQueries({ queryKey: ['announcements'] }));
  // A rain started or lost an envelope: the overlay reads which rains the member may grab from (RainOverlay).
  socket.on(
    ENVELOPE_RAIN_EVENT,
    () => void queryClient.invalidateQueries({ queryKey: ['me', 'envelope-rains'] }),
  );
  socket.on('session-ended', () => {
    tokenStore.clear();
    sessionEvents.emit('ended');
  });
  return socket;
}
