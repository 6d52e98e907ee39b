import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client.ts';
import type { Round } from '../api/types.ts';

/**
 * The latest rounds of this game (the history's first page, shared with the history drawer's cache), for the
 * result strips and roads of table games. It refreshes whenever a round finishes.
 */
export function useRecentRounds(): Round[] {
  const rounds = useQuery({ queryKey: ['rounds', 1], queryFn: ({ signal }) => api.rounds(1, signal) });
  return rounds.data?.items.filter((r) => r.status === 'settled') ?? [];
}
