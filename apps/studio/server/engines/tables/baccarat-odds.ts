import { ratio, type Ratio } from '../money.ts';
import { coup, DECKS, SHOE } from './baccarat.ts';

export interface BaccaratOdds {
  /** Probabilities of the outcomes, exact. */
  player: Ratio;
  banker: Ratio;
  tie: Ratio;
  playerPair: Ratio;
  /** Expected return per unit staked of each bet, exact. */
  returns: Record<'player' | 'banker' | 'tie' | 'playerPair' | 'bankerPair', Ratio>;
}

/**
 * Exact outcome odds of a coup from a full eight-deck shoe, by enumerating every sequence of card values the
 * coup can draw (value 0: the 128 tens and faces; 1–9: 32 cards each), without replacement. A sequence of k
 * cards has probability Π count_i / (416 · 415 · … · (416 − k + 1)); each is put over the common denominator
 * D = 416 · 415 · 414 · 413 · 412 · 411 (≈ 5.0 · 10^15) by multiplying with the falling factorial of the cards
 * not drawn. All numerators are integers and they sum to D < 2^53, so adding them in doubles is exact.
 *
 * Pairs depend on ranks, not values: the first two cards of a hand share one of 13 ranks with probability
 * 13 · 32 · 31 / (416 · 415), for either hand alike since the deal is exchangeable.
 */
export function baccaratOdds(): BaccaratOdds {
  if (cached) return cached;
  const perValue = Array.from({ length: 10 }, (_, v) => (v === 0 ? 16 * DECKS : 4 * DECKS));
  const left = [...perValue];
  let player = 0;
  let banker = 0;
  let tie = 0;
  let total = 0;
  const fallingFrom = (drawn: number) => {
    let f = 1;
    for (let i = drawn; i < 6; i++) f *= SHOE - i;
    return f;
  };
  // Depth-first over the values the coup draws, replaying the coup itself (the same rules play uses) on each
  // prefix: when it asks for a card beyond the prefix, every value of that card is explored in turn.
  const walk = (script: number[], weight: number) => {
    let position = 0;
    let needsMore = false;
    const { player: p, banker: b } = coup(() => {
      if (position < script.length) return script[position++]!;
      needsMore = true;
      return 0;
    });
    if (needsMore) {
      for (let v = 0; v < 10; v++) {
        if (left[v] === 0) continue;
        const w = weight * left[v]!;
        left[v]! -= 1;
        walk([...script, v], w);
        left[v]! += 1;
      }
      return;
    }
    const numerator = weight * fallingFrom(script.length);
    const pt = p.reduce((a, c) => a + c, 0) % 10;
    const bt = b.reduce((a, c) => a + c, 0) % 10;
    if (pt > bt) player += numerator;
    else if (bt > pt) banker += numerator;
    else tie += numerator;
    total += numerator;
  };
  walk([], 1);
  const D = fallingFrom(0);
  if (total !== D) throw new Error(`baccarat enumeration covered ${total} of ${D}`);
  const denominator = BigInt(D);
  const [P, B, T] = [player, banker, tie].map((n) => BigInt(n));
  const pairs = 13n * BigInt(4 * DECKS) * BigInt(4 * DECKS - 1);
  const pairDenominator = BigInt(SHOE) * BigInt(SHOE - 1);
  cached = {
    player: ratio(P!, denominator),
    banker: ratio(B!, denominator),
    tie: ratio(T!, denominator),
    playerPair: ratio(pairs, pairDenominator),
    returns: {
      // Player: 2 on a win, stake back on a tie. Banker: 1.95 on a win, stake back on a tie.
      player: ratio(2n * P! + T!, denominator),
      banker: ratio(195n * B! + 100n * T!, 100n * denominator),
      tie: ratio(9n * T!, denominator),
      playerPair: ratio(12n * pairs, pairDenominator),
      bankerPair: ratio(12n * pairs, pairDenominator),
    },
  };
  return cached;
}

let cached: BaccaratOdds | undefined;
