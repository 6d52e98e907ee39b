import { BetError, checkStake } from '../money.ts';
import type { RandomSource } from '../fairness/stream.ts';
import { compileSlot, type CompiledSlot } from './compile.ts';
import { drawMultiplier, drawStops, scatterCount, spin, windowCoins } from './spin.ts';
import type { SlotConfig, SlotSpin } from './types.ts';

export interface SlotBet {
  /** Minor units per coin. */
  coinValue: bigint;
  /** One of the configuration's bet levels: coins per spin are multiplied by it. */
  level: number;
}

export interface SlotRound {
  stake: bigint;
  /** The base spin first, then every free spin in the order played. */
  spins: SlotSpin[];
  freeSpinsPlayed: number;
  totalCoins: number;
  payout: bigint;
}

export function slotStake(config: SlotConfig, bet: SlotBet): bigint {
  if (!config.betLevels.includes(bet.level)) throw new BetError(`bet level ${bet.level} is not offered`);
  if (typeof bet.coinValue !== 'bigint' || bet.coinValue <= 0n)
    throw new BetError('a coin is worth at least one minor unit');
  return checkStake(bet.coinValue * BigInt(bet.level) * BigInt(config.coinsPerSpin));
}

/**
 * A whole slot round: the base spin and, when it triggers, every free spin it leads to (retriggers included,
 * up to the cap), all drawn from the round's one stream, so the round is settled with one bet and one win.
 */
export function playSlot(config: SlotConfig, random: RandomSource, bet: SlotBet): SlotRound {
  const stake = slotStake(config, bet);
  const c = compileSlot(config);
  const base = spin(c, random, { featureMultiplier: 1, awardRoom: config.freeSpinCap });
  const spins = [base];
  let awarded = base.awarded;
  let played = 0;
  while (played < awarded) {
    const free = spin(c, random, {
      featureMultiplier: config.freeSpinMultiplier,
      awardRoom: config.freeSpinCap - awarded,
    });
    awarded += free.awarded;
    played++;
    spins.push(free);
  }
  const totalCoins = spins.reduce((sum, s) => sum + s.coins, 0);
  return {
    stake,
    spins,
    freeSpinsPlayed: played,
    totalCoins,
    payout: BigInt(totalCoins) * BigInt(bet.level) * bet.coinValue,
  };
}

/**
 * The coins a round pays per bet level, drawing exactly what `playSlot` draws but building nothing to show:
 * the simulation and the benchmark use it to run millions of rounds.
 */
export function roundCoins(c: CompiledSlot, random: RandomSource, stops: number[] = []): number {
  const { config } = c;
  let awarded = 0;
  let played = -1; // the base spin
  let total = 0;
  let featureMultiplier = 1;
  do {
    drawStops(c, random, stops);
    const multiplier = drawMultiplier(c, random);
    const scatters = scatterCount(c, stops);
    total += (windowCoins(c, stops) + config.scatterPays[scatters]!) * multiplier * featureMultiplier;
    awarded += Math.min(config.freeSpins[scatters]!, config.freeSpinCap - awarded);
    featureMultiplier = config.freeSpinMultiplier;
    played++;
  } while (played < awarded);
  return total;
}
