import type { Action, Bet } from '../api/types.ts';

/**
 * A Round from the API does not repeat the bet that made it, yet the verifier needs the bet to recompute a
 * payout. The UI remembers each round's bet (and moves) in sessionStorage, so the history drawer can prefill the
 * verifier for rounds played in this tab; for older rounds the verifier derives what the result shows.
 */
const KEY = 'studio.bets';
const LIMIT = 200;

interface Stored {
  id: string;
  bet: Bet;
  actions: Action[];
}

function readAll(): Stored[] {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? (parsed as Stored[]) : [];
  } catch {
    return [];
  }
}

function writeAll(items: Stored[]): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(items.slice(-LIMIT)));
  } catch {
    // Storage full or disabled: the verifier falls back to what the result shows.
  }
}

export function rememberBet(id: string, bet: Bet): void {
  writeAll([...readAll().filter((item) => item.id !== id), { id, bet, actions: [] }]);
}

export function rememberAction(id: string, action: Action): void {
  writeAll(
    readAll().map((item) => (item.id === id ? { ...item, actions: [...item.actions, action] } : item)),
  );
}

export function recalledBet(id: string): { bet: Bet; actions: Action[] } | null {
  const found = readAll().find((item) => item.id === id);
  return found ? { bet: found.bet, actions: found.actions } : null;
}
