import { lineStakeMinor, SSC_PLAYS } from '@croupier/lottery';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { postTransfers, type TransferProps } from '../modules/ledger/index.ts';

/**
 * A drawn SSC issue full of tickets, written in bulk in the state sales leave it (tickets, their open rounds, one
 * debit per player for its slip), for the settlement's crash tests and its bench: selling 200k tickets one slip at
 * a time would take longer than what they measure.
 */

/** The lines the players bought, in turn: a mix of single numbers, wide picks, lower prize groups. */
const LINES = [
  { play: 'ssc.back3.straight', selection: '1|2|3', multiple: 1, prizeGroup: 1950 },
  { play: 'ssc.fixed', selection: '0,1,2,3,4||||', multiple: 2, prizeGroup: 1900 },
  { play: 'ssc.back2.straight', selection: '0,1,2,3,4,5,6,7,8,9|5', multiple: 1, prizeGroup: 1950 },
  { play: 'ssc.bsoe', selection: 'big||||', multiple: 3, prizeGroup: 1800 },
  { play: 'ssc.front3.group6', selection: '1,3,5,7,9', multiple: 1, prizeGroup: 1950 },
] as const;

const UNIT_MINOR = 100n;
const FUNDS = 100_000_000n;
const POST_CHUNK = 5000;

function pricedLines() {
  return LINES.map((line) => {
    const play = SSC_PLAYS.find((candidate) => candidate.code === line.play)!;
    const parsed = play.parse(line.selection);
    if (!parsed.ok) throw new Error(`${line.play} ${line.selection}: ${parsed.error}`);
    const stake = lineStakeMinor({
      notes: parsed.notes,
      unitsPerNote: 2,
      unitMinor: UNIT_MINOR,
      multiple: line.multiple,
    });
    return { ...line, notes: parsed.notes, stake };
  });
}

async function postInChunks(db: Database, transfers: TransferProps[]) {
  for (let at = 0; at < transfers.length; at += POST_CHUNK)
    await postTransfers(db, transfers.slice(at, at + POST_CHUNK));
}

/** Players with money, written in bulk; answers their ids. */
export async function seedLotteryPlayers(
  db: Database,
  props: { brandId: bigint; currency: string; count: number; prefix: string },
): Promise<bigint[]> {
  const rows = (
    (await db.execute(sql`
      insert into players (brand_id, username, password_hash, referral_code, registration_ip)
      select ${props.brandId}, ${props.prefix} || i, 'x', upper(${props.prefix}) || i, '192.0.2.1'
      from generate_series(1, ${props.count}) as i
      returning id::text`)) as unknown as { rows: { id: string }[] }
  ).rows;
  const ids = rows.map((row) => BigInt(row.id));
  await postInChunks(
    db,
    ids.map((player) => ({
      brandId: props.brandId,
      currency: props.currency,
      key: `seed:funds:${player}`,
      kind: 'adjustment',
      from: { house: 'adjustments' },
      to: { player },
      amount: FUNDS,
    })),
  );
  return ids;
}

/**
 * `perPlayer` tickets for each player on the issue (unit 1, the lines above in turn), their open rounds, and one
 * debit per player of its slip's stake. Answers how many tickets it wrote.
 */
export async function seedLotteryTickets(
  db: Database,
  props: {
    brandId: bigint;
    currency: string;
    issueId: bigint;
    gameCode: string;
    players: readonly bigint[];
    perPlayer: number;
  },
): Promise<number> {
  const lines = pricedLines();
  const table = JSON.stringify(lines.map((line, n) => ({ n, ...line, stake: String(line.stake) })));
  const playerIds = `{${props.players.join(',')}}`;
  await db.execute(sql`
    insert into lottery_tickets (brand_id, player_id, issue_id, currency, play, selection, unit, multiple, notes,
      unit_price, prize_group, max_prize_group, odds, stake)
    select ${props.brandId}, p.id, ${props.issueId}, ${props.currency}, l.play, l.selection, '1', l.multiple,
      l.notes, 2, l."prizeGroup", 1950, '{}'::jsonb, l.stake
    from unnest(${playerIds}::bigint[]) with ordinality as p(id, k)
      cross join generate_series(0, ${props.perPlayer - 1}) as i
      join jsonb_to_recordset(${table}::jsonb) as l(n int, play text, selection text, multiple int, notes int,
        "prizeGroup" int, stake bigint) on l.n = (p.k + i) % ${lines.length}`);
  await db.execute(sql`
    insert into game_rounds (brand_id, vassalage, round_ref, player_id, product, game_code, game_type, currency,
      stake)
    select brand_id, 'lottery', id::text, player_id, 'lottery', ${props.gameCode}, 'ELOTT', currency, stake
    from lottery_tickets where issue_id = ${props.issueId}`);
  const slips = (
    (await db.execute(sql`select player_id::text, sum(stake)::text as stake, min(id)::text as first
      from lottery_tickets where issue_id = ${props.issueId} group by player_id`)) as unknown as {
      rows: { player_id: string; stake: string; first: string }[];
    }
  ).rows;
  await postInChunks(
    db,
    slips.map((slip) => ({
      brandId: props.brandId,
      currency: props.currency,
      key: `lottery:bet:${slip.first}`,
      kind: 'bet',
      from: { player: BigInt(slip.player_id) },
      to: { house: 'vendor_clearing:lottery' },
      amount: BigInt(slip.stake),
    })),
  );
  return props.players.length * props.perPlayer;
}
