import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { startTransferVendor } from '../../test-support/transfer-vendor.ts';
import {
  connectVendor,
  injectTransport,
  openLaunchSession,
  walletClient,
} from '../../test-support/vendor.ts';
import {
  adjust,
  expectLedgerBalanced,
  newMember,
  operatorAuth,
  walletOf,
} from '../../test-support/wallet.ts';

let t: TestApp;
let owner: { authorization: string };
let seq = 0;

beforeAll(async () => {
  t = await startTestApp();
  owner = await operatorAuth(t);
});
afterAll(() => t.close());
afterEach(() => expectLedgerBalanced(t));

const patch = (vassalage: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `/admin-api/v1/vendors/${vassalage}`, headers: owner, payload });
const listed = async (vassalage: string) =>
  (await t.app.inject({ method: 'GET', url: '/admin-api/v1/vendors', headers: owner }))
    .json<Array<{ vassalage: string; name: string; launchUrl: string; walletMode: string }>>()
    .find((vendor) => vendor.vassalage === vassalage);
const laneNames = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/lanes?language=EN' }))
    .json<Array<{ cards: Array<{ vassalage: string; name: string }> }>>()
    .flatMap((lane) => lane.cards);

async function member(balance: string) {
  const m = await newMember(t, { username: `vendoredit${++seq}`, paymentPassword: null });
  expect((await adjust(t, m, balance)).statusCode).toBe(201);
  return m;
}

describe('editing a vendor', () => {
  it('changes the name, launch URL and wallet mode, and the lobby shows the new name at once', async () => {
    await connectVendor(t.database.db, t.appSecret, { vassalage: 'EDITED' });
    expect((await laneNames()).find((card) => card.vassalage === 'EDITED')?.name).toBe('EDITED Games');
    const url = 'https://edited.example/play/{token}?g={gameCode}';
    const changed = await patch('EDITED', {
      name: '  Edited Studio ',
      launchUrl: url,
      walletMode: 'transfer',
      transferUrl: 'https://edited.example/transfers',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Edited Studio', launchUrl: url, walletMode: 'transfer' });
    expect((await laneNames()).find((card) => card.vassalage === 'EDITED')?.name).toBe('Edited Studio');
  });

  it('refuses a blank name and changes nothing', async () => {
    await connectVendor(t.database.db, t.appSecret, { vassalage: 'BLANK' });
    const response = await patch('BLANK', { name: '   ', walletMode: 'transfer' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { name: 'REQUIRED' } });
    expect(await listed('BLANK')).toMatchObject({ name: 'BLANK Games', walletMode: 'seamless' });
  });

  it('keeps a seamless vendor seamless while one of its rounds is open', async () => {
    const vendor = await connectVendor(t.database.db, t.appSecret, { vassalage: 'OPENROUND' });
    const m = await member('20.00');
    const token = await openLaunchSession(t.database.db, { vendor, playerId: m.id });
    const wallet = walletClient({
      vassalage: 'OPENROUND',
      secret: vendor.secret,
      transport: injectTransport(t.app),
    });
    const round = { playerId: m.id, roundId: 'r1', gameCode: vendor.games[0]!.gameCode, currency: 'THB' };
    expect(
      await wallet.bet({ ...round, sessionToken: token, transactionId: 'b1', amount: '5.00' }),
    ).toMatchObject({
      status: 'OK',
    });
    const toTransfer = { walletMode: 'transfer', transferUrl: 'https://openround.example/transfers' };
    const refused = await patch('OPENROUND', toTransfer);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'WALLET_MODE_IN_USE',
      fields: { walletMode: 'WALLET_MODE_IN_USE' },
    });
    expect((await listed('OPENROUND'))?.walletMode).toBe('seamless');
    // The vendor can still pay the open round; once it is settled the switch goes through.
    expect(
      await wallet.win({ ...round, transactionId: 'w1', amount: '8.00', roundClosed: true }),
    ).toMatchObject({ status: 'OK', balance: '23.00' });
    expect((await patch('OPENROUND', toTransfer)).statusCode).toBe(200);
  });

  it('keeps a transfer vendor a transfer wallet while players hold money there', async () => {
    const holding = await connectVendor(t.database.db, t.appSecret, {
      vassalage: 'HOLDING',
      walletMode: 'transfer',
    });
    const vendor = await startTransferVendor({ vassalage: 'HOLDING', secret: holding.secret });
    onTestFinished(() => vendor.close());
    expect((await patch('HOLDING', { transferUrl: vendor.url })).statusCode).toBe(200);
    const m = await member('30.00');
    const move = (direction: 'in' | 'out') =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/vendor-wallets/HOLDING/transfer-${direction}`,
        headers: { ...m.auth, 'idempotency-key': randomUUID() },
        payload: { amount: '12.00' },
      });
    expect((await move('in')).statusCode).toBe(200);
    const refused = await patch('HOLDING', { walletMode: 'seamless', name: 'Holding Co' });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'WALLET_MODE_IN_USE']);
    expect(await listed('HOLDING')).toMatchObject({ walletMode: 'transfer', name: 'HOLDING Games' });
    // The player can still take the money back; then nothing stands in the way.
    expect((await move('out')).statusCode).toBe(200);
    expect((await walletOf(t, m)).balance).toBe('30.00');
    expect((await patch('HOLDING', { walletMode: 'seamless', transferUrl: null })).statusCode).toBe(200);
  });
});
