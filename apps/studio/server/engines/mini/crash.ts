import { createHash, createHmac } from 'node:crypto';
import { applyRatio, BetError, checkStake, ratio } from '../money.ts';

/**
 * Crash, bustabit style: rounds are shared by every player, so their randomness comes from a hash chain the
 * studio commits to before the first round, not from players' seeds.
 *
 * Chain: h_0 is a secret 32-byte seed and h_{i+1} = SHA-256(h_i), up to h_N, the terminal hash, published first.
 * Rounds use the chain backwards: round r (1…N) uses h_{N−r}. So SHA-256 of a round's hash is the previous
 * round's hash (the terminal hash for round 1): nobody can compute a future round's hash from the published
 * ones, and everybody can check that a revealed hash belongs to the chain.
 *
 * Crash point: HMAC-SHA256 keyed with the round's hash over a public salt (fixed after the terminal hash is
 * published, e.g. a later block hash, so not even the studio could pick a chain), its first 52 bits h as an
 * integer, E = 2^52: point = ⌊(1 − edge) · E / (E − h)⌋ in hundredths, at least 1.00×. Then
 * P(point ≥ m) = ⌊(1 − edge) · E / m⌋ / E ≤ (1 − edge) / m for every m ≥ 1.00, so cashing out at any m returns
 * at most 99%, and 99% up to 2^−52 · m.
 */
export const CRASH_EDGE_BP = 100;
const E = 2n ** 52n;
/** The lowest cash-out target: at 1.00× nobody could win anything. */
export const MIN_CASH_OUT = 101;
/**
 * Points are capped at 1,000,000.00× (reached about once in 10^6 rounds), which keeps them safe integers; cash-out
 * targets stop there too, so no target's odds change.
 */
export const MAX_POINT = 100_000_000;

export function nextChainHash(hash: string): string {
  return createHash('sha256').update(Buffer.from(hash, 'hex')).digest('hex');
}

/** The whole chain for a seed, in round order: hashes[r − 1] is round r's hash. For tests and short chains. */
export function crashChain(seed: string, length: number): { terminalHash: string; hashes: string[] } {
  const chain = [seed];
  for (let i = 0; i < length; i++) chain.push(nextChainHash(chain.at(-1)!));
  return { terminalHash: chain[length]!, hashes: chain.slice(0, length).reverse() };
}

/** Round r's hash straight from the seed: N − r hashing steps. */
export function crashRoundHash(seed: string, length: number, round: number): string {
  if (!Number.isInteger(round) || round < 1 || round > length)
    throw new RangeError('no such round in the chain');
  let hash = seed;
  for (let i = 0; i < length - round; i++) hash = nextChainHash(hash);
  return hash;
}

/** The 52 bits a round's crash point comes from. */
export function crashBits(roundHash: string, salt: string): bigint {
  const mac = createHmac('sha256', Buffer.from(roundHash, 'hex')).update(salt).digest('hex');
  return BigInt(`0x${mac.slice(0, 13)}`);
}

/** Crash point in hundredths (100 = 1.00×) from 52 uniform bits. */
export function crashPointFromBits(h: bigint): number {
  if (h < 0n || h >= E) throw new RangeError('52 bits expected');
  const point = ((10_000n - BigInt(CRASH_EDGE_BP)) * E) / ((E - h) * 100n);
  return point < 100n ? 100 : point > BigInt(MAX_POINT) ? MAX_POINT : Number(point);
}

export function crashPoint(roundHash: string, salt: string): number {
  return crashPointFromBits(crashBits(roundHash, salt));
}

/** Exact probability that a round reaches `target` hundredths (so a cash-out there is paid). */
export function reachProbability(target: number): { num: bigint; den: bigint } {
  return ratio(((10_000n - BigInt(CRASH_EDGE_BP)) * E) / (BigInt(target) * 100n), E);
}

/**
 * Checks a revealed round hash against the chain: hashing it `round` times must give the terminal hash.
 * Returns the round's crash point when it belongs, null when it does not.
 */
export function verifyCrashRound(input: {
  roundHash: string;
  round: number;
  terminalHash: string;
  salt: string;
}): number | null {
  if (!/^[0-9a-f]{64}$/.test(input.roundHash) || !Number.isInteger(input.round) || input.round < 1)
    return null;
  let hash = input.roundHash;
  for (let i = 0; i < input.round; i++) hash = nextChainHash(hash);
  return hash === input.terminalHash ? crashPoint(input.roundHash, input.salt) : null;
}

export interface CrashBet {
  stake: bigint;
  /** Auto cash-out target in hundredths, set before the round starts. */
  autoCashOut?: number;
  /** Where the player cashed out by hand, in hundredths, as the service recorded it while the round ran. */
  cashedOutAt?: number;
}

/**
 * Settles one player's bet once the round's crash point is known: the earlier of the auto and manual cash-outs
 * counts, and it is paid when the round reached it (a cash-out exactly at the crash point is paid).
 */
export function settleCrashBet(bet: CrashBet, point: number): { cashOut: number | null; payout: bigint } {
  checkStake(bet.stake);
  const targets = [bet.autoCashOut, bet.cashedOutAt].filter((t): t is number => t !== undefined);
  for (const t of targets)
    if (!Number.isInteger(t) || t < MIN_CASH_OUT || t > 100_000_000)
      throw new BetError('cash-out between 1.01× and 1,000,000×');
  if (targets.length === 0) return { cashOut: null, payout: 0n };
  const cashOut = Math.min(...targets);
  return cashOut <= point
    ? { cashOut, payout: applyRatio(bet.stake, ratio(cashOut, 100)) }
    : { cashOut: null, payout: 0n };
}

/**
 * The running multiplier as a round is shown: 1.00× at the start, growing by e^{0.00006 t} (×2 after about
 * 11.6 s). Continuous time needs a float here; only its value floored to hundredths is ever used, to decide
 * where a manual cash-out lands, and that integer is what is paid.
 */
export function crashMultiplierAt(elapsedMs: number): number {
  return Math.floor(100 * Math.exp(0.00006 * Math.max(0, elapsedMs)));
}

/** How long a round runs before it shows `point` hundredths (when it crashes). */
export function crashDurationMs(point: number): number {
  return Math.ceil(Math.log(point / 100) / 0.00006);
}
