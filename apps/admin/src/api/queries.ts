import { keepPreviousData, useMutation, useQuery, useQueryClient, QueryClient } from '@tanstack/react-query';
import type { AuditChainVerdict, AuditEntry, Page } from '@croupier/contracts';
import type { BrandSettings, Operator } from '@croupier/contracts';
import { ApiError } from '@croupier/web-kit';
import { api, getToken } from './client.ts';

export { canManage, MANAGER_ROLES } from '../operators/roles.ts';

export type Me = Operator;

export const queryKeys = {
  me: ['me'] as const,
  brand: ['brand'] as const,
  audit: (page: number, pageSize: number) => ['audit', page, pageSize] as const,
  operators: ['operators'] as const,
};

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A client error will not fix itself on retry; only network and server errors are retried.
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
    },
  });
}

export function useMe() {
  return useQuery({
    queryKey: queryKeys.me,
    queryFn: () => api<Me>('GET', '/me'),
    enabled: getToken() !== null,
  });
}

export function useBrand() {
  return useQuery({ queryKey: queryKeys.brand, queryFn: () => api<BrandSettings>('GET', '/brand') });
}

export function useAudit(page: number, pageSize: number) {
  return useQuery({
    queryKey: queryKeys.audit(page, pageSize),
    queryFn: () => api<Page<AuditEntry>>('GET', `/audit?page=${page}&pageSize=${pageSize}`),
    // Keep the current page on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

/** Recomputes the audit hash chain; it reads the whole log, so it runs only when the operator asks. */
export function useVerifyAuditChain() {
  return useMutation({ mutationFn: () => api<AuditChainVerdict>('GET', '/audit/verify') });
}

export function useOperators() {
  return useQuery({
    queryKey: queryKeys.operators,
    queryFn: () => api<Operator[]>('GET', '/operators'),
  });
}

/** Every console change is audited, so the audit log is refetched with whatever changed. */
export function useInvalidateWithAudit() {
  const queryClient = useQueryClient();
  return (...roots: (readonly string[])[]) => {
    for (const queryKey of [...roots, ['audit']]) void queryClient.invalidateQueries({ queryKey });
  };
}
