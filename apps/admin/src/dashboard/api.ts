import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@croupier/contracts';
import { api } from '../api/client.ts';

/** The home figures; refreshed every minute so the queues and today's totals stay current on an open tab. */
export function useDashboard(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['dashboard'],
    queryFn: () => api<Dashboard>('GET', '/dashboard'),
    refetchInterval: 60_000,
  });
}
