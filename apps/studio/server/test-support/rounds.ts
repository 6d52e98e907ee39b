import { parseMinor, toDecimalString } from '@croupier/money';
import { expect } from 'vitest';
import { platformView, type Harness } from './harness.ts';

const THB = { decimals: 2 };
export const minor = (text: string) => parseMinor(text, THB)!;
export const thb = (amount: bigint) => toDecimalString(amount, THB);

/** The platform's record of a studio round: its stake, payout and status agree with the studio's to the cent. */
export async function expectRecorded(
  h: Harness,
  member: Parameters<typeof platformView>[1],
  round: { id: string; stake: string; payout: string },
) {
  const view = await platformView(h, member);
  const record = view.bets.find((bet) => bet.roundId === round.id);
  expect(record).toMatchObject({ stake: round.stake, payout: round.payout, status: 'settled' });
  return view;
}
