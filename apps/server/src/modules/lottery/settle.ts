import { currencyOf } from '@croupier/money';
import { unitMinor, type BetUnit } from '@croupier/lottery';
import { inTransaction, type Database, type Executor } from '../../db/client.ts';
import type { Job } from '../../platform/jobs.ts';
import { settleProductRounds } from '../bets/index.ts';
import { postTransfers, type TransferProps } from '../ledger/index.ts';
import { findPlay, prizeOf, rebateOf } from './pricing.ts';
import {
  SETTLEMENT_LANES,
  type LotteryGameRow,
  type LotteryIssueRow,
  type LotteryTicketRow,
} from './schema.ts';
import { LOTTERY_ROUNDS } from './ticket-rounds.ts';
import {
  drawnIssues,
  findGameById,
  lockIssueById,
  markIssueSettled,
  markTicketsSettled,
  nextPendingTickets,
  pendingTickets,
  takeSettlementLane,
  type TicketCursor,
} from './tickets-repository.ts';

/** Tickets settled per transaction: big enough for bulk statements, short enough to hold the locks briefly. */
export const SETTLE_BATCH = 5000;

const LANES = Array.from({ length: SETTLEMENT_LANES }, (_, lane) => lane);

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
 * The ledger transfers of a batch of settled tickets: one per player, of its wins and rebates together (tens of
 * thousands of tickets make a few thousand transfers, not one or two each; each ticket keeps its win and rebate
 * apart). The key names the issue, the player and the batch's first ticket of that player: a ticket is settled
 * once, in the transaction that pays it, so no two payments share a key and a batch rolled back pays nothing.
 */
function settlementTransfers(reference: string, outcomes: readonly TicketOutcome[]): TransferProps[] {
  const byPlayer = new Map<bigint, { ticket: LotteryTicketRow; amount: bigint }>();
  for (const { ticket, win, rebate } of outcomes) {
    const sum = byPlayer.get(ticket.playerId);
    if (!sum) byPlayer.set(ticket.playerId, { ticket, amount: win + rebate });
    else {
      if (ticket.id < sum.ticket.id) sum.ticket = ticket;
      sum.amount += win + rebate;
    }
  }
  const transfers: TransferProps[] = [];
  for (const { ticket, amount } of byPlayer.values())
    if (amount > 0n)
      transfers.push({
        brandId: ticket.brandId,
        currency: ticket.currency,
        from: { house: LOTTERY_ROUNDS.house },
        to: { player: ticket.playerId },
        reference,
        key: `lottery:win:${ticket.issueId}:${ticket.playerId}:${ticket.id}`,
        kind: 'win',
        amount,
      });
  return transfers;
}

/**
 * Settles one batch of a lane of a drawn issue's players in one transaction: under the issue's share lock (a void
 * waits for the batch) and the lane's lock (a worker that finds it taken moves on), reads up to `batch` pending
 * tickets player by player, pays their wins and rebates in one ledger posting, marks them won or lost and settles
 * their rounds into the stream. A crash rolls the whole batch back; the keys and the guarded status updates make
 * a replay pay nothing twice. Answers where the batch ended when it was full (the lane may hold more), else
 * undefined.
 */
async function settleLaneBatch(
  db: Database,
  props: { issueId: bigint; lane: number; batch: number; after?: TicketCursor },
): Promise<TicketCursor | undefined> {
  return inTransaction(db, async (tx) => {
    const issue = await lockIssueById(tx, props.issueId, 'share');
    if (issue?.status !== 'drawn' || !(await takeSettlementLane(tx, issue.id, props.lane))) return undefined;
    const game = (await findGameById(tx, issue.gameId))!;
    const tickets = await nextPendingTickets(tx, {
      issueId: issue.id,
      lane: props.lane,
      limit: props.batch,
      after: props.after,
    });
    const outcomes = tickets.map((ticket) => outcomeOf(game, issue, ticket));
    // House sides deferred to the ledger's fold: batches never queue on the lottery clearing account's row.
    await postTransfers(tx, settlementTransfers(`${game.code}:${issue.issueNo}`, outcomes), {
      house: 'deferred',
    });
    await markTicketsSettled(tx, outcomes);
    // A rebate is paid at settle like a win: the round's payout holds both, so reports and the agents' figures
    // count what the player received.
    await settleProductRounds(
      tx,
      LOTTERY_ROUNDS.vassalage,
      outcomes.map(({ ticket, win, rebate }) => ({ roundRef: String(ticket.id), payout: win + rebate })),
    );
    const last = tickets.at(-1);
    return tickets.length === props.batch && last ? { playerId: last.playerId, id: last.id } : undefined;
  });
}

/**
 * Settles one batch of each lane of a drawn issue at once (from each lane's first pending ticket); answers whether
 * a lane may hold more. A worker settles a whole issue with `settleIssue`; this is a step of it, for tools and
 * tests that stop part way.
 */
export async function settleIssueBatch(
  db: Database,
  issueId: bigint,
  batch = SETTLE_BATCH,
): Promise<boolean> {
  const ends = await Promise.all(LANES.map((lane) => settleLaneBatch(db, { issueId, lane, batch })));
  return ends.some((end) => end !== undefined);
}

/**
 * Settles a drawn issue: its lanes at once, each batch by batch, then marks it settled once no ticket is pending
 * (in a statement of its own: an update waiting for the issue's row while a batch holds its share lock must not
 * hold a share lock itself).
 */
export async function settleIssue(db: Database, issueId: bigint, batch = SETTLE_BATCH): Promise<void> {
  await Promise.all(
    LANES.map(async (lane) => {
      let after: TicketCursor | undefined;
      do after = await settleLaneBatch(db, { issueId, lane, batch, after });
      while (after);
    }),
  );
  await markIssueSettled(db, issueId);
}

/** Settles every drawn issue, oldest draw first. */
export async function runSettlement(db: Database, batch = SETTLE_BATCH): Promise<void> {
  for (const issueId of await drawnIssues(db)) await settleIssue(db, issueId, batch);
}

/** How often a worker looks for drawn issues: a one-minute game's tickets are paid within seconds of the draw. */
const SETTLEMENT_EVERY_MS = 1000;

/** Settlement as a job every worker runs: workers share an issue lane by lane. */
export const lotterySettlementJob: Job = {
  name: 'lottery-settlement',
  everyMs: SETTLEMENT_EVERY_MS,
  claimsOwnWork: true,
  run: (db) => runSettlement(db),
};
