import { useQuery } from '@tanstack/react-query';
import type { ReferralFriend, ReferralSummary } from '@croupier/contracts';
import { apiGet } from '../api/http.ts';

interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

/** The caller's code, the brand's rule and the counts: under `me`, so signing out drops it. */
export function useReferralSummary() {
  return useQuery({
    queryKey: ['me', 'referral'],
    queryFn: ({ signal }) => apiGet<ReferralSummary>('/referral', { signal }),
  });
}

export function useReferralFriends(page: number) {
  return useQuery({
    queryKey: ['me', 'referral', 'friends', page],
    queryFn: ({ signal }) =>
      apiGet<Page<ReferralFriend>>(`/referral/friends?page=${page}&pageSize=10`, { signal }),
    placeholderData: (previous) => previous,
  });
}

/** The link a friend registers through: the register popup reads `referralCode` (spec §2 `/register`). */
export const referralLink = (origin: string, code: string) =>
  `${origin}/register?referralCode=${encodeURIComponent(code)}`;

/** How far a figure has come towards its minimum, 0–100 (a minimum of zero is met at once). */
export function progressPercent(have: string, need: string): number {
  const needed = Number(need);
  if (!(needed > 0)) return 100;
  return Math.min(100, Math.floor((Number(have) / needed) * 100));
}
