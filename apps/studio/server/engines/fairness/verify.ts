import { playHilo, type HiloAction, type HiloState } from '../mini/hilo.ts';
import { rollDice, type DiceBet, type DiceResult } from '../mini/dice.ts';
import { playMines, type MinesAction, type MinesBet, type MinesState } from '../mini/mines.ts';
import { dropPlinko, type PlinkoBet, type PlinkoResult } from '../mini/plinko.ts';
import { settleCrashBet, verifyCrashRound, type CrashBet } from '../mini/crash.ts';
import { playSlot, type SlotBet, type SlotRound } from '../slots/play.ts';
import { slotConfigFor } from '../slots/generate.ts';
import { playBaccarat, type BaccaratBet, type BaccaratResult } from '../tables/baccarat.ts';
import { spinRoulette, type RouletteBet, type RouletteResult } from '../tables/roulette.ts';
import { rollSicBo, type SicBoBet, type SicBoResult } from '../tables/sicbo.ts';
import { matchesCommitment } from './seeds.ts';
import { FairStream, type RandomSource, type RoundSeeds } from './stream.ts';

/** Everything besides the seeds that decides a round: the game, and the player's bet and moves. */
export type RoundRequest =
  | { game: 'slot'; vassalage: string; gameCode: string; bet: SlotBet }
  | { game: 'roulette'; bets: RouletteBet[] }
  | { game: 'sicbo'; bets: SicBoBet[] }
  | { game: 'baccarat'; bets: BaccaratBet[] }
  | { game: 'dice'; bet: DiceBet }
  | { game: 'mines'; bet: MinesBet; actions: MinesAction[] }
  | { game: 'plinko'; bet: PlinkoBet }
  | { game: 'hilo'; bet: { stake: bigint }; actions: HiloAction[] };

export type RoundResult =
  | { game: 'slot'; stake: bigint; payout: bigint; result: SlotRound }
  | { game: 'roulette'; stake: bigint; payout: bigint; result: RouletteResult }
  | { game: 'sicbo'; stake: bigint; payout: bigint; result: SicBoResult }
  | { game: 'baccarat'; stake: bigint; payout: bigint; result: BaccaratResult }
  | { game: 'dice'; stake: bigint; payout: bigint; result: DiceResult }
  | { game: 'mines'; stake: bigint; payout: bigint; result: MinesState }
  | { game: 'plinko'; stake: bigint; payout: bigint; result: PlinkoResult }
  | { game: 'hilo'; stake: bigint; payout: bigint; result: HiloState };

/**
 * Plays a round of any engine from its stream. Play and verification both come through here, so what a player
 * recomputes is what was settled. Rounds still in progress (mines, hi-lo) are replayed from their moves so far.
 */
export function playRound(random: RandomSource, request: RoundRequest): RoundResult {
  switch (request.game) {
    case 'slot': {
      const result = playSlot(slotConfigFor(request), random, request.bet);
      return { game: 'slot', stake: result.stake, payout: result.payout, result };
    }
    case 'roulette': {
      const result = spinRoulette(random, request.bets);
      return { game: 'roulette', stake: result.totalStake, payout: result.totalPayout, result };
    }
    case 'sicbo': {
      const result = rollSicBo(random, request.bets);
      return { game: 'sicbo', stake: result.totalStake, payout: result.totalPayout, result };
    }
    case 'baccarat': {
      const result = playBaccarat(random, request.bets);
      return { game: 'baccarat', stake: result.totalStake, payout: result.totalPayout, result };
    }
    case 'dice': {
      const result = rollDice(random, request.bet);
      return { game: 'dice', stake: request.bet.stake, payout: result.payout, result };
    }
    case 'mines': {
      const result = playMines(random, request.bet, request.actions);
      return { game: 'mines', stake: request.bet.stake, payout: result.payout, result };
    }
    case 'plinko': {
      const result = dropPlinko(random, request.bet);
      return { game: 'plinko', stake: request.bet.stake, payout: result.payout, result };
    }
    case 'hilo': {
      const result = playHilo(random, request.bet, request.actions);
      return { game: 'hilo', stake: request.bet.stake, payout: result.payout, result };
    }
  }
}

export interface Verification {
  /** Whether the revealed server seed is the one committed to before play (when the commitment is given). */
  commitment: 'matches' | 'mismatch' | 'not given';
  round: RoundResult;
  /** How many 32-bit integers the round read from its stream. */
  integersDrawn: number;
}

/** Recomputes a finished round from its revealed seeds, and checks the seed against its commitment. */
export function verifyRound(
  seeds: RoundSeeds & { serverSeedHash?: string },
  request: RoundRequest,
): Verification {
  const stream = FairStream.of(seeds);
  const round = playRound(stream, request);
  const commitment =
    seeds.serverSeedHash === undefined
      ? 'not given'
      : matchesCommitment(seeds.serverSeed, seeds.serverSeedHash)
        ? 'matches'
        : 'mismatch';
  return { commitment, round, integersDrawn: stream.drawn };
}

/**
 * Crash rounds are shared and come from the hash chain, not from a player's seeds: the revealed round hash is
 * checked against the published terminal hash, then every bet is settled at the recomputed crash point.
 */
export function verifyCrash(input: {
  roundHash: string;
  round: number;
  terminalHash: string;
  salt: string;
  bets: CrashBet[];
}): { point: number; payouts: bigint[] } | null {
  const point = verifyCrashRound(input);
  if (point === null) return null;
  return { point, payouts: input.bets.map((bet) => settleCrashBet(bet, point).payout) };
}
