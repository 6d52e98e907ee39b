import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';

/**
 * The settlement bench's baselines: each computes, in one SQL statement over the raw rounds (and ledger
 * transfers) joined through the closure table, what every contracted agent earns in a period (DOMAIN.md "Agent
 * tree": team sums, the tier met, level difference), as the production runs do with their totals and code.
 */

/** Per agent: gross, paid on to its contracted direct downlines, and kept (minor units). */
export type AgentAmounts = Map<string, { gross: bigint; paidToDownlines: bigint; net: bigint }>;

export interface BareSpan {
  brandId: bigint;
  currency: string;
  /** The instant whose contract versions apply (a period's last moment; the payment time for real-time). */
  at: Date;
  from: Date;
  to: Date;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const instant = (date: Date) => sql`${date.toISOString()}::timestamptz`;
/** Money and rates as contracts store them (decimal strings) in minor units and parts per million. */
const minor = (text: SQL) => sql`round((${text})::numeric * 100)::bigint`;
const ppm = (text: SQL) => sql`round((${text})::numeric * 10000)::bigint`;

/** The contracts of a kind in force at `at` whose chain of uplines reaches the platform's contract. */
function paidContracts(kind: string, span: BareSpan): SQL {
  return sql`in_force as (
      select c.id as contract_id, c.upline_id, c.downline_id, v.terms
      from contracts c join contract_versions v on v.contract_id = c.id
      where c.brand_id = ${span.brandId} and c.kind = ${kind} and v.status = 'signed'
        and v.in_force_from <= ${instant(span.at)} and (v.in_force_to is null or v.in_force_to > ${instant(span.at)})
    ), chain as (
      select contract_id, downline_id from in_force where upline_id is null
      union all
      select f.contract_id, f.downline_id from in_force f join chain c on f.upline_id = c.downline_id
    ), paid as (
      select f.* from in_force f join chain using (contract_id)
    )`;
}

/** From `earned (contract_id, upline_id, downline_id, gross)`: level difference (net may be negative). */
const levelDifference = sql`
  select e.downline_id::text as agent, e.gross::text as gross, coalesce(d.paid, 0)::text as paid,
    (e.gross - coalesce(d.paid, 0))::text as net
  from earned e left join (select upline_id, sum(gross) as paid from earned group by 1) d
    on d.upline_id = e.downline_id`;

/**
 * Runs a baseline without JIT: the recursive chain makes the planner's estimates explode into costs that compile
 * for most of a second what runs in a fraction of it, which would flatter the runs beside it.
 */
async function amountsOf(db: Database, statement: SQL): Promise<AgentAmounts> {
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return rowsOf<{ agent: string; gross: string; paid: string; net: string }>(await tx.execute(statement));
  });
  return new Map(
    rows.map((row) => [
      row.agent,
      { gross: BigInt(row.gross), paidToDownlines: BigInt(row.paid), net: BigInt(row.net) },
    ]),
  );
}

/** The highest tier of `terms` whose thresholds `base` and `active` meet, in ppm; 0 when none. */
const tierRate = (base: SQL, active: SQL) => sql`coalesce((
    select max(${ppm(sql`tier->>'rate'`)}) from jsonb_array_elements(p.terms->'tiers') tier
    where ${base} >= ${minor(sql`tier->>'minAmount'`)} and ${active} >= (tier->>'minActive')::int), 0)`;

/** Team sums per contracted agent from each member's figures (`members (player_id, base, active_bet)`). */
function tieredEarnings(members: SQL, activeMinimum: bigint): SQL {
  return sql`members as (${members}
    ), team as (
      select a.ancestor_id as agent_id, sum(m.base)::bigint as base,
        count(*) filter (where m.active_bet >= ${activeMinimum}) as active
      from members m join agent_tree a on a.descendant_id = m.player_id
      where a.ancestor_id in (select downline_id from paid)
      group by 1
    ), rated as (
      select p.contract_id, p.upline_id, p.downline_id, coalesce(t.base, 0) as base,
        ${tierRate(sql`coalesce(t.base, 0)`, sql`coalesce(t.active, 0)`)} as rate_ppm
      from paid p left join team t on t.agent_id = p.downline_id
    ), earned as (
      select contract_id, upline_id, downline_id,
        case when base > 0 then base * rate_ppm / 1000000 else 0 end as gross
      from rated
    )`;
}

const settledRounds = (span: BareSpan) => sql`r.brand_id = ${span.brandId}
  and r.status = 'settled' and r.currency = ${span.currency}
  and r.closed_at >= ${instant(span.from)} and r.closed_at < ${instant(span.to)}`;

/** Daily (or hourly) salary: rate of the tier met by team valid bet and active members × team valid bet. */
export function bareSalary(db: Database, span: BareSpan, activeMinimum: bigint): Promise<AgentAmounts> {
  const members = sql`select r.player_id, sum(r.valid_bet) as base, sum(r.valid_bet) as active_bet
    from game_rounds r where ${settledRounds(span)} group by 1`;
  return amountsOf(
    db,
    sql`with recursive ${paidContracts('daily', span)}, ${tieredEarnings(members, activeMinimum)}
      ${levelDifference}`,
  );
}

/**
 * Dividend: rate of the tier met by team loss (stake − payout − bonuses − commissions paid to the team) and
 * active members × team loss when positive.
 */
export function bareDividend(db: Database, span: BareSpan, activeMinimum: bigint): Promise<AgentAmounts> {
  const money = sql`select split_part(side.account, ':', 2)::bigint as player_id,
      sum(side.sign * s.amount) as amount
    from ledger_transfers s
      cross join lateral (values (s.credit_account, 1), (s.debit_account, -1)) as side (account, sign)
    where s.brand_id = ${span.brandId} and s.currency = ${span.currency} and s.status = 'posted'
      and s.kind in ('bonus', 'commission') and side.account like 'player:%'
      and coalesce(s.resolved_at, s.created_at) >= ${instant(span.from)}
      and coalesce(s.resolved_at, s.created_at) < ${instant(span.to)}
    group by 1`;
  const members = sql`select coalesce(p.player_id, m.player_id) as player_id,
      coalesce(p.loss, 0) - coalesce(m.amount, 0) as base, coalesce(p.valid_bet, 0) as active_bet
    from (select r.player_id, sum(r.stake - r.payout) as loss, sum(r.valid_bet) as valid_bet
      from game_rounds r where ${settledRounds(span)} group by 1) p
    full join (${money}) m on m.player_id = p.player_id`;
  return amountsOf(
    db,
    sql`with recursive ${paidContracts('dividend', span)}, ${tieredEarnings(members, activeMinimum)}
      ${levelDifference}`,
  );
}

/**
 * One real-time window: on every round settled in it whose stake reaches a contract's single-bet minimum, each
 * contracted ancestor earns stake × its loss or profit rate, rounded down per (agent, round); it passes on its
 * contracted direct downlines' gross.
 */
export function bareRealtime(db: Database, span: BareSpan): Promise<AgentAmounts> {
  return amountsOf(
    db,
    sql`with recursive ${paidContracts('realtime', span)}, rates as (
        select contract_id, upline_id, downline_id, ${ppm(sql`terms->>'profitRate'`)} as profit_ppm,
          ${ppm(sql`terms->>'lossRate'`)} as loss_ppm, ${minor(sql`terms->>'minBet'`)} as min_bet
        from paid
      ), ancestors as materialized (
        select a.ancestor_id, r.stake, r.payout
        from game_rounds r join agent_tree a on a.descendant_id = r.player_id
        where ${settledRounds(span)}
      ), earned as (
        select c.contract_id, c.upline_id, c.downline_id, sum(r.stake *
            case when r.payout < r.stake then c.loss_ppm else c.profit_ppm end / 1000000)::bigint as gross
        from ancestors r join rates c on c.downline_id = r.ancestor_id
        where r.stake >= c.min_bet
        group by 1, 2, 3
        having sum(r.stake * case when r.payout < r.stake then c.loss_ppm else c.profit_ppm end / 1000000) <> 0
      )
      ${levelDifference}`,
  );
}
