import { useQuery } from '@tanstack/react-query';
import type {
  Page,
  PointEntry,
  PointExchange,
  PointGoods,
  PointRedeem,
  PointRedeemAnswer,
  PointsBalance,
} from '@croupier/contracts';
import { apiGet, apiPost } from '../api/http.ts';

/** The points mall's calls (API.md "Points"), under `me` so signing out drops them. */
export const POINT_KEYS = {
  all: ['me', 'points'] as const,
  balance: ['me', 'points', 'balance'] as const,
  goods: ['me', 'points', 'goods'] as const,
  records: (page: number) => ['me', 'points', 'records', page] as const,
  details: (page: number) => ['me', 'points', 'details', page] as const,
};

export const POINTS_PAGE_SIZE = 10;
const paged = (page: number) => `page=${page}&pageSize=${POINTS_PAGE_SIZE}`;

export const usePoints = () =>
  useQuery({
    queryKey: POINT_KEYS.balance,
    queryFn: ({ signal }) => apiGet<PointsBalance>('/points', { signal }),
  });

export const usePointGoods = () =>
  useQuery({
    queryKey: POINT_KEYS.goods,
    queryFn: ({ signal }) => apiGet<PointGoods[]>('/points/goods', { signal }),
  });

export const usePointRecords = (page: number) =>
  useQuery({
    queryKey: POINT_KEYS.records(page),
    queryFn: ({ signal }) => apiGet<Page<PointExchange>>(`/points/records?${paged(page)}`, { signal }),
  });

export const usePointDetails = (page: number) =>
  useQuery({
    queryKey: POINT_KEYS.details(page),
    queryFn: ({ signal }) => apiGet<Page<PointEntry>>(`/points/details?${paged(page)}`, { signal }),
  });

/** Spends points: one Idempotency-Key per attempt, so a retry after a lost answer is answered, not repeated. */
export const redeemGoods = (body: PointRedeem, idempotencyKey: string) =>
  apiPost<PointRedeemAnswer>('/points/redeem', body, { headers: { 'Idempotency-Key': idempotencyKey } });
