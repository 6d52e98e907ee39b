/**
 * Settlement exactly once on PostgreSQL: two workers settling one issue at once, a void racing the settlement,
 * and a worker SIGKILLed mid-settlement with two successors carrying on. Every ticket ends paid once or refunded
 * once (a paid one giving its win back), and the ledger balances. Only the PostgreSQL project runs this file.
 */
import { fastSchedule } from '@croupier/lottery';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inTransaction, type Database } from '../../db/client.ts';
import { expectBrandLedgerBalanced } from '../../test-support/ledger.ts';
import { seedLotteryPlayers, seedLotteryTickets } from '../../test-support/lottery-seed.ts';
import { rowsOf, useNodesDatabase, waitFor } from '../../test-support/platform-nodes.ts';
import { createGame, lotterySeedBox, runDrawEngine, runSettlement, voidIssue } from './index.ts';

const MINUTE = 60_000;
const file = useNodesDatabase();
let gameSeq = 0;

/** A one-minute game drawn a few times in the past, and the ids of its drawn issues, oldest first. */
async function drawnIssues(
  count: number,
): Promise<{ code: string; issues: { id: bigint; issueNo: string }[] }> {
  const db = file.nodes.handle.db;
  const code = `SETTLE-${++gameSeq}`;
  await createGame(db, null, {
    code,
    family: 'ssc',
    prizeMode: 'ELOTT',
    names: { EN: code, CN: code, TH: code },
    schedule: fastSchedule(1, 10, 'Asia/Shanghai'),
    drawsAfter: new Date(Math.floor(Date.now() / MINUTE) * MINUTE - (count + 1) * MINUTE),
  });
  // The box's secret is this test's own: the workers started later never open these seeds (already drawn).
  await runDrawEngine(db, { box: lotterySeedBox('settlement-test-secret-0123456789abcdef') });
  const issues = await rowsOf<{ id: string; issue_no: string }>(
    db,
    sql`select i.id::text, i.issue_no from lottery_issues i join lottery_games g on g.id = i.game_id
      where g.code = ${code} and i.status = 'drawn' order by i.draw_at limit ${count}`,
  );
  return { code, issues: issues.map((row) => ({ id: BigInt(row.id), issueNo: row.issue_no })) };
}

async function seed(issue: { id: bigint }, code: string, players: number, perPlayer: number) {
  const { brand } = file;
  const db = file.nodes.handle.db;
  const ids = await seedLotteryPlayers(db, {
    brandId: brand.id,
    currency: brand.currencyCode,
    count: players,
    prefix: `s${gameSeq}x${issue.id}p`,
  });
  return seedLotteryTickets(db, {
    brandId: brand.id,
    currency: brand.currencyCode,
    issueId: issue.id,
    gameCode: code,
    players: ids,
    perPlayer,
  });
}

interface TicketMoney {
  status: string;
  refunds: number;
  round_status: string;
  /** The round's rows in the bets stream, and their sum of rounds (a settled round taken back nets to 0). */
  stream_rows: number;
  stream_rounds: number;
}

interface PlayerMoney {
  player: string;
  owed: string;
  paid: string;
}

/**
 * Each ticket of the issue with its refunds and its round, and each player's wins and rebates owed by its
 * settled tickets against what the ledger paid it for the issue, less what a void took back (settlement pays per
 * player, a void refunds and takes back per ticket). By hash joins, each count joined once: the planner's nested
 * loops, or a count per ticket, over tens of thousands of tickets take minutes.
 */
function ticketMoney(issueId: bigint): Promise<{ tickets: TicketMoney[]; players: PlayerMoney[] }> {
  return inTransaction(file.nodes.handle.db, async (tx) => {
    await tx.execute(sql`set local enable_nestloop = off`);
    const db = tx as unknown as Database;
    const tickets = await rowsOf<TicketMoney>(
      db,
      sql`with refunds as (
        select split_part(idempotency_key, ':', 3)::bigint as ticket, count(*)::int as transfers
        from ledger_transfers where idempotency_key like 'lottery:refund:%' group by 1
      ), streamed as (
        select round_id, count(*)::int as rows, sum(rounds)::int as rounds from rounds_stream group by round_id
      )
      select t.status, r.status as round_status, coalesce(s.rows, 0) as stream_rows,
        coalesce(s.rounds, 0) as stream_rounds, coalesce(f.transfers, 0) as refunds
      from lottery_tickets t
        left join refunds f on f.ticket = t.id
        left join game_rounds r on r.vassalage = 'lottery' and r.round_ref = t.id::text
        left join streamed s on s.round_id = r.id
      where t.issue_id = ${issueId}`,
    );
    const players = await rowsOf<PlayerMoney>(
      db,
      sql`with owed as (
        select player_id, sum(win + rebate) as owed from lottery_tickets
        where issue_id = ${issueId} and status in ('won', 'lost') group by player_id
      ), paid as (
        select split_part(idempotency_key, ':', 4)::bigint as player_id, sum(amount) as paid from ledger_transfers
        where split_part(idempotency_key, ':', 1) = 'lottery' and split_part(idempotency_key, ':', 2) = 'win'
          and split_part(idempotency_key, ':', 3) = ${String(issueId)}
        group by 1
      ), reversed as (
        select t.player_id, sum(l.amount) as reversed from ledger_transfers l
          join lottery_tickets t on t.id = split_part(l.idempotency_key, ':', 3)::bigint
        where l.idempotency_key like 'lottery:reverse:%' and t.issue_id = ${issueId}
        group by 1
      )
      select coalesce(owed.player_id, paid.player_id)::text as player, coalesce(owed.owed, 0)::text as owed,
        (coalesce(paid.paid, 0) - coalesce(reversed.reversed, 0))::text as paid
      from owed full join paid on paid.player_id = owed.player_id
        left join reversed on reversed.player_id = coalesce(owed.player_id, paid.player_id)`,
    );
    return { tickets, players };
  });
}

function expectPaidOnce({ tickets, players }: { tickets: TicketMoney[]; players: PlayerMoney[] }) {
  for (const ticket of tickets) {
    expect(['won', 'lost', 'refunded']).toContain(ticket.status);
    if (ticket.status === 'refunded')
      expect(ticket).toMatchObject({ refunds: 1, round_status: 'cancelled', stream_rounds: 0 });
    else expect(ticket).toMatchObject({ refunds: 0, round_status: 'settled', stream_rows: 1 });
  }
  // Every player paid exactly what its settled tickets won and earned back, once (nothing once voided).
  for (const player of players) expect(player.paid).toBe(player.owed);
}

describe('lottery settlement on PostgreSQL', () => {
  it('two workers settling one issue at once pay every ticket once', { timeout: 120_000 }, async () => {
    const { code, issues } = await drawnIssues(1);
    const tickets = await seed(issues[0]!, code, 300, 10);
    const db = file.nodes.handle.db;
    await Promise.all([runSettlement(db, 200), runSettlement(db, 200)]);
    const settled = await ticketMoney(issues[0]!.id);
    expect(settled.tickets).toHaveLength(tickets);
    expect(settled.tickets.some((ticket) => ticket.status === 'won')).toBe(true);
    expect(settled.players).toHaveLength(300);
    expectPaidOnce(settled);
    const [issue] = await rowsOf<{ status: string }>(
      db,
      sql`select status from lottery_issues where id = ${issues[0]!.id}`,
    );
    expect(issue!.status).toBe('settled');
    await expectBrandLedgerBalanced(db, file.brand.id);
  });

  it(
    'a void racing the settlement refunds every ticket once, paid or not, and takes back what was paid',
    { timeout: 120_000 },
    async () => {
      const db = file.nodes.handle.db;
      const [admin] = await rowsOf<{ id: string }>(
        db,
        sql`select id::text from operators where username = 'admin'`,
      );
      const actor = {
        brand: file.brand,
        operator: { id: BigInt(admin!.id), username: 'admin' },
        ip: '127.0.0.1',
      };
      const { code, issues } = await drawnIssues(4);
      for (const issue of issues) await seed(issue, code, 60, 10);
      const outcomes = await Promise.all(
        issues.map(async (issue, n) => {
          const settle = runSettlement(db, 50 + n * 100);
          const voided = voidIssue(db, actor, {
            gameCode: code,
            issueNo: issue.issueNo,
            reason: 'Race',
          }).then(() => 'void');
          const [, answer] = await Promise.all([settle, voided]);
          return answer;
        }),
      );
      // Whenever it lands, before, between or after the batches, a void refunds the whole issue.
      expect(outcomes).toEqual(['void', 'void', 'void', 'void']);
      for (const issue of issues) {
        const money = await ticketMoney(issue.id);
        expectPaidOnce(money);
        expect(money.tickets.every((ticket) => ticket.status === 'refunded')).toBe(true);
      }
      await expectBrandLedgerBalanced(db, file.brand.id);
    },
  );

  it(
    'pays every ticket once after a worker is SIGKILLed mid-settlement and two workers resume',
    { timeout: 180_000 },
    async () => {
      const db = file.nodes.handle.db;
      const doomed = await file.nodes.startWorker('lottery-settle-1', { held: true });
      const { code, issues } = await drawnIssues(1);
      const issueId = issues[0]!.id;
      const tickets = await seed(issues[0]!, code, 4000, 10);
      const settledSoFar = async () =>
        (
          await rowsOf<{ settled: number }>(
            db,
            sql`select count(*)::int as settled from lottery_tickets where issue_id = ${issueId} and status <> 'pending'`,
          )
        )[0]!.settled;
      doomed.release();
      await waitFor('a tenth of the tickets settled', async () => (await settledSoFar()) >= tickets / 10, {
        everyMs: 20,
      });
      await doomed.kill();
      expect(await settledSoFar()).toBeLessThan(tickets);
      const successors = await Promise.all([
        file.nodes.startWorker('lottery-settle-2'),
        file.nodes.startWorker('lottery-settle-3'),
      ]);
      await waitFor('every ticket settled', async () => (await settledSoFar()) === tickets);
      await waitFor('the issue settled', async () => {
        const [row] = await rowsOf<{ status: string }>(
          db,
          sql`select status from lottery_issues where id = ${issueId}`,
        );
        return row!.status === 'settled';
      });
      await Promise.all(successors.map((node) => node.stop()));
      expectPaidOnce(await ticketMoney(issueId));
      await expectBrandLedgerBalanced(db, file.brand.id);
    },
  );
});
