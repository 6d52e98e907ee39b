/**
 * Speed of the slots engine: whole rounds (base spin and any free spins, with everything a player is shown)
 * drawn from the provably fair stream, one new nonce per round as in play, against a baseline measured in the
 * same run: the fair stream alone producing the draws of a base spin (a fresh HMAC stream per round, one stop per
 * reel and the multiplier wheel), with no game logic. Rounds rotate over 20 catalogue slots of every layout.
 *
 * Prints rounds (spins) per second of both, the simulation path the RTP tests use (the same evaluator fed by a
 * fast seeded generator) for information, and the ratio (engine ÷ baseline) last. Target: ≥ 0.5, the game logic
 * costing no more than the randomness it consumes.
 *
 * Run: `npm run bench:slots` (`BENCH_SECONDS=n` sets how long each side runs, default 6).
 */
import { FairStream } from '../apps/studio/server/engines/fairness/stream.ts';
import { catalogueSlots } from '../apps/studio/server/engines/slots/catalogue-slots.ts';
import {
  compileSlot,
  playSlot,
  roundCoins,
  slotConfigFor,
} from '../apps/studio/server/engines/slots/index.ts';
import { SimulationRandom } from '../apps/studio/server/engines/stats/sim-random.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const SLICES = 5;
const SERVER_SEED = 'b3d1f0e2a4c6b8d0f2e4a6c8b0d2f4e6a8c0b2d4f6e8a0c2b4d6f8e0a2c4b6d8';

const slots = catalogueSlots();
const configs = Array.from({ length: 20 }, (_, i) => slotConfigFor(slots[(i * 443) % slots.length]!));
const compiled = configs.map((config) => compileSlot(config));

interface Tally {
  rounds: number;
  spins: number;
  milliseconds: number;
}
const newTally = (): Tally => ({ rounds: 0, spins: 0, milliseconds: 0 });

/** Runs `round` (which returns the spins it played) for `seconds`, in chunks of 1,000, adding to `tally`. */
function runSlice(tally: Tally, seconds: number, round: (n: number) => number) {
  const started = performance.now();
  const until = started + seconds * 1000;
  let now = started;
  while (now < until) {
    for (let i = 0; i < 1000; i++) {
      tally.spins += round(tally.rounds);
      tally.rounds += 1;
    }
    now = performance.now();
  }
  tally.milliseconds += now - started;
}

const baseline = (n: number) => {
  const c = compiled[n % compiled.length]!;
  const stream = new FairStream(SERVER_SEED, 'bench', n);
  for (let r = 0; r < c.stripLengths.length; r++) stream.int(c.stripLengths[r]!);
  stream.int(c.wheelTotal);
  return 1;
};
const engine = (n: number) =>
  playSlot(configs[n % configs.length]!, new FairStream(SERVER_SEED, 'bench', n), { coinValue: 1n, level: 1 })
    .spins.length;
const simulationRandom = new SimulationRandom(1);
// roundCoins does not report how many spins it played: the simulation line shows rounds only.
const simulation = (n: number) => (roundCoins(compiled[n % compiled.length]!, simulationRandom), 1);

const baseTally = newTally();
const engineTally = newTally();
const simulationTally = newTally();
// Warm-up (JIT, compiled tables), then alternating slices so that other work on the machine weighs on both.
runSlice(newTally(), 0.5, baseline);
runSlice(newTally(), 0.5, engine);
runSlice(newTally(), 0.5, simulation);
for (let slice = 0; slice < SLICES; slice++) {
  runSlice(baseTally, SECONDS / SLICES, baseline);
  runSlice(engineTally, SECONDS / SLICES, engine);
  runSlice(simulationTally, SECONDS / SLICES / 2, simulation);
}

const perSecond = (count: number, tally: Tally) => (count * 1000) / tally.milliseconds;
const line = (label: string, tally: Tally, spins = true) =>
  `${label.padEnd(44)} ${perSecond(tally.rounds, tally).toFixed(0).padStart(9)} rounds/s` +
  (spins ? ` ${perSecond(tally.spins, tally).toFixed(0).padStart(9)} spins/s` : '');
console.log(
  `slots bench: ${configs.length} catalogue slots, ${SECONDS} s each side in ${SLICES} alternating slices`,
);
console.log(line('baseline (fair stream, base-spin draws only)', baseTally));
console.log(line('engine (fair stream, whole rounds shown)', engineTally));
console.log(line('simulation path (seeded generator)', simulationTally, false));
console.log(`free spins per round: ${(engineTally.spins / engineTally.rounds - 1).toFixed(3)}`);
const ratio = perSecond(engineTally.rounds, engineTally) / perSecond(baseTally.rounds, baseTally);
console.log(`ratio: ${ratio.toFixed(2)} (target >= 0.50)`);
