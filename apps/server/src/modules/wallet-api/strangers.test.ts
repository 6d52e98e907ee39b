import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import {
  connectVendor,
  injectTransport,
  openLaunchSession,
  walletClient,
  type ConnectedVendor,
  type WalletClient,
} from '../../test-support/vendor.ts';
import {
  adjust,
  expectLedgerBalanced,
  newMember,
  walletOf,
  type TestMember,
} from '../../test-support/wallet.ts';

let t: TestApp;
let acme: ConnectedVendor;
let acmeWallet: WalletClient;
let other: ConnectedVendor;
let otherWallet: WalletClient;
let seq = 0;

beforeAll(async () => {
  t = await startTestApp();
  acme = await connectVendor(t.database.db, t.appSecret, { vassalage: 'ACME' });
  other = await connectVendor(t.database.db, t.appSecret, { vassalage: 'OTHER' });
  acmeWallet = walletClient({ vassalage: 'ACME', secret: acme.secret, transport: injectTransport(t.app) });
  otherWallet = walletClient({ vassalage: 'OTHER', secret: other.secret, transport: injectTransport(t.app) });
});
afterAll(() => t.close());
afterEach(() => expectLedgerBalanced(t));

async function member(balance: string): Promise<TestMember> {
  const created = await newMember(t, { username: `stranger${++seq}`, paymentPassword: null });
  expect((await adjust(t, created, balance)).statusCode).toBe(201);
  return created;
}

const bet = (wallet: WalletClient, vendor: ConnectedVendor, playerId: bigint, token: string, id: string) =>
  wallet.bet({
    playerId,
    sessionToken: token,
    transactionId: id,
    roundId: `round-${id}`,
    gameCode: vendor.games[0]!.gameCode,
    amount: '5.00',
    currency: 'THB',
  });

/** A signed vendor learns nothing of, and leaves nothing behind for, players it does not play with. */
describe('vendor wallet rollbacks for players the vendor does not play with', () => {
  it('answers a rollback of an unknown bet without the balance and plants no tombstone for them', async () => {
    const p = await member('70.00');
    const rollback = () =>
      otherWallet.rollback({
        playerId: p.id,
        transactionId: `rb-${p.id}`,
        referenceTransactionId: `bet-${p.id}`,
        roundId: `round-bet-${p.id}`,
      });
    expect(await rollback()).toEqual({ status: 'OK' });
    expect(await rollback()).toEqual({ status: 'OK' });

    // The player opens one of that vendor's games afterwards: a bet under that id is a new bet, and taken.
    const token = await openLaunchSession(t.database.db, { vendor: other, playerId: p.id });
    expect(await bet(otherWallet, other, p.id, token, `bet-${p.id}`)).toEqual({
      status: 'OK',
      balance: '65.00',
      currency: 'THB',
    });
    expect((await walletOf(t, p)).balance).toBe('65.00');
  });

  it('still answers the balance and leaves the tombstone for a player with a session at the vendor', async () => {
    const p = await member('40.00');
    const token = await openLaunchSession(t.database.db, { vendor: acme, playerId: p.id });
    expect(
      await acmeWallet.rollback({
        playerId: p.id,
        transactionId: `rb-${p.id}`,
        referenceTransactionId: `late-${p.id}`,
        roundId: `round-late-${p.id}`,
      }),
    ).toEqual({ status: 'OK', balance: '40.00', currency: 'THB' });
    expect(await bet(acmeWallet, acme, p.id, token, `late-${p.id}`)).toEqual({
      status: 'TRANSACTION_ROLLED_BACK',
    });
    expect((await walletOf(t, p)).balance).toBe('40.00');
  });

  it("refuses a rollback of someone else's bet without showing the stranger's balance", async () => {
    const owner = await member('30.00');
    const token = await openLaunchSession(t.database.db, { vendor: acme, playerId: owner.id });
    expect(await bet(acmeWallet, acme, owner.id, token, `own-${owner.id}`)).toMatchObject({ status: 'OK' });
    const stranger = await member('90.00');
    expect(
      await acmeWallet.rollback({
        playerId: stranger.id,
        transactionId: `rb-foreign-${stranger.id}`,
        referenceTransactionId: `own-${owner.id}`,
        roundId: `round-own-${owner.id}`,
      }),
    ).toEqual({ status: 'INVALID_REQUEST' });
    expect((await walletOf(t, owner)).balance).toBe('25.00');
    expect((await walletOf(t, stranger)).balance).toBe('90.00');
  });
});
