import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  AdminBonusItem,
  ApplicationStatus,
  BonusItem,
  BonusSettings,
  ManualBonus,
  Page,
  PromotionAdmin,
  PromotionApplication,
  PromotionInput,
  PromotionReport,
} from '@croupier/contracts';
import { api } from '../api/client.ts';
import { useInvalidateWithAudit as useInvalidate } from '../api/queries.ts';

/**
 * Every promotions and bonuses call of the console (API.md "Promotions and rewards", docs/api-additions.md), in
 * one place so a path is changed once.
 */

const promotionPath = (id: string) => `/promotions/${encodeURIComponent(id)}`;
const applicationPath = (id: string, appId: string) =>
  `${promotionPath(id)}/applications/${encodeURIComponent(appId)}`;
export const applicationImagePath = (id: string, appId: string, n: number) =>
  `${applicationPath(id, appId)}/images/${n}`;

const keys = {
  all: ['promotions'] as const,
  one: (id: string) => ['promotions', id] as const,
  report: (id: string) => ['promotions', id, 'report'] as const,
  applications: (id: string) => ['promotions', id, 'applications'] as const,
  bonuses: (playerId: string) => ['players', 'bonuses', playerId] as const,
  bonusSettings: ['bonus-settings'] as const,
};

export function usePromotions() {
  return useQuery({ queryKey: keys.all, queryFn: () => api<PromotionAdmin[]>('GET', '/promotions') });
}

export function usePromotion(id: string | null) {
  return useQuery({
    queryKey: keys.one(id ?? ''),
    queryFn: () => api<PromotionAdmin>('GET', promotionPath(id ?? '')),
    enabled: id !== null,
  });
}

export function useSavePromotion() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: { id: string | null; body: PromotionInput }) =>
      input.id === null
        ? api<PromotionAdmin>('POST', '/promotions', input.body)
        : api<PromotionAdmin>('PATCH', promotionPath(input.id), input.body),
    onSuccess: () => invalidate(keys.all),
  });
}

export function usePromotionReport(id: string) {
  return useQuery({
    queryKey: keys.report(id),
    queryFn: () => api<PromotionReport>('GET', `${promotionPath(id)}/report`),
  });
}

export function useApplications(id: string) {
  return useQuery({
    queryKey: keys.applications(id),
    queryFn: () => api<PromotionApplication[]>('GET', `${promotionPath(id)}/applications`),
  });
}

export function useDecideApplication(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: { appId: string } & ({ amount: string } | { reason: string })) => {
      const { appId, ...body } = input;
      const action = 'amount' in body ? 'approve' : 'reject';
      return api<{ id: string; status: ApplicationStatus }>(
        'POST',
        `${applicationPath(id, appId)}/${action}`,
        body,
      );
    },
    onSettled: () => invalidate(keys.applications(id), keys.report(id), keys.all),
  });
}

export function usePlayerBonuses(playerId: string, page: number, pageSize: number) {
  return useQuery({
    queryKey: [...keys.bonuses(playerId), page],
    queryFn: () =>
      api<Page<AdminBonusItem>>(
        'GET',
        `/players/${encodeURIComponent(playerId)}/bonuses?page=${page}&pageSize=${pageSize}`,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useGrantBonus(playerId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: { body: ManualBonus; idempotencyKey: string }) =>
      api<BonusItem>('POST', `/players/${encodeURIComponent(playerId)}/bonuses`, input.body, {
        'Idempotency-Key': input.idempotencyKey,
      }),
    onSuccess: () => invalidate(keys.bonuses(playerId), ['players', 'wallet', playerId]),
  });
}

export function useCancelBonus(playerId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: { bonusId: string; reason: string }) =>
      api<{ id: string; status: string }>('POST', `/bonuses/${encodeURIComponent(input.bonusId)}/cancel`, {
        reason: input.reason,
      }),
    onSettled: () => invalidate(keys.bonuses(playerId)),
  });
}

export function useBonusSettings() {
  return useQuery({
    queryKey: keys.bonusSettings,
    queryFn: () => api<BonusSettings>('GET', '/bonus-settings'),
  });
}

export function useSaveBonusSettings() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (clearingThreshold: string) =>
      api<BonusSettings>('PUT', '/bonus-settings', { clearingThreshold }),
    onSuccess: () => invalidate(keys.bonusSettings),
  });
}
