import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { Page, ReferralAdminFriend, ReferralRules, ReferralStatus } from '@croupier/contracts';
import { api } from '../api/client.ts';
import { useInvalidateWithAudit as useInvalidate } from '../api/queries.ts';

const keys = {
  rules: ['referral', 'rules'] as const,
  friends: (status: ReferralStatus | '', page: number) => ['referral', 'friends', status, page] as const,
};

export function useReferralRules() {
  return useQuery({ queryKey: keys.rules, queryFn: () => api<ReferralRules>('GET', '/referral/settings') });
}

export function useSaveReferralRules() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (rules: ReferralRules) => api<ReferralRules>('PUT', '/referral/settings', rules),
    onSuccess: () => invalidate(keys.rules),
  });
}

export function useReferralFriends(status: ReferralStatus | '', page: number) {
  const query = new URLSearchParams({ page: String(page), pageSize: '20', ...(status ? { status } : {}) });
  return useQuery({
    queryKey: keys.friends(status, page),
    queryFn: () => api<Page<ReferralAdminFriend>>('GET', `/referral/friends?${query}`),
    placeholderData: keepPreviousData,
  });
}
