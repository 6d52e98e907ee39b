import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../test-support/test-app.ts';
import { startVendorWalletApp } from '../../test-support/vendor-app.ts';
import {
  expireLaunchSession,
  openLaunchSession,
  type ConnectedVendor,
  type WalletClient,
} from '../../test-support/vendor.ts';
import {
  adjust,
  expectLedgerBalanced,
  newMember,
  operatorAuth,
  walletOf,
} from '../../test-support/wallet.ts';

/** Runs once, right after the next bet's context was read and before its money moves. */
const between = vi.hoisted(() => ({ next: undefined as (() => Promise<void>) | undefined }));

vi.mock('../gameplay/context.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../gameplay/context.ts')>();
  return {
    ...original,
    betContext: async (...args: Parameters<typeof original.betContext>) => {
      const context = await original.betContext(...args);
      const step = between.next;
      between.next = undefined;
      await step?.();
      return context;
    },
  };
});

let t: TestApp;
let vendor: ConnectedVendor;
let wallet: WalletClient;
let seq = 0;

beforeAll(async () => {
  ({ t, vendor, wallet } = await startVendorWalletApp({ vassalage: 'RACE' }));
});
afterAll(() => t.close());
afterEach(() => {
  between.next = undefined;
  return expectLedgerBalanced(t);
});

/** A fresh player (so the bet takes the full path: read, then write) with a live session at the vendor. */
async function player(balance: string) {
  const member = await newMember(t, { username: `race${++seq}`, paymentPassword: null });
  expect((await adjust(t, member, balance)).statusCode).toBe(201);
  const token = await openLaunchSession(t.database.db, { vendor, playerId: member.id });
  const bet = (transactionId: string, amount = '10.00') =>
    wallet.bet({
      playerId: member.id,
      sessionToken: token,
      transactionId: `${member.username}-${transactionId}`,
      roundId: `${member.username}-r1`,
      gameCode: vendor.games[0]!.gameCode,
      amount,
      currency: 'THB',
    });
  return { member, token, bet, balance: async () => (await walletOf(t, member)).balance };
}

/** What changes between a bet's read and its write decides, as if it had changed before the read. */
describe('vendor wallet bet racing a change to its session or player', () => {
  it('refuses a bet whose session expired after it was read', async () => {
    const p = await player('50.00');
    between.next = () => expireLaunchSession(t.database.db, p.token);
    expect(await p.bet('b1')).toEqual({ status: 'SESSION_EXPIRED' });
    expect(await p.balance()).toBe('50.00');
  });

  it('refuses a bet of a player frozen after it was read', async () => {
    const p = await player('50.00');
    between.next = async () => {
      const frozen = await t.app.inject({
        method: 'POST',
        url: `/admin-api/v1/players/${p.member.id}/freeze`,
        headers: await operatorAuth(t),
        payload: { reason: 'KYC check' },
      });
      expect(frozen.statusCode).toBe(200);
    };
    expect(await p.bet('b1')).toEqual({ status: 'PLAYER_BLOCKED', balance: '50.00', currency: 'THB' });
    // The frozen player's own session is gone; the vendor's balance call shows nothing left the account.
    expect(await wallet.balance(p.member.id)).toEqual({ status: 'OK', balance: '50.00', currency: 'THB' });
  });

  it('answers a balance spent after the read as short, with the balance left', async () => {
    const p = await player('50.00');
    between.next = async () => {
      expect((await adjust(t, p.member, '-45.00')).statusCode).toBe(201);
    };
    expect(await p.bet('b1')).toEqual({ status: 'INSUFFICIENT_FUNDS', balance: '5.00', currency: 'THB' });
    expect(await p.bet('b2', '5.00')).toEqual({ status: 'OK', balance: '0.00', currency: 'THB' });
  });
});
