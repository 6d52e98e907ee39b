import type { LotteryExposure, LotteryGgrRow, LotteryTicket, LotteryTicketsPage } from '@croupier/contracts';
import { type FamilyResults, type GameFamily, resultNumbers } from '@croupier/lottery';
import { currencyOf, toDecimalString } from '@croupier/money';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../platform/domain-errors.ts';
import { pageCount } from '../../platform/paging.ts';
import { gameNotFound } from './queries.ts';
import { findGameByCode } from './repository.ts';
import type { IssueStatus, TicketStatus } from './schema.ts';
import { readLotterySettings } from './settings.ts';
import { findIssue } from './tickets-repository.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const money = (amount: string | bigint, currency: string) =>
  toDecimalString(BigInt(amount), currencyOf(currency));
const iso = (value: string | Date) => new Date(value).toISOString();

interface TicketListRow {
  id: string;
  game_code: string;
  family: GameFamily;
  issue_no: string;
  result: unknown;
  play: string;
  selection: string;
  unit: LotteryTicket['unit'];
  multiple: number;
  notes: number;
  prize_group: number | null;
  stake: string;
  status: TicketStatus;
  win: string;
  rebate: string;
  half_pay: boolean;
  currency: string;
  created_at: string | Date;
  settled_at: string | Date | null;
  total: string;
}

/** A member's tickets, newest first, with the numbers drawn once their issue is drawn (API.md). */
export async function listTickets(
  db: Database,
  props: { playerId: bigint; gameCode?: string; status?: TicketStatus; page: number; pageSize: number },
): Promise<LotteryTicketsPage> {
  const { page, pageSize } = props;
  const rows = rowsOf<TicketListRow>(
    await db.execute(sql`
      select t.id::text, g.code as game_code, g.family, i.issue_no, i.result, t.play, t.selection, t.unit,
        t.multiple, t.notes, t.prize_group, t.stake::text, t.status, t.win::text, t.rebate::text, t.half_pay,
        t.currency, t.created_at, t.settled_at, count(*) over ()::text as total
      from lottery_tickets t
        join lottery_issues i on i.id = t.issue_id
        join lottery_games g on g.id = i.game_id
      where t.player_id = ${props.playerId}
        ${props.gameCode ? sql`and g.code = ${props.gameCode}` : sql``}
        ${props.status ? sql`and t.status = ${props.status}` : sql``}
      order by t.created_at desc, t.id desc
      limit ${pageSize} offset ${(page - 1) * pageSize}`),
  );
  const total = Number(rows[0]?.total ?? 0);
  const items = rows.map((row) => ({
    id: row.id,
    gameCode: row.game_code,
    issueNo: row.issue_no,
    play: row.play,
    selection: row.selection,
    unit: row.unit,
    multiple: row.multiple,
    notes: row.notes,
    prizeGroup: row.prize_group,
    stake: money(row.stake, row.currency),
    status: row.status,
    win: money(row.win, row.currency),
    rebate: money(row.rebate, row.currency),
    halfPay: row.half_pay,
    numbers: row.result === null ? null : resultNumbers(row.family, row.result as FamilyResults[GameFamily]),
    createdAt: iso(row.created_at),
    settledAt: row.settled_at === null ? null : iso(row.settled_at),
  }));
  return { items, page, pageSize, total, totalPages: pageCount(total, pageSize) };
}

/** The console's live exposure of an issue: per number, the liability sold against the brand's cap. */
export async function issueExposure(
  db: Database,
  props: { brand: { id: bigint; currencyCode: string }; gameCode: string; issueNo: string },
): Promise<LotteryExposure> {
  const game = await findGameByCode(db, props.gameCode);
  if (!game) throw gameNotFound(props.gameCode);
  const issue = await findIssue(db, game.id, props.issueNo);
  if (!issue) throw notFound(`Issue ${props.issueNo} of ${game.code}`);
  const settings = await readLotterySettings(db, props.brand.id);
  const currency = props.brand.currencyCode;
  const numbers = rowsOf<{ play: string; number: string; liability: string }>(
    await db.execute(sql`select play, number, liability::text from lottery_exposure
      where brand_id = ${props.brand.id} and issue_id = ${issue.id}
      order by lottery_exposure.liability desc, play, number limit 500`),
  );
  const [sold] = rowsOf<{ stake: string; tickets: number }>(
    await db.execute(sql`select coalesce(sum(stake), 0)::text as stake, count(*)::int as tickets
      from lottery_tickets where issue_id = ${issue.id} and brand_id = ${props.brand.id}`),
  );
  const cap = settings.numberCap;
  return {
    gameCode: game.code,
    issueNo: issue.issueNo,
    status: issue.status as IssueStatus,
    numberCap: cap === null ? null : money(cap, currency),
    capMode: settings.capMode,
    stake: money(sold!.stake, currency),
    tickets: sold!.tickets,
    numbers: numbers.map((row) => ({
      play: row.play,
      number: row.number,
      liability: money(row.liability, currency),
      capped: cap !== null && BigInt(row.liability) >= cap,
    })),
  };
}

/** The brand's lottery GGR by brand-local day of settlement and game: stake, payout, rebates (refunds count 0). */
export async function lotteryGgr(
  db: Database,
  props: { brand: { id: bigint; currencyCode: string; timezone: string }; from: string; to: string },
): Promise<LotteryGgrRow[]> {
  const { brand } = props;
  const rows = rowsOf<{
    day: string;
    game_code: string;
    tickets: number;
    stake: string;
    win: string;
    rebate: string;
  }>(
    await db.execute(sql`
      select to_char((t.settled_at at time zone ${brand.timezone})::date, 'YYYY-MM-DD') as day,
        g.code as game_code, count(*)::int as tickets, sum(t.stake)::text as stake, sum(t.win)::text as win,
        sum(t.rebate)::text as rebate
      from lottery_tickets t
        join lottery_issues i on i.id = t.issue_id
        join lottery_games g on g.id = i.game_id
      where t.brand_id = ${brand.id} and t.status in ('won', 'lost')
        and t.settled_at >= (${props.from}::date)::timestamp at time zone ${brand.timezone}
        and t.settled_at < (${props.to}::date + 1)::timestamp at time zone ${brand.timezone}
      group by 1, 2
      order by 1, 2`),
  );
  return rows.map((row) => {
    const ggr = BigInt(row.stake) - BigInt(row.win) - BigInt(row.rebate);
    return {
      day: row.day,
      gameCode: row.game_code,
      tickets: row.tickets,
      stake: money(row.stake, brand.currencyCode),
      payout: money(row.win, brand.currencyCode),
      rebate: money(row.rebate, brand.currencyCode),
      ggr: money(ggr, brand.currencyCode),
    };
  });
}
