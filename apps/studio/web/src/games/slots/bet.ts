import { createStore } from '../../lib/store.ts';

/** The slot's chosen bet, shared by the controls and the paytable (which shows pays at this bet). */
export const slotBet = createStore<{ level: number; coinValue: string } | null>(null);
