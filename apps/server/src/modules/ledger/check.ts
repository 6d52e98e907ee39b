import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { DEBT_PREFIX } from './debts.ts';

export interface LedgerTotals {
  currency: string;
  /** What the house owes players: the sum of player balances. */
  playerBalances: bigint;
  /** Held by pending withdrawals. */
  locked: bigint;
  /** The house side, by house account (shards and the house sides waiting to be folded summed). */
  house: Record<string, bigint>;
  transfers: bigint;
  entries: bigint;
}

export interface LedgerCheck {
  balanced: boolean;
  /** Each broken rule with how many rows break it; empty when balanced. */
  problems: { code: string; rule: string; count: bigint }[];
  totals: LedgerTotals[];
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Every rule that must hold between the tables, each as a query that counts the rows breaking it. One
 * REPEATABLE READ snapshot would be ideal; the caller opens a transaction for that (see checkLedger).
 */
const RULES: { code: string; rule: string; query: (brandId: bigint) => ReturnType<typeof sql> }[] = [
  {
    code: 'TRANSFER_NOT_TWO_SIDED',
    rule: 'each posted transfer has two entries (or an entry and a house side waiting to be folded) that sum to zero',
    query: (brandId) => sql`
      select count(*) as count from ledger_transfers t
      left join lateral (select count(*) as n, coalesce(sum(e.amount), 0) as total, coalesce(sum(abs(e.amount)), 0) as gross
                         from ledger_entries e where e.transfer_id = t.id) e on true
      left join (select transfer_id, count(*) as n, sum(amount) as total, sum(abs(amount)) as gross
                 from ledger_house_pending where brand_id = ${brandId} group by transfer_id) p on p.transfer_id = t.id
      where t.brand_id = ${brandId}
        and case when t.status = 'posted'
              then e.n + coalesce(p.n, 0) <> 2 or e.total + coalesce(p.total, 0) <> 0
                or e.gross + coalesce(p.gross, 0) <> 2 * t.amount
              else e.n + coalesce(p.n, 0) <> 0 end`,
  },
  {
    code: 'WAITING_SIDE_NOT_HOUSE',
    rule: "each house side waiting to be folded is its posted transfer's house side, not yet an entry",
    query: (brandId) => sql`
      select count(*) as count from ledger_house_pending p
      left join ledger_transfers t on t.id = p.transfer_id
      where p.brand_id = ${brandId}
        and (t.id is null or t.status <> 'posted' or t.brand_id <> p.brand_id or t.currency <> p.currency
             or 'house:' || p.house_code <> (case when p.amount < 0 then t.debit_account else t.credit_account end)
             or exists (select 1 from ledger_entries e join ledger_accounts a on a.id = e.account_id
                        where e.transfer_id = p.transfer_id and a.kind = 'house'))`,
  },
  {
    code: 'BALANCE_NOT_ENTRIES',
    rule: 'each account balance equals the sum of its entries',
    query: (brandId) => sql`
      select count(*) as count from ledger_accounts a
      where a.brand_id = ${brandId}
        and a.balance <> coalesce((select sum(e.amount) from ledger_entries e where e.account_id = a.id), 0)`,
  },
  {
    code: 'HOLD_NOT_PENDING',
    rule: 'each player account holds exactly its pending transfers',
    query: (brandId) => sql`
      select count(*) as count from ledger_accounts a
      where a.brand_id = ${brandId} and a.kind <> 'house'
        and a.locked <> coalesce((select sum(t.amount) from ledger_transfers t
                                  where t.brand_id = a.brand_id and t.status = 'pending'
                                    and t.debit_account = 'player:' || a.player_id || ':' || a.kind), 0)`,
  },
  {
    code: 'ENTRY_WITHOUT_TRANSFER',
    rule: 'each entry belongs to a transfer and an account that exist',
    // Entries carry no foreign keys (ADR 0036); one missing both sides belongs to no brand, so every brand counts it.
    query: (brandId) => sql`
      select count(*) as count from ledger_entries e
      left join ledger_transfers t on t.id = e.transfer_id
      left join ledger_accounts a on a.id = e.account_id
      where (t.id is null or a.id is null)
        and (t.brand_id = ${brandId} or a.brand_id = ${brandId} or (t.id is null and a.id is null))`,
  },
  {
    code: 'ENTRY_ON_WRONG_ACCOUNT',
    rule: 'each entry is on an account of its transfer, in its currency',
    query: (brandId) => sql`
      select count(*) as count from ledger_entries e
      join ledger_transfers t on t.id = e.transfer_id
      join ledger_accounts a on a.id = e.account_id
      where t.brand_id = ${brandId}
        and (a.brand_id <> t.brand_id or a.currency <> t.currency
             or (case when a.kind = 'house' then 'house:' || a.house_code else 'player:' || a.player_id || ':' || a.kind end)
                <> (case when e.amount < 0 then t.debit_account else t.credit_account end))`,
  },
  {
    code: 'PLAYER_OVERDRAWN',
    rule: 'no player balance is negative or below what it holds',
    query: (brandId) => sql`
      select count(*) as count from ledger_accounts
      where brand_id = ${brandId} and kind <> 'house' and (balance < 0 or locked < 0 or locked > balance)`,
  },
  {
    code: 'CURRENCY_NOT_ZERO',
    rule: 'all balances of a currency, with the house sides waiting to be folded, sum to zero',
    query: (brandId) => sql`
      select count(*) as count from (
        select currency from (
          select currency, balance from ledger_accounts where brand_id = ${brandId}
          union all
          select currency, amount from ledger_house_pending where brand_id = ${brandId}) amounts
        group by currency having sum(balance) <> 0) unbalanced`,
  },
];

/**
 * The reconciliation behind `GET /admin-api/v1/ledger/check`: proves double entry (every transfer nets to zero,
 * every balance is its entries, all balances net to zero), that holds match pending withdrawals, and that no
 * player is overdrawn. Read in one snapshot so concurrent postings cannot make a sound ledger look broken.
 */
export async function checkLedger(tx: Executor, brandId: bigint): Promise<LedgerCheck> {
  await tx.execute(sql`set transaction isolation level repeatable read, read only`);
  const problems: LedgerCheck['problems'] = [];
  for (const { code, rule, query } of RULES) {
    const count = rowsOf<{ count: bigint }>(await tx.execute(query(brandId)))[0]!.count;
    if (count > 0n) problems.push({ code, rule, count });
  }
  const accounts = rowsOf<{
    currency: string;
    kind: string;
    code: string | null;
    balance: bigint;
    locked: bigint;
  }>(
    await tx.execute(sql`
      select currency, kind, code, sum(balance)::int8 as balance, sum(locked)::int8 as locked from (
        select currency, kind, house_code as code, balance, locked from ledger_accounts where brand_id = ${brandId}
        union all
        select currency, 'house', house_code, amount, 0 from ledger_house_pending where brand_id = ${brandId}) amounts
      group by currency, kind, code order by currency, code`),
  );
  const counts = rowsOf<{ currency: string; transfers: bigint; entries: bigint }>(
    await tx.execute(sql`
      select t.currency, count(distinct t.id) as transfers, count(e.id) as entries
      from ledger_transfers t left join ledger_entries e on e.transfer_id = t.id
      where t.brand_id = ${brandId} group by t.currency`),
  );
  const byCurrency = new Map<string, LedgerTotals>();
  const totalsFor = (currency: string) => {
    let totals = byCurrency.get(currency);
    if (!totals) {
      totals = { currency, playerBalances: 0n, locked: 0n, house: {}, transfers: 0n, entries: 0n };
      byCurrency.set(currency, totals);
    }
    return totals;
  };
  for (const row of accounts) {
    const totals = totalsFor(row.currency);
    // Agents' debts are one account each; the totals show them as one line (debts.ts).
    const code = row.code?.startsWith(DEBT_PREFIX) ? 'debts' : row.code!;
    if (row.kind === 'house') totals.house[code] = (totals.house[code] ?? 0n) + row.balance;
    else {
      totals.playerBalances += row.balance;
      totals.locked += row.locked;
    }
  }
  for (const row of counts)
    Object.assign(totalsFor(row.currency), { transfers: row.transfers, entries: row.entries });
  return { balanced: problems.length === 0, problems, totals: [...byCurrency.values()] };
}
