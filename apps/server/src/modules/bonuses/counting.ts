import type { BonusStatus } from '@croupier/contracts';

/** A bonus's requirement as the wagering consumer counts it down. */
export interface RequirementState {
  id: bigint;
  playerId: bigint;
  grantedAt: Date;
  requirement: bigint;
  wagered: bigint;
  contributions: Record<string, number>;
  status: BonusStatus;
  changed: boolean;
}

/** What one round added to one bonus, so a correction of the round gives back exactly that. */
export interface WagerState {
  roundId: bigint;
  bonusId: bigint;
  counted: bigint;
  validBet: bigint;
}

/** A row of the rounds stream: a settlement (valid bet ≥ 0) or a correction of one (a delta, often negative). */
export interface SettledRow {
  roundId: bigint;
  playerId: bigint;
  gameType: string;
  validBet: bigint;
  settledAt: Date;
}

export const wagerKey = (roundId: bigint, bonusId: bigint) => `${roundId}:${bonusId}`;

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

function setWagered(bonus: RequirementState, wagered: bigint) {
  bonus.wagered = wagered;
  bonus.changed = true;
  if (bonus.status === 'open' && wagered >= bonus.requirement) bonus.status = 'met';
  // A correction took back what had met it: the requirement is open again.
  else if (bonus.status === 'met' && wagered < bonus.requirement) bonus.status = 'open';
}

/**
 * Counts a settled valid bet down the player's open requirements granted before the round settled, oldest
 * first: each takes the valid bet at its contribution for the game type until it is met, and the rest of the
 * valid bet goes on to the next. A bonus that counts this game type at 0% takes none of it.
 */
function count(row: SettledRow, bonuses: RequirementState[], wagers: Map<string, WagerState>) {
  const open = bonuses
    .filter((b) => b.playerId === row.playerId && b.status === 'open' && b.grantedAt <= row.settledAt)
    .sort((a, b) => a.grantedAt.getTime() - b.grantedAt.getTime() || (a.id < b.id ? -1 : 1));
  let left = row.validBet;
  for (const bonus of open) {
    if (left === 0n) break;
    const rate = BigInt(bonus.contributions[row.gameType] ?? 0);
    if (rate === 0n) continue;
    const remaining = bonus.requirement - bonus.wagered;
    const full = (left * rate) / 100n;
    const counted = full < remaining ? full : remaining;
    const used = full < remaining ? left : minOf(ceilDiv(remaining * 100n, rate), left);
    if (counted === 0n) continue;
    setWagered(bonus, bonus.wagered + counted);
    const key = wagerKey(row.roundId, bonus.id);
    const wager = wagers.get(key) ?? { roundId: row.roundId, bonusId: bonus.id, counted: 0n, validBet: 0n };
    wagers.set(key, { ...wager, counted: wager.counted + counted, validBet: wager.validBet + used });
    left -= used;
  }
}

const minOf = (a: bigint, b: bigint) => (a < b ? a : b);

/**
 * Gives back what a round counted, for the valid bet a correction took away: from the youngest bonus the round
 * counted towards first (the last to have taken its valid bet), each in proportion to the valid bet it took.
 */
function giveBack(row: SettledRow, byId: Map<bigint, RequirementState>, wagers: Map<string, WagerState>) {
  const counted = [...wagers.values()]
    .filter((w) => w.roundId === row.roundId && w.validBet > 0n)
    .sort((a, b) => (a.bonusId < b.bonusId ? 1 : -1));
  let left = -row.validBet;
  for (const wager of counted) {
    if (left === 0n) break;
    const taken = minOf(wager.validBet, left);
    const returned = taken === wager.validBet ? wager.counted : (wager.counted * taken) / wager.validBet;
    const bonus = byId.get(wager.bonusId);
    if (bonus) setWagered(bonus, bonus.wagered - returned);
    wagers.set(wagerKey(wager.roundId, wager.bonusId), {
      ...wager,
      counted: wager.counted - returned,
      validBet: wager.validBet - taken,
    });
    left -= taken;
  }
}

/**
 * Applies a batch of the rounds stream, in stream order, to the requirements and per-round wagers it touches
 * (changing them in place): settlements count down, corrections give back.
 */
export function applyRounds(
  rows: readonly SettledRow[],
  bonuses: RequirementState[],
  wagers: Map<string, WagerState>,
): void {
  const byId = new Map(bonuses.map((b) => [b.id, b]));
  for (const row of rows) {
    if (row.validBet > 0n) count(row, bonuses, wagers);
    else if (row.validBet < 0n) giveBack(row, byId, wagers);
  }
}
