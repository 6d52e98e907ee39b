import type { Currency } from '@croupier/money';
import { plinkoTable, type PlinkoRisk } from '../../../server/engines/mini/plinko.ts';
import type { Action, Bet, Game, Round } from '../api/types.ts';
import { minorOf } from '../lib/money.ts';
import { asRecord, numberArray, ratioNumber } from '../lib/result.ts';

/**
 * What the verifier needs besides the seeds, for a round from history: the bet this tab remembered, else what
 * the result itself shows (a mines grid and its moves, a hi-lo sequence, a plinko board, a slot's stake split
 * into level × coin). Table bets cannot be read back from an outcome; the verifier then asks for them.
 */
export function deriveBet(
  round: Round,
  game: Game,
  currency: Currency,
): { bet: Bet | null; actions: Action[] } {
  const result = asRecord(round.result);
  switch (round.engine) {
    case 'slot': {
      const slot = game.slot;
      if (!slot) return { bet: null, actions: [] };
      const stake = minorOf(round.stake, currency);
      for (const level of slot.betLevels)
        for (const coinValue of slot.coinValues)
          if (minorOf(coinValue, currency) * BigInt(level * slot.coinsPerSpin) === stake)
            return { bet: { engine: 'slot', coinValue, level }, actions: [] };
      return { bet: null, actions: [] };
    }
    case 'mines': {
      const cells = Number(result.cells);
      const side = Math.round(Math.sqrt(cells));
      const mines = numberArray(result.mines);
      const revealed = numberArray(result.revealed);
      if (![3, 4, 5, 6, 7].includes(side) || !mines) return { bet: null, actions: [] };
      const actions: Action[] = (revealed ?? []).map((cell) => ({ type: 'reveal', cell }));
      // Opening the last safe cell cashes out by itself; any other cash-out was the player's move.
      if (result.status === 'cashedOut' && (revealed?.length ?? 0) < cells - mines.length)
        actions.push({ type: 'cashOut' });
      return {
        bet: { engine: 'mines', stake: round.stake, side: side as 3 | 4 | 5 | 6 | 7, mines: mines.length },
        actions,
      };
    }
    case 'hilo': {
      const steps = Array.isArray(result.steps) ? (result.steps as unknown[]) : [];
      const actions: Action[] = steps
        .map((s) => asRecord(s).action)
        .filter((a): a is 'higher' | 'lower' | 'skip' => a === 'higher' || a === 'lower' || a === 'skip')
        .map((type) => ({ type }));
      if (result.status === 'cashedOut') actions.push({ type: 'cashOut' });
      return { bet: { engine: 'hilo', stake: round.stake }, actions };
    }
    case 'plinko': {
      const path = numberArray(result.path);
      const slot = Number(result.slot);
      const multiplier = ratioNumber(result.multiplier);
      if (!path || multiplier === null) return { bet: null, actions: [] };
      const rows = path.length;
      const risk = (['low', 'medium', 'high'] as PlinkoRisk[]).find((r) => {
        try {
          return plinkoTable(rows, r)[slot] === Math.round(multiplier * 100);
        } catch {
          return false;
        }
      });
      return risk
        ? { bet: { engine: 'plinko', stake: round.stake, rows, risk }, actions: [] }
        : { bet: null, actions: [] };
    }
    default:
      return { bet: null, actions: [] };
  }
}

/** The verifier's URL for a round: seeds, commitment, game and (when known) the bet and moves as JSON. */
export function verifyHref(input: {
  round: Round;
  game: Game;
  bet: Bet | null;
  actions: Action[];
  language: string;
  theme: string;
}): string {
  const { round, game } = input;
  const params = new URLSearchParams({
    engine: round.engine,
    serverSeed: round.fairness.serverSeed ?? '',
    hash: round.fairness.serverSeedHash,
    clientSeed: round.fairness.clientSeed,
    nonce: String(round.fairness.nonce),
    vassalage: game.vassalage,
    gameCode: game.gameCode,
    language: input.language,
    theme: input.theme,
  });
  if (input.bet) params.set('bet', JSON.stringify(input.bet));
  if (input.actions.length > 0) params.set('actions', JSON.stringify(input.actions));
  return `/verify?${params.toString()}`;
}

export function crashVerifyHref(hash: string, language: string, theme: string): string {
  return `/verify?${new URLSearchParams({ engine: 'crash', crashHash: hash, language, theme }).toString()}`;
}
