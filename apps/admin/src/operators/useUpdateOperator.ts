import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client.ts';
import type { Operator, OperatorPatch } from '@croupier/contracts';
import { queryKeys } from '../api/queries.ts';

/** PATCH one operator; the answer replaces its row at once, then the list is refetched to be sure. */
export function useUpdateOperator(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: OperatorPatch) =>
      api<Operator>('PATCH', `/operators/${encodeURIComponent(id)}`, patch),
    onSuccess: (operator) => {
      queryClient.setQueryData<Operator[]>(queryKeys.operators, (list) =>
        list?.map((row) => (row.id === operator.id ? operator : row)),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.operators });
    },
  });
}
