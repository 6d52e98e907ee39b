import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdjustmentCreate,
  AdjustmentPending,
  AdjustmentPosted,
  LedgerCheckAnswer,
  Wallet,
} from '@croupier/contracts';
import { api } from '../api/client.ts';

const walletKeys = {
  player: (id: string) => ['players', 'wallet', id] as const,
  ledger: ['ledger', 'check'] as const,
};

export function usePlayerWallet(playerId: string) {
  return useQuery({
    queryKey: walletKeys.player(playerId),
    queryFn: () => api<Wallet>('GET', `/players/${encodeURIComponent(playerId)}/wallet`),
    // A balance on screen for half a minute can mislead a finance decision: always ask again on mount.
    staleTime: 0,
  });
}

export function useAdjustBalance(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { body: AdjustmentCreate; idempotencyKey: string }) =>
      // Posted at once (201), or above the brand's threshold a request waiting for a second operator (202).
      api<AdjustmentPosted | AdjustmentPending>(
        'POST',
        `/players/${encodeURIComponent(playerId)}/adjustments`,
        input.body,
        { 'Idempotency-Key': input.idempotencyKey },
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: walletKeys.player(playerId) });
      void queryClient.invalidateQueries({ queryKey: walletKeys.ledger });
      void queryClient.invalidateQueries({ queryKey: ['audit'] });
      void queryClient.invalidateQueries({ queryKey: ['adjustment-requests'] });
    },
  });
}

export function useLedgerCheck(enabled: boolean) {
  return useQuery({
    queryKey: walletKeys.ledger,
    queryFn: () => api<LedgerCheckAnswer>('GET', '/ledger/check'),
    staleTime: 0,
    enabled,
  });
}
