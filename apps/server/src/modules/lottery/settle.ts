import { currencyOf } from '@croupier/money';
import { unitMinor, type BetUnit } from '@croupier/lottery';
import { inTransaction, type Database, type Executor } from '../../db/client.ts';
import type { Job } from '../../platform/jobs.ts';
import { settleProductRounds } from '../bets/index.ts';
import { postTransfers, type TransferProps } from '../ledger/index.ts';
import { findPlay, prizeOf, rebateOf } from './pricing.ts';
import type { LotteryGameRow, LotteryIssueRow, LotteryTicketRow } from './schema.ts';
import { LOTTERY_ROUNDS } from './ticket-rounds.ts';
import {
  claimPendingTickets,
  drawnIssues,
  findGameById,
  lockIssueById,
  markIssueSettled,
  markTicketsSettled,
  pendingTickets,
} from './tickets-repository.ts';

/** Tickets settled per transaction: big enough for bulk statements, short enough to hold the locks briefly. */
export const SETTLE_BATCH = 5000;

export interface TicketOutcome {
  ticket: LotteryTicketRow;
  win: bigint;
  rebate: bigint;
}

/** What a ticket wins against the revealed result (the package's `wins`, the snapshotted odds) and its rebate. */
export function outcomeOf(
  game: LotteryGameRow,
  issue: LotteryIssueRow,
  ticket: LotteryTicketRow,
): TicketOutcome {
  const play = findPlay(game.family, ticket.play)!;
  const parsed = play.parse(ticket.selection);
  if (!parsed.ok) throw new Error(`ticket ${ticket.id} holds a selection its play refuses`);
  const minor = unitMinor(ticket.unit as BetUnit, currencyOf(ticket.currency).decimals)!;
  const win = prizeOf({ ...ticket, unitMinor: minor }, play.wins(parsed.selection, issue.result));
  return { ticket, win, rebate: rebateOf(ticket) };
}

/**
 * What every pending ticket of a drawn issue wins, read at once without locks: for a bench's baseline, which
 * settles the same tickets by bare SQL with the same rules.
 */
export async function issueOutcomes(db: Executor, issueId: bigint): Promise<TicketOutcome[]> {
  const issue = (await lockIssueById(db, issueId, 'share'))!;
  const game = (await findGameById(db, issue.gameId))!;
  const tickets = await pendingTickets(db, issueId);
  return tickets.map((ticket) => outcomeOf(game, issue, ticket));
}

/**
 * The ledger transfers of a batch of settled tickets: per player, one transfer of its wins and one of its
 * rebates (tens of thousands of tickets make a few thousand transfers, not one each). The key names the issue,
 * the player and the batch's first ticket of that player: a ticket is settled once, in the transaction that
 * pays it, so no two payments share a key and a batch rolled back pays nothing.
 */
function settlementTransfers(reference: string, outcomes: readonly TicketOutcome[]): TransferProps[] {
  const byPlayer = new Map<bigint, { ticket: LotteryTicketRow; win: bigint; rebate: bigint }>();
  for (const { ticket, win, rebate } of outcomes) {
    const sum = byPlayer.get(ticket.playerId);
    if (!sum) byPlayer.set(ticket.playerId, { ticket, win, rebate });
    else {
      if (ticket.id < sum.ticket.id) sum.ticket = ticket;
      sum.win += win;
      sum.rebate += rebate;
    }
  }
  const transfers: TransferProps[] = [];
  for (const { ticket, win, rebate } of byPlayer.values()) {
    const base = {
      brandId: ticket.brandId,
      currency: ticket.currency,
      from: { house: LOTTERY_ROUNDS.house },
      to: { player: ticket.playerId },
      reference,
    } as const;
    const of = `${ticket.issueId}:${ticket.playerId}:${ticket.id}`;
    if (win > 0n) transfers.push({ ...base, key: `lottery:win:${of}`, kind: 'win', amount: win });
    if (rebate > 0n)
      transfers.push({ ...base, key: `lottery:rebate:${of}`, kind: 'win', amount: rebate, remark: 'rebate' });
  }
  return transfers;
}

/**
 * Settles one batch of a drawn issue's tickets in one transaction: claims up to SETTLE_BATCH pending tickets,
 * player by player (skipping those another worker holds), pays their wins and rebates in one ledger posting, marks them won or
 * lost and settles their rounds into the stream. A crash rolls the whole batch back; the keys and the guarded
 * status updates make a replay pay nothing twice. Then marks the issue settled once it has no pending ticket.
 * Answers whether the issue may have more to settle.
 */
export async function settleIssueBatch(
  db: Database,
  issueId: bigint,
  batch = SETTLE_BATCH,
): Promise<boolean> {
  const full = await inTransaction(db, async (tx) => {
    const issue = await lockIssueById(tx, issueId, 'share');
    if (issue?.status !== 'drawn') return false;
    const game = (await findGameById(tx, issue.gameId))!;
    const tickets = await claimPendingTickets(tx, issue.id, batch);
    const outcomes = tickets.map((ticket) => outcomeOf(game, issue, ticket));
    // House sides deferred to the ledger's fold: batches never queue on the lottery clearing account's row.
    await postTransfers(tx, settlementTransfers(`${game.code}:${issue.issueNo}`, outcomes), {
      house: 'deferred',
    });
    await markTicketsSettled(tx, outcomes);
    await settleProductRounds(
      tx,
      LOTTERY_ROUNDS.vassalage,
      outcomes.map(({ ticket, win }) => ({ roundRef: String(ticket.id), payout: win })),
    );
    return tickets.length === batch;
  });
  // Its own statement, after the batch's commit: a batch holding the issue's share lock never waits to update it
  // while another batch holds the same lock (the two would deadlock).
  if (!full) await markIssueSettled(db, issueId);
  return full;
}

/** Settles every drawn issue, oldest draw first, batch by batch. */
export async function runSettlement(db: Database, batch = SETTLE_BATCH): Promise<void> {
  for (const issueId of await drawnIssues(db)) while (await settleIssueBatch(db, issueId, batch));
}

/** How often a worker looks for drawn issues: a one-minute game's tickets are paid within seconds of the draw. */
const SETTLEMENT_EVERY_MS = 1000;

/** Settlement as a job every worker runs: batches are claimed with SKIP LOCKED, so workers share an issue. */
export const lotterySettlementJob: Job = {
  name: 'lottery-settlement',
  everyMs: SETTLEMENT_EVERY_MS,
  claimsOwnWork: true,
  run: (db) => runSettlement(db),
};
