import { useMutation, useQuery } from '@tanstack/react-query';
import type { RainDetail, RainInput, RainSummary, WheelAdmin, WheelInput } from '@croupier/contracts';
import { api } from '../api/client.ts';
import { useInvalidateWithAudit as useInvalidate } from '../api/queries.ts';

/** The console's red envelope and prize wheel calls (docs/api-additions.md, ADR 0041). */
const keys = {
  rains: ['red-envelopes'] as const,
  rain: (id: string) => ['red-envelopes', id] as const,
  wheels: ['prize-wheels'] as const,
};

export function useRains() {
  return useQuery({ queryKey: keys.rains, queryFn: () => api<RainSummary[]>('GET', '/red-envelopes/rains') });
}

export function useRain(id: string | null) {
  return useQuery({
    queryKey: keys.rain(id ?? ''),
    queryFn: () => api<RainDetail>('GET', `/red-envelopes/rains/${encodeURIComponent(id ?? '')}`),
    enabled: id !== null,
  });
}

export function useCreateRain() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: RainInput) => api<RainSummary>('POST', '/red-envelopes/rains', body),
    onSuccess: () => invalidate(keys.rains),
  });
}

export function useWheels() {
  return useQuery({ queryKey: keys.wheels, queryFn: () => api<WheelAdmin[]>('GET', '/prize-wheels') });
}

export function useSaveWheel() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: { id: string | null; body: WheelInput }) =>
      input.id === null
        ? api<WheelAdmin>('POST', '/prize-wheels', input.body)
        : api<WheelAdmin>('PUT', `/prize-wheels/${encodeURIComponent(input.id)}`, input.body),
    onSuccess: () => invalidate(keys.wheels),
  });
}
