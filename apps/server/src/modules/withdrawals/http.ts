import { Type } from 'typebox';
import type { Realtime } from '../../platform/realtime.ts';
import type { IdempotentAnswer } from '../ledger/index.ts';
import { money } from '../wallet/index.ts';

export const Id = Type.String({ pattern: '^[1-9][0-9]{0,17}$' });
export const IdempotencyHeader = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ maxLength: 200 })),
});

/** Balance events are hints to refetch (API.md): sent once the change is committed, never for a replay. */
export function pushBalances<T>(realtime: Realtime, answer: IdempotentAnswer<T>, currency: string) {
  if (!answer.replayed)
    for (const balance of answer.balances ?? [])
      realtime.toPlayers([balance.playerId], 'balance', { balance: money(balance.available, currency) });
  return answer;
}
