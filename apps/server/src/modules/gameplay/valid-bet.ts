import type { GameType } from '@croupier/contracts';
import { sql, type SQL } from 'drizzle-orm';

/**
 * Game types where a push is possible (DOMAIN.md): a settled round's valid bet is min(stake, |payout − stake|),
 * so a push counts 0 and a win at odds below evens counts only the profit. Every other type counts its stake.
 */
export const PUSH_GAME_TYPES: readonly GameType[] = ['LIVE', 'SPORTS', 'ESPORTS', 'PVP', 'COCKFIGHT'];

/** The valid bet of a settled round; cancelled rounds count 0 and never come here. */
export function validBetOf(gameType: string, stake: bigint, payout: bigint): bigint {
  if (!PUSH_GAME_TYPES.includes(gameType as GameType)) return stake;
  const difference = payout > stake ? payout - stake : stake - payout;
  return difference < stake ? difference : stake;
}

/** The same rule in SQL, over a round row's columns, for statements that settle the round where it lies. */
export function validBetSql(gameType: SQL, stake: SQL, payout: SQL): SQL {
  const pushTypes = sql.join(
    PUSH_GAME_TYPES.map((type) => sql`${type}`),
    sql`, `,
  );
  return sql`(case when ${gameType} in (${pushTypes}) then least(${stake}, abs(${payout} - ${stake})) else ${stake} end)`;
}
