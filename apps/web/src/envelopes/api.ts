import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AgentEnvelopeInput,
  GrabResult,
  PlayerRain,
  PlayerWheel,
  RainSummary,
  SpinResult,
} from '@croupier/contracts';
import { apiGet, apiPost } from '../api/http.ts';
import { refreshAccount } from '../session/refreshAccount.ts';

/** The red envelope and prize wheel calls of the player site and the agent centre (API additions, ADR 0041). */
export const ENVELOPE_KEYS = {
  rains: ['me', 'envelope-rains'] as const,
  agentEnvelopes: ['me', 'agent-envelopes'] as const,
  wheels: (language: string) => ['me', 'prize-wheels', language] as const,
};

export function useRains(enabled: boolean) {
  return useQuery({
    queryKey: ENVELOPE_KEYS.rains,
    queryFn: ({ signal }) => apiGet<PlayerRain[]>('/red-envelopes/rains', { signal }),
    enabled,
    staleTime: 30_000,
  });
}

export function useGrab() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rainId: string) =>
      apiPost<GrabResult>(`/red-envelopes/rains/${encodeURIComponent(rainId)}/grab`),
    onSettled: () => {
      refreshAccount(queryClient);
      void queryClient.invalidateQueries({ queryKey: ENVELOPE_KEYS.rains });
    },
  });
}

export function useAgentEnvelopes() {
  return useQuery({
    queryKey: ENVELOPE_KEYS.agentEnvelopes,
    queryFn: ({ signal }) => apiGet<RainSummary[]>('/agent/red-envelopes', { signal }),
  });
}

export const sendAgentEnvelope = (input: AgentEnvelopeInput, key: string) =>
  apiPost<RainSummary>('/agent/red-envelopes', input, { headers: { 'Idempotency-Key': key } });

export function useWheels(language: string) {
  return useQuery({
    queryKey: ENVELOPE_KEYS.wheels(language),
    queryFn: ({ signal }) => apiGet<PlayerWheel[]>(`/prize-wheels?language=${language}`, { signal }),
  });
}

export const spinWheel = (wheelId: string, language: string) =>
  apiPost<SpinResult>(`/prize-wheels/${encodeURIComponent(wheelId)}/spin?language=${language}`);
