import type { Realtime } from '../../platform/realtime.ts';
import type { PlayerBalance } from '../ledger/index.ts';
import { money } from '../wallet/index.ts';

/** Balance events are hints to refetch (API.md), sent once the change is committed, never for a replay. */
export function pushBalances(realtime: Realtime, balances: readonly PlayerBalance[], currency: string) {
  for (const balance of balances)
    realtime.toPlayers([balance.playerId], 'balance', { balance: money(balance.available, currency) });
}
