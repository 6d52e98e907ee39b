import type { Realtime } from '../../platform/realtime.ts';
import type { PlayerBalance } from '../ledger/index.ts';
import { money } from './amounts.ts';

/** Balance events are hints to refetch (API.md), sent once the change is committed. */
export function pushBalances(realtime: Realtime, balances: readonly PlayerBalance[], currency: string) {
  for (const balance of balances)
    realtime.toPlayers([balance.playerId], 'balance', { balance: money(balance.available, currency) });
}

/** Pushes what an idempotent money request changed; a replay changed nothing and pushes nothing. */
export function pushAnswer<
  A extends { replayed: false; balances?: readonly PlayerBalance[] } | { replayed: true },
>(realtime: Realtime, answer: A, currency: string) {
  if (!answer.replayed) pushBalances(realtime, answer.balances ?? [], currency);
  return answer;
}
