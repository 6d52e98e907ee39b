import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VendorAdmin, VendorCreate, VendorPatch, VendorSecret } from '@croupier/contracts';
import { api } from '../api/client.ts';
import { useInvalidateWithAudit as useInvalidate } from '../api/queries.ts';

const keys = { vendors: ['vendors'] as const, games: ['games'] as const };

export function useVendors() {
  return useQuery({ queryKey: keys.vendors, queryFn: () => api<VendorAdmin[]>('GET', '/vendors') });
}

export function useCreateVendor() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: VendorCreate) => api<VendorSecret>('POST', '/vendors', body),
    onSuccess: () => invalidate(keys.vendors),
  });
}

export function usePatchVendor() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: { vassalage: string; patch: VendorPatch }) =>
      api<VendorAdmin>('PATCH', `/vendors/${encodeURIComponent(input.vassalage)}`, input.patch),
    onSuccess: (saved) =>
      queryClient.setQueryData<VendorAdmin[]>(keys.vendors, (list) =>
        list?.map((v) => (v.vassalage === saved.vassalage ? saved : v)),
      ),
    // A disabled vendor or a maintenance window changes what the games list shows too, a new name the GGR report.
    onSettled: () => invalidate(keys.vendors, keys.games, ['ggr']),
  });
}

export function useRotateSecret() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (vassalage: string) =>
      api<VendorSecret>('POST', `/vendors/${encodeURIComponent(vassalage)}/secret`),
    onSettled: () => invalidate(keys.vendors),
  });
}

/** Hands a vendor (by its code) to the in-house studio when `managed`, else takes it back (ADR 0011). */
export function useSetStudioManaged(managed: boolean) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (vassalage: string) =>
      api<VendorAdmin>(managed ? 'POST' : 'DELETE', `/vendors/${encodeURIComponent(vassalage)}/studio`),
    onSettled: () => invalidate(keys.vendors),
  });
}
