import type { RandomSource } from '../fairness/stream.ts';
import { BetError, checkStake } from '../money.ts';

/**
 * Punto banco from an eight-deck shoe, shuffled afresh for every round (as a continuous shuffler does), so each
 * round stands alone and can be verified from its own seeds. Cards are dealt player, banker, player, banker,
 * then the third cards by the tableau.
 */
export const DECKS = 8;
export const SHOE = 52 * DECKS;

export type BaccaratBetType = 'player' | 'banker' | 'tie' | 'playerPair' | 'bankerPair';
export interface BaccaratBet {
  type: BaccaratBetType;
  stake: bigint;
}

/** A card as dealt: rank 1 (ace) … 13 (king), suit 0–3. */
export interface Card {
  rank: number;
  suit: number;
}

export interface BaccaratResult {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: 'player' | 'banker' | 'tie';
  playerPair: boolean;
  bankerPair: boolean;
  payouts: bigint[];
  totalStake: bigint;
  totalPayout: bigint;
}

/** Tens and faces count nothing; aces one. */
export const cardValue = (rank: number) => (rank >= 10 ? 0 : rank);

/**
 * The tableau: does the banker draw, holding `banker` (0–7) after the player drew a third card worth
 * `playerThird` (or stood: null)?
 */
export function bankerDraws(banker: number, playerThird: number | null): boolean {
  if (playerThird === null) return banker <= 5;
  switch (banker) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/**
 * Deals one coup. `draw()` gives the next card's value; the coup asks for a fifth and sixth card only when
 * the rules do, so the same function serves play (cards from the shoe) and the exact odds (every value).
 */
export function coup(draw: () => number): { player: number[]; banker: number[] } {
  const player = [draw()];
  const banker = [draw()];
  player.push(draw());
  banker.push(draw());
  const total = (hand: number[]) => hand.reduce((a, b) => a + b, 0) % 10;
  if (total(player) >= 8 || total(banker) >= 8) return { player, banker };
  let playerThird: number | null = null;
  if (total(player) <= 5) {
    playerThird = draw();
    player.push(playerThird);
  }
  if (bankerDraws(total(banker), playerThird)) banker.push(draw());
  return { player, banker };
}

/** Winnings as a ratio to one: banker wins pay 0.95 (5% commission); player and banker push on a tie. */
const PAYS: Record<BaccaratBetType, { num: bigint; den: bigint }> = {
  player: { num: 1n, den: 1n },
  banker: { num: 95n, den: 100n },
  tie: { num: 8n, den: 1n },
  playerPair: { num: 11n, den: 1n },
  bankerPair: { num: 11n, den: 1n },
};
export const MAX_BETS = 5;

export function playBaccarat(random: RandomSource, bets: readonly BaccaratBet[]): BaccaratResult {
  if (bets.length === 0 || bets.length > MAX_BETS) throw new BetError(`place 1 to ${MAX_BETS} bets`);
  for (const bet of bets) {
    checkStake(bet.stake);
    if (!(bet.type in PAYS)) throw new BetError(`unknown baccarat bet ${String(bet.type)}`);
  }
  // A partial Fisher–Yates shuffle of the shoe, one card at a time, as many as the coup needs: position i takes
  // the card at a uniformly drawn position j ≥ i. Only moved positions are remembered (the rest hold their own
  // index), so a round touches six entries instead of laying out 416 cards.
  const moved = new Map<number, number>();
  const at = (position: number) => moved.get(position) ?? position;
  const dealt: Card[] = [];
  const { player, banker } = coup(() => {
    const i = dealt.length;
    const j = i + random.int(SHOE - i);
    const card = at(j) % 52;
    moved.set(j, at(i));
    dealt.push({ rank: (card % 13) + 1, suit: Math.floor(card / 13) });
    return cardValue(dealt.at(-1)!.rank);
  });
  // Deal order P, B, P, B, then thirds: player's cards are dealt[0], dealt[2] (and dealt[4] if drawn).
  const playerCards = [dealt[0]!, dealt[2]!, ...(player.length === 3 ? [dealt[4]!] : [])];
  const bankerCards = [dealt[1]!, dealt[3]!, ...(banker.length === 3 ? [dealt.at(-1)!] : [])];
  const playerTotal = player.reduce((a, b) => a + b, 0) % 10;
  const bankerTotal = banker.reduce((a, b) => a + b, 0) % 10;
  const winner = playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  const playerPair = playerCards[0]!.rank === playerCards[1]!.rank;
  const bankerPair = bankerCards[0]!.rank === bankerCards[1]!.rank;
  const won: Record<BaccaratBetType, boolean> = {
    player: winner === 'player',
    banker: winner === 'banker',
    tie: winner === 'tie',
    playerPair,
    bankerPair,
  };
  const payouts = bets.map((bet) => {
    if (won[bet.type]) return bet.stake + (bet.stake * PAYS[bet.type].num) / PAYS[bet.type].den;
    if (winner === 'tie' && (bet.type === 'player' || bet.type === 'banker')) return bet.stake;
    return 0n;
  });
  return {
    player: playerCards,
    banker: bankerCards,
    playerTotal,
    bankerTotal,
    winner,
    playerPair,
    bankerPair,
    payouts,
    totalStake: bets.reduce((sum, bet) => sum + bet.stake, 0n),
    totalPayout: payouts.reduce((a, b) => a + b, 0n),
  };
}
