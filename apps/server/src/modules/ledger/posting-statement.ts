import { sql, type SQL } from 'drizzle-orm';

/**
 * The one SQL statement every movement of money goes through (post.ts builds its input; resolve.ts uses it for a
 * pending transfer's second phase). A batch of transfers comes in as JSON rows; each transfer has a debit and a
 * credit side, each a player account (of a kind) or a house account. The statement, in the order its steps lock:
 *
 * 1. locks the player accounts it will move, in id order (every posting takes its player rows in one global
 *    order, so two postings never wait on each other in a cycle), and checks under that lock that each debited
 *    account's available balance (posted minus held) covers the lowest point the batch takes it to;
 * 2. claims each ready transfer's idempotency key by inserting its row (a key already taken claims nothing: the
 *    caller tells a replay from a conflict), or, for a resolution, moves the pending row to its outcome;
 * 3. moves each player account once by the total of its claimed sides (and the CHECK balance >= 0 stands
 *    behind step 1), then the house accounts — on one random shard, or deferred to `ledger_house_pending` for the
 *    fold job, so hot postings never queue on a house row;
 * 4. writes the entries (two per posted transfer, summing to zero, each with the balance after it);
 * 5. runs the follower's statements, which see the posted transfers through typed column handles.
 *
 * A transfer that is not ready (a debit not covered, or the caller's guard failing) moves nothing. With
 * `together`, one transfer not ready stops the whole batch.
 */
export interface StatementShape {
  /** `insert` claims new transfers by their keys; `resolve` settles pending ones by their ids. */
  claim: 'insert' | 'resolve';
  /** What the claimed transfers become: posted or pending (insert), posted or voided (resolve). */
  status: 'posted' | 'pending' | 'voided';
  house: 'sharded' | 'deferred';
  /** The shard of a sharded house side (chosen per statement). */
  shard: number;
  together: boolean;
  /** Lock every player account of the batch (not only the debited ones) before moving any. */
  lockCredited: boolean;
  /** Each player account appears at most once in the batch: no running balances to compute. */
  uniqueAccounts: boolean;
  follower?: FollowerSql;
}

export interface FollowerSql {
  /** Column definitions of the follower's values (`round_ref text, …`). */
  columns: SQL;
  guard?: SQL;
  ctes: SQL;
  joins: SQL;
  select: SQL;
}

/** The ledger's own columns of each input row; the follower's come after them. */
export const INPUT_COLUMNS = [
  'n',
  'brand_id',
  'currency',
  'key',
  'request_hash',
  'kind',
  'debit_account',
  'credit_account',
  'amount',
  'reference',
  'remark',
  'debit_player',
  'debit_kind',
  'debit_house',
  'credit_player',
  'credit_kind',
  'credit_house',
  'pending_id',
] as const;

const INPUT_DEFINITION = sql`n int, brand_id bigint, currency text, key text, request_hash text, kind text,
  debit_account text, credit_account text, amount bigint, reference text, remark text, debit_player bigint,
  debit_kind text, debit_house text, credit_player bigint, credit_kind text, credit_house text, pending_id bigint`;

/** What each side adds to its account's posted balance and to its hold, by what the claim makes of it. */
function sideDeltas(shape: StatementShape): { debit: [SQL, SQL]; credit?: [SQL, SQL] } {
  const zero = sql`0::int8`;
  const amount = sql`amount`;
  const minus = sql`-amount`;
  if (shape.claim === 'insert' && shape.status === 'pending') return { debit: [zero, amount] };
  if (shape.status === 'voided') return { debit: [zero, minus] };
  const credit: [SQL, SQL] = [amount, zero];
  return shape.claim === 'resolve' ? { debit: [minus, minus], credit } : { debit: [minus, zero], credit };
}

const posts = (shape: StatementShape) => shape.status === 'posted';

function legs(shape: StatementShape): SQL {
  const { debit, credit } = sideDeltas(shape);
  const side = (name: 'debit' | 'credit', [balance, locked]: [SQL, SQL]) =>
    sql`select n, ${sql.raw(`'${name}'`)}::text as side, brand_id, currency, ${sql.raw(name)}_player as player_id,
      ${sql.raw(name)}_kind as player_kind, ${sql.raw(name)}_house as house_code,
      ${balance} as balance_delta, ${locked} as locked_delta
    from ledger_input`;
  return credit ? sql`${side('debit', debit)} union all ${side('credit', credit)}` : side('debit', debit);
}

const samePlayerAccount = (a: string, b: string, bKind = 'player_kind') =>
  sql.raw(
    `${a}.player_id = ${b}.player_id and ${a}.player_kind = ${b}.${bKind} and ${a}.currency = ${b}.currency`,
  );

/** Steps 1 and 2: the locks and checks, then the claim of every ready transfer. */
function lockAndClaim(shape: StatementShape): SQL {
  const guard = shape.follower?.guard ?? sql`true`;
  const locked = shape.lockCredited
    ? sql`select distinct player_id, player_kind, currency from ledger_legs where player_id is not null`
    : sql`select player_id, player_kind, currency from ledger_needs`;
  const all = shape.together
    ? sql`and (select count(*) from ledger_ready) = (select count(*) from ledger_input)`
    : sql``;
  const claim =
    shape.claim === 'insert'
      ? sql`ledger_claimed as (
          insert into ledger_transfers (brand_id, currency, idempotency_key, request_hash, kind, status,
            debit_account, credit_account, amount, reference, remark)
          select brand_id, currency, key, request_hash, kind, ${shape.status}, debit_account, credit_account, amount,
            reference, remark
          from ledger_input where n in (select n from ledger_ready) ${all}
          order by n
          on conflict (brand_id, idempotency_key) do nothing
          returning id, brand_id, idempotency_key
        ), ledger_posted_ids as (
          select ledger_input.n, ledger_claimed.id as transfer_id from ledger_claimed
          join ledger_input on ledger_input.brand_id = ledger_claimed.brand_id
            and ledger_input.key = ledger_claimed.idempotency_key
        )`
      : sql`ledger_posted_ids as (
          update ledger_transfers set status = ${shape.status}, resolved_at = app_now()
          from ledger_input
          where ledger_transfers.id = ledger_input.pending_id and ledger_transfers.brand_id = ledger_input.brand_id
            and ledger_transfers.status = 'pending' and ledger_input.n in (select n from ledger_ready) ${all}
          returning ledger_input.n, ledger_transfers.id as transfer_id
        )`;
  const needs = shape.uniqueAccounts
    ? sql`select player_id, player_kind, currency, balance_delta - locked_delta as low from ledger_legs
        where player_id is not null and balance_delta - locked_delta < 0`
    : sql`select player_id, player_kind, currency, min(running) as low from (
        select player_id, player_kind, currency, sum(balance_delta - locked_delta)
          over (partition by player_id, player_kind, currency order by n) as running
        from ledger_legs where player_id is not null) running
      group by player_id, player_kind, currency having min(running) < 0`;
  return sql`ledger_needs as (${needs}
    ), ledger_locked as materialized (
      select a.id, a.player_id, a.kind as player_kind, a.currency, a.balance - a.locked as available
      from ledger_accounts a join (${locked}) wanted on ${samePlayerAccount('wanted', 'a', 'kind')}
      order by a.id for update of a
    ), ledger_short as (
      -- The debited accounts the batch would take below what they hold (or that do not exist). Joins and a
      -- hashed NOT IN rather than correlated NOT EXISTS: the planner guesses 100 input rows, and nested loops
      -- over a batch of thousands would cost its square.
      select ledger_needs.player_id, ledger_needs.player_kind, ledger_needs.currency from ledger_needs
      left join ledger_locked on ${samePlayerAccount('ledger_locked', 'ledger_needs')}
      where ledger_locked.id is null or ledger_locked.available + ledger_needs.low < 0
    ), ledger_ready as (
      select ledger_input.n from ledger_input
      -- Counting reads the whole lock step before anything is checked: every row is locked, none skipped.
      where (select count(*) from ledger_locked) >= 0 and ${guard}
        and ledger_input.n not in (
          select ledger_legs.n from ledger_legs
          join ledger_short on ${samePlayerAccount('ledger_short', 'ledger_legs')})
    ), ${claim}`;
}

/**
 * Step 3 for player accounts, and each side's balance and hold right after its own transfer. A locked account
 * is updated where it lies; any other is credited, created on first use (an INSERT's CHECK sees the new row's
 * values before it finds the existing one, so a debit never goes through it).
 */
function movePlayers(shape: StatementShape): SQL {
  const after = shape.uniqueAccounts
    ? sql`select ledger_legs.n, ledger_legs.side, ledger_players.id as account_id, ledger_legs.balance_delta,
        ledger_players.balance, ledger_players.locked
      from ledger_legs join ledger_posted_ids using (n)
      join ledger_players on ${samePlayerAccount('ledger_players', 'ledger_legs')}`
    : sql`select ledger_legs.n, ledger_legs.side, ledger_players.id as account_id, ledger_legs.balance_delta,
        (ledger_players.balance - ledger_player_moves.balance_delta
          + sum(ledger_legs.balance_delta) over running)::int8 as balance,
        (ledger_players.locked - ledger_player_moves.locked_delta
          + sum(ledger_legs.locked_delta) over running)::int8 as locked
      from ledger_legs join ledger_posted_ids using (n)
      join ledger_player_moves on ${samePlayerAccount('ledger_player_moves', 'ledger_legs')}
      join ledger_players on ${samePlayerAccount('ledger_players', 'ledger_legs')}
      window running as (partition by ledger_players.id order by ledger_legs.n)`;
  return sql`ledger_player_moves as (
      select ledger_legs.brand_id, ledger_legs.currency, ledger_legs.player_id, ledger_legs.player_kind,
        ledger_locked.id as account_id, sum(balance_delta)::int8 as balance_delta,
        sum(locked_delta)::int8 as locked_delta
      from ledger_legs join ledger_posted_ids using (n)
      left join ledger_locked on ${samePlayerAccount('ledger_locked', 'ledger_legs')}
      where ledger_legs.player_id is not null
      group by ledger_legs.brand_id, ledger_legs.currency, ledger_legs.player_id, ledger_legs.player_kind,
        ledger_locked.id
    ), ledger_updated as (
      update ledger_accounts set balance = ledger_accounts.balance + ledger_player_moves.balance_delta,
        locked = ledger_accounts.locked + ledger_player_moves.locked_delta
      from ledger_player_moves where ledger_accounts.id = ledger_player_moves.account_id
      returning ledger_accounts.id, ledger_accounts.player_id, ledger_accounts.kind as player_kind,
        ledger_accounts.currency, ledger_accounts.balance, ledger_accounts.locked
    ), ledger_credited as (
      insert into ledger_accounts (brand_id, currency, kind, player_id, balance)
      select brand_id, currency, player_kind, player_id, balance_delta from ledger_player_moves
      where account_id is null
      on conflict (player_id, kind, currency) where player_id is not null
      do update set balance = ledger_accounts.balance + excluded.balance
      returning id, player_id, kind as player_kind, currency, balance, locked
    ), ledger_players as (
      select * from ledger_updated union all select * from ledger_credited
    ), ledger_player_after as (${after}
    )`;
}

/** Step 3 for house accounts (after every player row is locked) and step 4, the entries. */
function moveHouseAndWriteEntries(shape: StatementShape): SQL {
  if (!posts(shape)) return sql``;
  const houseLegs = sql`ledger_legs join ledger_posted_ids using (n) where house_code is not null`;
  if (shape.house === 'deferred')
    return sql`, ledger_house_deferred as (
        insert into ledger_house_pending (transfer_id, brand_id, currency, house_code, amount)
        select transfer_id, brand_id, currency, house_code, balance_delta from ${houseLegs}
      ), ledger_entries_written as (
        insert into ledger_entries (transfer_id, account_id, amount, balance_after)
        select transfer_id, account_id, balance_delta, balance
        from ledger_player_after join ledger_posted_ids using (n) order by n, side
      )`;
  return sql`, ledger_house_moves as (
      select brand_id, currency, house_code, sum(balance_delta)::int8 as balance_delta from ${houseLegs}
      group by brand_id, currency, house_code
    ), ledger_houses as (
      insert into ledger_accounts (brand_id, currency, kind, house_code, shard, balance)
      select brand_id, currency, 'house', house_code, ${shape.shard}::int2, balance_delta from ledger_house_moves
      where (select count(*) from ledger_players) >= 0
      order by house_code
      on conflict (brand_id, currency, house_code, shard) where house_code is not null
      do update set balance = ledger_accounts.balance + excluded.balance
      returning id, brand_id, currency, house_code, balance
    ), ledger_house_after as (
      select ledger_legs.n, ledger_legs.side, ledger_houses.id as account_id, ledger_legs.balance_delta,
        (ledger_houses.balance - ledger_house_moves.balance_delta
          + sum(ledger_legs.balance_delta) over running)::int8 as balance
      from ledger_legs join ledger_posted_ids using (n)
      join ledger_house_moves using (brand_id, currency, house_code)
      join ledger_houses using (brand_id, currency, house_code)
      window running as (partition by ledger_houses.id order by ledger_legs.n)
    ), ledger_entries_written as (
      insert into ledger_entries (transfer_id, account_id, amount, balance_after)
      select transfer_id, account_id, balance_delta, balance from (
        select n, side, account_id, balance_delta, balance from ledger_player_after
        union all
        select n, side, account_id, balance_delta, balance from ledger_house_after) sides
      join ledger_posted_ids using (n) order by n, side
    )`;
}

/** The whole statement over `input` (the JSON rows); answers one row per claimed transfer. */
export function postingStatement(shape: StatementShape, input: string): SQL {
  const follower = shape.follower;
  const definition = follower ? sql`${INPUT_DEFINITION}, ${follower.columns}` : INPUT_DEFINITION;
  return sql`
    with ledger_input as (
      select * from jsonb_to_recordset(${input}::jsonb) as input(${definition})
    ), ledger_legs as (${legs(shape)}
    ), ${lockAndClaim(shape)}, ${movePlayers(shape)}${moveHouseAndWriteEntries(shape)}, ledger_posted as (
      select ledger_input.*, ledger_posted_ids.transfer_id,
        debit_side.balance as debit_balance, debit_side.locked as debit_locked,
        credit_side.balance as credit_balance, credit_side.locked as credit_locked
      from ledger_input join ledger_posted_ids using (n)
      left join ledger_player_after debit_side on debit_side.n = ledger_input.n and debit_side.side = 'debit'
      left join ledger_player_after credit_side on credit_side.n = ledger_input.n and credit_side.side = 'credit'
    )${follower ? sql`, ${follower.ctes}` : sql``}
    select ledger_posted.n as ledger_n, ledger_posted.transfer_id as ledger_transfer_id,
      ledger_posted.debit_balance as ledger_debit_balance, ledger_posted.debit_locked as ledger_debit_locked,
      ledger_posted.credit_balance as ledger_credit_balance, ledger_posted.credit_locked as ledger_credit_locked
      ${follower ? sql`, ${follower.select}` : sql``}
    from ledger_posted ${follower?.joins ?? sql``}`;
}
