import { useMemo, useState } from 'react';
import { formatMoney } from '@croupier/money';
import { chipValues } from '../lib/money.ts';
import { useGame } from '../shell/GameContext.tsx';
import {
  canPlace,
  doubled,
  emptyBets,
  place,
  repeat,
  total,
  undo,
  type PlaceProblem,
  type TableBets,
} from './bets.ts';

/**
 * The chips of a table game: the selected chip, the layout on the table and the last layout played, with every
 * placement checked against the game's maximum, the balance and the engine's number of bets.
 */
export function useTableBets(maxSpots: number) {
  const { limits, currency, game } = useGame();
  const chips = useMemo(() => chipValues(limits.min, limits.max), [limits.min, limits.max]);
  const [chip, setChip] = useState(() => chips[Math.min(1, chips.length - 1)] ?? limits.min);
  const [bets, setBets] = useState<TableBets>(emptyBets);
  const [last, setLast] = useState<ReadonlyMap<string, bigint> | null>(null);
  const [problem, setProblem] = useState<PlaceProblem>(null);
  const tableLimits = { max: limits.max, balance: limits.balance, maxSpots };

  const tryLayout = (next: TableBets) => {
    const sum = total(next);
    const reason: PlaceProblem =
      sum > limits.max
        ? 'aboveMax'
        : sum > limits.balance
          ? 'overBalance'
          : next.spots.size > maxSpots
            ? 'tooManyBets'
            : null;
    setProblem(reason);
    if (!reason) setBets(next);
  };

  return {
    chips,
    chip,
    setChip,
    bets,
    total: total(bets),
    problem,
    /** The reason a placement was refused, as translation options. */
    problemOptions: { max: formatMoney(limits.max, currency), count: maxSpots, min: game.minStake },
    belowMin: bets.spots.size > 0 && total(bets) < limits.min,
    /** A layout that can be played: chips on the table, at least the minimum. (A refused chip never lands.) */
    ready: bets.spots.size > 0 && total(bets) >= limits.min,
    add(key: string) {
      const reason = canPlace(bets, key, chip, tableLimits);
      setProblem(reason);
      if (!reason) setBets(place(bets, key, chip));
    },
    undo: () => {
      setProblem(null);
      setBets(undo(bets));
    },
    clear: () => {
      setProblem(null);
      setBets(emptyBets);
    },
    double: () => tryLayout(doubled(bets)),
    repeat: () => last && tryLayout(repeat(last)),
    canRepeat: last !== null && bets.spots.size === 0,
    /** Called when a round with this layout was accepted: it becomes the layout to repeat. */
    played: () => setLast(bets.spots),
    reset: () => setBets(emptyBets),
  };
}
