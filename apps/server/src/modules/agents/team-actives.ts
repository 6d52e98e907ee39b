import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ROUNDS_STREAM, streamAfter, type StreamPosition } from '../bets/index.ts';
import { listBrandClocks } from '../brands/index.ts';
import { readAgentRules } from './settings.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const idArray = (ids: readonly bigint[]) => sql`${`{${ids.join(',')}}`}::bigint[]`;
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/**
 * Keeps `team_active_minimums` to each brand's current salary and dividend minimums, in the consumer's batch
 * transaction before it adds the batch (ADR 0025): a minimum no longer in use is forgotten with its counts, and
 * a new one is counted from the brand-local day it appears on, first from the members' day totals consumed so
 * far, then by the batches. Days before that keep being counted from the members' totals by the readers.
 */
export async function keepActiveMinimums(tx: Executor): Promise<void> {
  const kept = rowsOf<{ brand_id: string | bigint; currency: string; minimum: string | bigint }>(
    await tx.execute(sql`select brand_id, currency, minimum from team_active_minimums`),
  );
  const keyOf = (brandId: bigint, currency: string, minimum: bigint) => `${brandId}:${currency}:${minimum}`;
  const unused = new Map(
    kept.map((row) => {
      const key = { brandId: BigInt(row.brand_id), currency: row.currency, minimum: BigInt(row.minimum) };
      return [keyOf(key.brandId, key.currency, key.minimum), key] as const;
    }),
  );
  for (const brand of await listBrandClocks(tx)) {
    const rules = await readAgentRules(tx, brand);
    for (const minimum of new Set([rules.salaryActiveMinimum, rules.dividendActiveMinimum])) {
      if (unused.delete(keyOf(brand.id, brand.currencyCode, minimum))) continue;
      await startCounting(tx, {
        brandId: brand.id,
        currency: brand.currencyCode,
        timezone: brand.timezone,
        minimum,
      });
    }
  }
  for (const { brandId, currency, minimum } of unused.values()) {
    const key = sql`brand_id = ${brandId} and currency = ${currency} and minimum = ${minimum}`;
    await tx.execute(sql`delete from team_day_actives where ${key}`);
    await tx.execute(sql`delete from team_active_minimums where ${key}`);
  }
}

async function startCounting(
  tx: Executor,
  props: { brandId: bigint; currency: string; timezone: string; minimum: bigint },
): Promise<void> {
  const { brandId, currency, minimum } = props;
  const [since] = rowsOf<{ day: string }>(
    await tx.execute(
      sql`select to_char((app_now() at time zone ${props.timezone}::text)::date, 'YYYY-MM-DD') as day`,
    ),
  );
  await tx.execute(sql`
    insert into team_day_actives (agent_id, brand_id, day, currency, minimum, active)
    select a.ancestor_id, m.brand_id, m.starts, m.currency, ${minimum}, count(*)::int
    from member_play_totals m join agent_tree a on a.descendant_id = m.player_id
    where m.brand_id = ${brandId} and m.span = 'D' and m.starts >= ${since!.day}::date and m.currency = ${currency}
      and m.valid_bet >= ${minimum}
    group by 1, 2, 3, 4`);
  await tx.execute(sql`insert into team_active_minimums (brand_id, currency, minimum, since)
    values (${brandId}, ${currency}, ${minimum}, ${since!.day}::date)`);
}

/**
 * Adds each member-day of a batch to `member_play_totals` (its day, and the same to its ISO week and month)
 * and, in the same statement, each crossing of a counted minimum by a member's day total to the active counts
 * of the member's ancestors: +1 when the day's total reaches the minimum, −1 when a correction takes it back
 * under. `memberDays` is the batch summed per (brand_id, day, player_id, currency) with its `valid_bet`.
 */
export function addMemberDays(memberDays: SQL, spanStart: (span: SQL, day: SQL) => SQL): SQL {
  return sql`
    with d as ${memberDays},
    kept as (
      insert into member_play_totals as t (brand_id, span, starts, player_id, currency, valid_bet)
      select d.brand_id, spans.span, ${spanStart(sql`spans.span`, sql`d.day`)}, d.player_id, d.currency,
        sum(d.valid_bet)::bigint
      from d cross join (values ('D'), ('W'), ('M')) as spans (span)
      group by 1, 2, 3, 4, 5
      on conflict (brand_id, span, starts, player_id, currency) do update
        set valid_bet = t.valid_bet + excluded.valid_bet
      returning t.brand_id, t.span, t.starts, t.player_id, t.currency, t.valid_bet
    ),
    crossed as (
      select k.brand_id, k.starts as day, k.player_id, k.currency, m.minimum,
        (k.valid_bet >= m.minimum)::int - (k.valid_bet - d.valid_bet >= m.minimum)::int as change
      from kept k
      join d on d.brand_id = k.brand_id and d.day = k.starts and d.player_id = k.player_id
        and d.currency = k.currency
      join team_active_minimums m on m.brand_id = k.brand_id and m.currency = k.currency and k.starts >= m.since
      where k.span = 'D'
    )
    insert into team_day_actives as t (agent_id, brand_id, day, currency, minimum, active)
    select a.ancestor_id, c.brand_id, c.day, c.currency, c.minimum, sum(c.change)::int
    from crossed c join agent_tree a on a.descendant_id = c.player_id
    where c.change <> 0
    group by 1, 2, 3, 4, 5
    on conflict (agent_id, day, currency, minimum) do update set active = t.active + excluded.active`;
}

/** Moves a member's team's active counts between ancestors, as `shiftTeamTotals` moves its other totals. */
export async function shiftTeamActives(tx: Executor, memberId: bigint, sign: 1 | -1): Promise<void> {
  await tx.execute(sql`
    insert into team_day_actives as t (agent_id, brand_id, day, currency, minimum, active)
    select a.ancestor_id, m.brand_id, m.day, m.currency, m.minimum, ${sign} * m.active
    from team_day_actives m join agent_tree a on a.descendant_id = ${memberId} and a.depth > 0
    where m.agent_id = ${memberId}
    on conflict (agent_id, day, currency, minimum) do update set active = t.active + excluded.active`);
}

/**
 * Active members of each team of `span.agents` on one brand-local day (the span), for `minimum`: the counts the
 * consumer kept, adjusted for members whose stream rows after its cursor cross the minimum. Undefined when the
 * minimum is not counted for that day: the caller then counts from the members' totals.
 */
export async function keptTeamActives(
  tx: Executor,
  span: {
    brand: { id: bigint; currencyCode: string };
    agents: readonly bigint[];
    cursors: { rounds: StreamPosition };
    /** The day as a brand-local date, and its start and the next day's start. */
    day: string;
    from: Date;
    to: Date;
    minimum: bigint;
  },
): Promise<Map<bigint, number> | undefined> {
  const { brand, minimum, day } = span;
  const [counted] = rowsOf<{ counted: boolean }>(
    await tx.execute(sql`select exists (select from team_active_minimums where brand_id = ${brand.id}
      and currency = ${brand.currencyCode} and minimum = ${minimum} and since <= ${day}::date) as counted`),
  );
  if (!counted?.counted) return undefined;
  const rows = rowsOf<{ agent_id: string | bigint; active: string | number }>(
    await tx.execute(sql`
      with tail as (
        select s.player_id, sum(s.valid_bet) as valid_bet from ${ROUNDS_STREAM.table} s
        where ${streamAfter(ROUNDS_STREAM, span.cursors.rounds)} and s.brand_id = ${brand.id}
          and s.currency = ${brand.currencyCode} and s.settled_at >= ${at(span.from)} and s.settled_at < ${at(span.to)}
        group by 1
      ),
      crossed as (
        select t.player_id,
          (coalesce(k.valid_bet, 0) + t.valid_bet >= ${minimum})::int
            - (coalesce(k.valid_bet, 0) >= ${minimum})::int as change
        from tail t left join member_play_totals k on k.brand_id = ${brand.id} and k.span = 'D'
          and k.starts = ${day}::date and k.player_id = t.player_id and k.currency = ${brand.currencyCode}
      )
      select x.agent_id, sum(x.active)::int as active from (
        select d.agent_id, d.active from team_day_actives d
        where d.agent_id = any(${idArray(span.agents)}) and d.day = ${day}::date
          and d.currency = ${brand.currencyCode} and d.minimum = ${minimum}
        union all
        select a.ancestor_id, c.change from crossed c join agent_tree a on a.descendant_id = c.player_id
        where c.change <> 0 and a.ancestor_id = any(${idArray(span.agents)})
      ) x
      group by 1`),
  );
  return new Map(rows.map((row) => [BigInt(row.agent_id), Number(row.active)]));
}
