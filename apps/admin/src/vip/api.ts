import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VipProgramme } from '@croupier/contracts';
import { api } from '../api/client.ts';

const key = ['vip', 'levels'] as const;

export function useVipProgramme() {
  return useQuery({ queryKey: key, queryFn: () => api<VipProgramme>('GET', '/vip/levels') });
}

/** Replaces the whole ladder; the audit log reads again after it. */
export function useSaveVipProgramme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (programme: VipProgramme) => api<VipProgramme>('PUT', '/vip/levels', programme),
    onSuccess: (programme) => {
      queryClient.setQueryData(key, programme);
      void queryClient.invalidateQueries({ queryKey: ['audit'] });
    },
  });
}
