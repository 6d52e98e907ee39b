import { cardValue } from '../../../../server/engines/tables/baccarat.ts';
import type { BaccaratBetType } from '../../api/types.ts';
import { asRecord } from '../../lib/result.ts';
import type { CardValue } from '../../ui/PlayingCard.tsx';

export interface Coup {
  player: CardValue[];
  banker: CardValue[];
  playerTotal: number;
  bankerTotal: number;
  winner: 'player' | 'banker' | 'tie';
  playerPair: boolean;
  bankerPair: boolean;
}

function cards(value: unknown): CardValue[] | null {
  if (!Array.isArray(value)) return null;
  const out = value.map((c) => ({ rank: Number(asRecord(c).rank), suit: Number(asRecord(c).suit) }));
  return out.every((c) => c.rank >= 1 && c.rank <= 13 && c.suit >= 0 && c.suit <= 3) ? out : null;
}

export function readCoup(result: unknown): Coup | null {
  const r = asRecord(result);
  const player = cards(r.player);
  const banker = cards(r.banker);
  if (!player || !banker || player.length < 2 || banker.length < 2) return null;
  const winner = r.winner === 'player' || r.winner === 'banker' || r.winner === 'tie' ? r.winner : null;
  if (!winner) return null;
  return {
    player,
    banker,
    playerTotal: Number(r.playerTotal),
    bankerTotal: Number(r.bankerTotal),
    winner,
    playerPair: Boolean(r.playerPair),
    bankerPair: Boolean(r.bankerPair),
  };
}

/** The order cards come out of the shoe: player, banker, player, banker, then the third cards. */
export function dealOrder(
  coup: Pick<Coup, 'player' | 'banker'>,
): { hand: 'player' | 'banker'; index: number }[] {
  const order: { hand: 'player' | 'banker'; index: number }[] = [
    { hand: 'player', index: 0 },
    { hand: 'banker', index: 0 },
    { hand: 'player', index: 1 },
    { hand: 'banker', index: 1 },
  ];
  if (coup.player[2]) order.push({ hand: 'player', index: 2 });
  if (coup.banker[2]) order.push({ hand: 'banker', index: 2 });
  return order;
}

/** A hand's baccarat total for the cards shown so far (tens and faces count nothing). */
export function handTotal(hand: readonly CardValue[]): number {
  return hand.reduce((sum, card) => sum + cardValue(card.rank), 0) % 10;
}

/** Which bets a coup wins, and which push (player and banker bets are returned on a tie). */
export function betOutcome(type: BaccaratBetType, coup: Coup): 'win' | 'push' | 'lose' {
  if (type === 'playerPair') return coup.playerPair ? 'win' : 'lose';
  if (type === 'bankerPair') return coup.bankerPair ? 'win' : 'lose';
  if (type === coup.winner) return 'win';
  return coup.winner === 'tie' && (type === 'player' || type === 'banker') ? 'push' : 'lose';
}

export const PAYS: Record<BaccaratBetType, string> = {
  player: '1:1',
  banker: '0.95:1',
  tie: '8:1',
  playerPair: '11:1',
  bankerPair: '11:1',
};
