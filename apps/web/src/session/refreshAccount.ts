import type { QueryClient } from '@tanstack/react-query';

/**
 * Refetches what belongs to the signed-in account (the header's balance, the wallet pages, records) after
 * something changed it. A game's launch answer lives under `me` too, so signing out drops it, but is left
 * alone: asking again starts a new game session, and the game in /seamless's frame would reload mid-round.
 */
export function refreshAccount(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({
    queryKey: ['me'],
    predicate: (query) => query.queryKey[1] !== 'launch',
  });
}
