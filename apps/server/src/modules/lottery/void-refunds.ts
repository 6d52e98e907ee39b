import type { Transaction } from '../../db/client.ts';
import { debtAccount, postSplitByDebts, type TransferProps } from '../ledger/index.ts';
import type { LotteryTicketRow } from './schema.ts';
import { LOTTERY_ROUNDS } from './ticket-rounds.ts';

/** A ticket refunded by a void: its stake back and, paid already, its win and rebate given back. */
export interface TicketRefund {
  ticket: LotteryTicketRow;
  /** What the player's cash gave back of the win and rebate. */
  takenBack: bigint;
  /** What it could not: the player owes it to the platform (the ledger's debt account). */
  shortfall: bigint;
}

/** Whether a part of a transfer is paid from the player's debt account (the platform advancing it). */
function fromDebt(ref: TransferProps['from'], playerId: bigint): boolean {
  const debt = debtAccount(playerId);
  return 'house' in ref && 'house' in debt && ref.house === debt.house;
}

/**
 * Moves a voided issue's money back, per ticket under its own keys: the stake refunded (`lottery:refund:<id>`)
 * and, for a ticket already paid, its win and rebate taken back (`lottery:reverse:<id>`). The platform never takes
 * a player's cash below zero: the ledger's debt split (ADR 0029) takes what the cash holds and books the rest on
 * the player's debt account, where it is the platform's receivable. Every refund of a brand is posted before its
 * reversals, so a player's own stakes help cover what is taken back.
 */
export async function refundTickets(
  tx: Transaction,
  tickets: readonly LotteryTicketRow[],
): Promise<TicketRefund[]> {
  const byLedger = new Map<string, LotteryTicketRow[]>();
  for (const ticket of tickets) {
    const ledger = `${ticket.brandId}:${ticket.currency}`;
    const group = byLedger.get(ledger);
    if (group) group.push(ticket);
    else byLedger.set(ledger, [ticket]);
  }
  const shortfalls = new Map<bigint, bigint>();
  for (const group of byLedger.values()) {
    const transfer = (ticket: LotteryTicketRow) =>
      ({
        brandId: ticket.brandId,
        currency: ticket.currency,
        kind: 'rollback',
        reference: String(ticket.id),
      }) as const;
    const house = { house: LOTTERY_ROUNDS.house };
    const refunds: TransferProps[] = group.map((ticket) => ({
      ...transfer(ticket),
      key: `lottery:refund:${ticket.id}`,
      from: house,
      to: { player: ticket.playerId },
      amount: ticket.stake,
    }));
    const paid = group.filter((ticket) => ticket.win + ticket.rebate > 0n);
    const reversals: TransferProps[] = paid.map((ticket) => ({
      ...transfer(ticket),
      key: `lottery:reverse:${ticket.id}`,
      from: { player: ticket.playerId },
      to: house,
      amount: ticket.win + ticket.rebate,
      remark: 'win and rebate of a voided issue',
    }));
    const { parts } = await postSplitByDebts(tx, [...refunds, ...reversals]);
    parts.transfers.forEach((part, n) => {
      const ticket = paid[parts.partOf[n]! - refunds.length];
      if (ticket && fromDebt(part.from, ticket.playerId))
        shortfalls.set(ticket.id, (shortfalls.get(ticket.id) ?? 0n) + part.amount);
    });
  }
  return tickets.map((ticket) => {
    const shortfall = shortfalls.get(ticket.id) ?? 0n;
    return { ticket, takenBack: ticket.win + ticket.rebate - shortfall, shortfall };
  });
}
