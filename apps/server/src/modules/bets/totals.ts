import { sql, type SQL } from 'drizzle-orm';
import { localHourStart, STATS_CONSUMERS } from './stats.ts';

export interface SettledPlayFilter {
  brandId: bigint;
  /** The brand's time zone: the hours of the totals are its local hours. */
  timezone: string;
  /** Settled at or after (no bound when missing). */
  from?: Date;
  /** Settled before (no bound when missing). */
  to?: Date;
  playerId?: bigint;
  vassalage?: string;
}

const instant = (at: Date | undefined, unbounded: string) =>
  sql`${at ? at.toISOString() : unbounded}::timestamptz`;

/**
 * The brand's settled play in a time range, per player, local hour, product, game and currency, exactly as the
 * raw rounds sum (ADR 0018), from three disjoint parts read in one statement (one snapshot):
 * - the hourly totals of the hours wholly inside the range,
 * - the stream rows the stats have not consumed yet that fall in those hours, so a just-settled round counts,
 * - every stream row in the range in an hour the range cuts (a range not on the brand's hours).
 * Its columns: player_id, hour, product, game_type, vassalage, game_id (0: unknown), currency, rounds, stake,
 * payout, valid_bet.
 */
export function settledPlay(filter: SettledPlayFilter): SQL {
  const from = instant(filter.from, '-infinity');
  const to = instant(filter.to, 'infinity');
  const zone = sql`${filter.timezone}::text`;
  const hourOf = localHourStart(sql`s.settled_at`, zone);
  // Written so the totals' (brand_id, hour) key can bound the scan on both sides.
  const inside = (hour: SQL) => sql`${hour} >= ${from} and ${hour} <= ${to} - interval '1 hour'`;
  const narrow = (alias: string) =>
    sql.join(
      [
        sql`${sql.raw(alias)}.brand_id = ${filter.brandId}`,
        ...(filter.playerId !== undefined ? [sql`${sql.raw(alias)}.player_id = ${filter.playerId}`] : []),
        ...(filter.vassalage !== undefined ? [sql`${sql.raw(alias)}.vassalage = ${filter.vassalage}`] : []),
      ],
      sql` and `,
    );
  const streamColumns = sql`s.player_id, ${hourOf} as hour, s.product, s.game_type, s.vassalage,
    coalesce(s.game_id, 0) as game_id, s.currency, s.rounds, s.stake, s.payout, s.valid_bet`;
  return sql`(
    select t.player_id, t.hour, t.product, t.game_type, t.vassalage, t.game_id, t.currency, t.rounds, t.stake,
      t.payout, t.valid_bet
    from player_hourly_bets t
    where ${narrow('t')} and ${inside(sql`t.hour`)}
    union all
    select ${streamColumns}
    from rounds_stream s, stream_cursors c
    where c.consumer = ${STATS_CONSUMERS.rounds} and (s.xid, s.seq) > (c.xid, c.seq) and ${narrow('s')}
      and s.settled_at >= ${from} and s.settled_at < ${to} and ${inside(hourOf)}
    union all
    select ${streamColumns}
    from rounds_stream s
    where ${narrow('s')} and s.settled_at >= ${from} and s.settled_at < ${to}
      and (s.settled_at < ${from} + interval '1 hour' or s.settled_at >= ${to} - interval '1 hour')
      and not (${inside(hourOf)})
  )`;
}
