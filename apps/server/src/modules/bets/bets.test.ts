import { dayIn } from '@croupier/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGameRow, connectVendor, newTrial } from '../../test-support/games.ts';
import { sitAtVendor } from '../../test-support/rounds.ts';
import { operatorToken, startTestApp, type TestApp } from '../../test-support/test-app.ts';
import {
  adjust,
  expectLedgerBalanced,
  newMember,
  operatorAuth,
  walletOf,
  type TestMember,
} from '../../test-support/wallet.ts';

/**
 * Rounds come from a vendor playing through the real wallet protocol: alice plays four slot rounds (a win, a
 * loss over two bets, one still open, one rolled back) and one live round; bobbyroller wins big once.
 */
let t: TestApp;
let alice: TestMember;
let bob: TestMember;
let today: string;
const roundRef = (member: TestMember, name: string) => `${member.username}-${name}`;

beforeAll(async () => {
  t = await startTestApp();
  const slots = await connectVendor(t, { vassalage: 'SLOTS', gameTypes: ['RNG'] });
  const live = await connectVendor(t, { vassalage: 'LIVEV', gameTypes: ['LIVE'] });
  const dragon = await addGameRow(t, {
    vassalage: 'SLOTS',
    gameCode: 'dragon',
    gameName: 'Dragon Gold',
    localizedNames: { CN: '金龙' },
  });
  const baccarat = await addGameRow(t, {
    vassalage: 'LIVEV',
    gameCode: 'bac',
    gameType: 'LIVE',
    gameName: 'Baccarat',
  });
  alice = await newMember(t, { username: 'alice', paymentPassword: null });
  bob = await newMember(t, { username: 'bobbyroller', paymentPassword: null });
  for (const member of [alice, bob]) expect((await adjust(t, member, '1000.00')).statusCode).toBe(201);

  const aliceSlots = await sitAtVendor(t, {
    member: alice,
    vendor: slots,
    gameId: dragon,
    gameCode: 'dragon',
  });
  await aliceSlots.bet('b1', 'r1', '10.00');
  await aliceSlots.win('w1', 'r1', '25.00');
  const aliceLive = await sitAtVendor(t, { member: alice, vendor: live, gameId: baccarat, gameCode: 'bac' });
  await aliceLive.bet('b2', 'r2', '100.00');
  await aliceLive.win('w2', 'r2', '195.00');
  await aliceSlots.bet('b3a', 'r3', '20.00');
  await aliceSlots.bet('b3b', 'r3', '30.00');
  await aliceSlots.win('w3', 'r3', '5.00');
  await aliceSlots.bet('b4', 'r4', '7.00');
  await aliceSlots.bet('b5', 'r5', '40.00');
  await aliceSlots.rollback('x5', 'b5', 'r5');
  // The vendor closes the round it voided: with no stake left it is cancelled.
  await aliceSlots.win('w5', 'r5', '0.00');
  const bobSlots = await sitAtVendor(t, { member: bob, vendor: slots, gameId: dragon, gameCode: 'dragon' });
  await bobSlots.bet('b1', 'r1', '5.00');
  await bobSlots.win('w1', 'r1', '500.00');
  today = dayIn(new Date(), 'Asia/Bangkok');
});
afterAll(() => t.close());

const get = (url: string, auth?: { authorization: string }) =>
  t.app.inject({ method: 'GET', url, ...(auth ? { headers: auth } : {}) });

describe('betting record', () => {
  it("lists the player's rounds newest first with stake, payout, valid bet and profit", async () => {
    const response = await get('/api/v1/bets', alice.auth);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ page: 1, pageSize: 20, total: 5, totalPages: 1 });
    expect(page.items.map((b: { roundId: string }) => b.roundId)).toEqual(
      ['r5', 'r4', 'r3', 'r2', 'r1'].map((name) => roundRef(alice, name)),
    );
    const [r5, r4, r3, r2, r1] = page.items;
    expect(r1).toMatchObject({
      gameName: 'Dragon Gold',
      vassalage: 'SLOTS',
      gameType: 'RNG',
      stake: '10.00',
      payout: '25.00',
      validBet: '10.00',
      profit: '15.00',
      status: 'settled',
    });
    expect(r1.settledAt).toEqual(expect.any(String));
    // Live games count only the part of the stake that was at risk (DOMAIN.md): min(100, |195 − 100|).
    expect(r2).toMatchObject({
      gameType: 'LIVE',
      stake: '100.00',
      payout: '195.00',
      validBet: '95.00',
      profit: '95.00',
    });
    expect(r3).toMatchObject({
      stake: '50.00',
      payout: '5.00',
      validBet: '50.00',
      profit: '-45.00',
      status: 'settled',
    });
    expect(r4).toMatchObject({ stake: '7.00', status: 'open', settledAt: null, validBet: '0.00' });
    expect(r5).toMatchObject({ stake: '0.00', payout: '0.00', status: 'cancelled', validBet: '0.00' });
    expect(page.items.map((b: { id: string }) => b.id)).not.toContain(undefined);
  });

  it('filters by game type, vendor, status and date, pages, and names games in the asked language', async () => {
    const live = (await get('/api/v1/bets?gameType=LIVE', alice.auth)).json();
    expect(live.items.map((b: { roundId: string }) => b.roundId)).toEqual([roundRef(alice, 'r2')]);
    expect((await get('/api/v1/bets?vassalage=SLOTS&status=open', alice.auth)).json().total).toBe(1);
    expect((await get(`/api/v1/bets?from=${today}&to=${today}`, alice.auth)).json().total).toBe(5);
    expect((await get('/api/v1/bets?from=2020-01-01&to=2020-01-31', alice.auth)).json().total).toBe(0);
    const paged = (await get('/api/v1/bets?page=2&pageSize=2', alice.auth)).json();
    expect(paged).toMatchObject({ page: 2, pageSize: 2, total: 5, totalPages: 3 });
    expect(paged.items.map((b: { roundId: string }) => b.roundId)).toEqual([
      roundRef(alice, 'r3'),
      roundRef(alice, 'r2'),
    ]);
    const chinese = (await get('/api/v1/bets?gameType=RNG&language=CN', alice.auth)).json();
    expect(chinese.items[0].gameName).toBe('金龙');
    const bobs = (await get('/api/v1/bets', bob.auth)).json();
    expect(bobs.items.map((b: { roundId: string }) => b.roundId)).toEqual([roundRef(bob, 'r1')]);
  });

  it('refuses guests, trial accounts and junk filters without a 5xx', async () => {
    expect((await get('/api/v1/bets')).json().code).toBe('LOGIN_REQUIRED');
    expect((await get('/api/v1/bets', await newTrial(t))).json().code).toBe('TRIAL_NOT_ALLOWED');
    for (const query of [
      'from=2026-13-45',
      'from=yesterday',
      `from=${today}&to=2020-01-01`,
      'gameType=POKER',
      'status=won',
      'page=0',
      'pageSize=100000',
      'vassalage=%27%3B--',
    ]) {
      const response = await get(`/api/v1/bets?${query}`, alice.auth);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code, query).toBe('VALIDATION_FAILED');
    }
  });
});

describe('profit and loss', () => {
  it('sums the settled rounds, in total and per game type, agreeing with the record and the wallet', async () => {
    const response = await get(`/api/v1/profit?from=${today}&to=${today}`, alice.auth);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      currency: 'THB',
      total: { stake: '160.00', payout: '225.00', validBet: '155.00', profit: '65.00', rounds: 3 },
      byGameType: [
        {
          gameType: 'LIVE',
          stake: '100.00',
          payout: '195.00',
          validBet: '95.00',
          profit: '95.00',
          rounds: 1,
        },
        { gameType: 'RNG', stake: '60.00', payout: '30.00', validBet: '60.00', profit: '-30.00', rounds: 2 },
      ],
    });
    // 1000 + 65 settled profit − 7 still staked in the open round.
    expect((await walletOf(t, alice)).balance).toBe('1058.00');
    const bets = (await get('/api/v1/bets?status=settled', alice.auth)).json();
    const profit = bets.items.reduce(
      (sum: number, b: { profit: string }) => sum + Math.round(Number(b.profit) * 100),
      0,
    );
    expect(profit).toBe(6500);
    expect((await get('/api/v1/profit?from=2020-01-01&to=2020-01-02', alice.auth)).json().total.rounds).toBe(
      0,
    );
    expect((await get('/api/v1/profit')).statusCode).toBe(401);
  });
});

describe('winners board', () => {
  it('lists the biggest settled wins of the week with masked names, for guests too', async () => {
    const response = await get('/api/v1/winners?gameCategory=ALL&limitNum=20');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([
      {
        customerName: 'bo***er',
        winAmount: '500.00',
        gameName: 'Dragon Gold',
        iconUrl: '/tiles/SLOTS/dragon.svg',
      },
      { customerName: '***', winAmount: '195.00', gameName: 'Baccarat', iconUrl: '/tiles/LIVEV/bac.svg' },
      {
        customerName: '***',
        winAmount: '25.00',
        gameName: 'Dragon Gold',
        iconUrl: '/tiles/SLOTS/dragon.svg',
      },
    ]);
    expect(response.body).not.toContain('alice');
    expect(response.body).not.toContain('bobbyroller');
    const live = (await get('/api/v1/winners?gameCategory=LIVE')).json();
    expect(live.map((w: { winAmount: string }) => w.winAmount)).toEqual(['195.00']);
    expect((await get('/api/v1/winners?limitNum=1&language=CN')).json()).toEqual([
      expect.objectContaining({ winAmount: '500.00', gameName: '金龙' }),
    ]);
    expect((await get('/api/v1/winners?limitNum=500')).statusCode).toBe(400);
    expect((await get('/api/v1/winners?gameCategory=POKER')).statusCode).toBe(400);
  });
});

describe('operator round lookup', () => {
  it('finds rounds by vendor round id and username, newest first, with filters', async () => {
    const auth = await operatorAuth(t);
    const byRef = (await get(`/admin-api/v1/rounds?q=${roundRef(bob, 'r1')}`, auth)).json();
    expect(byRef.total).toBe(1);
    expect(byRef.items[0]).toMatchObject({
      vassalage: 'SLOTS',
      roundId: roundRef(bob, 'r1'),
      playerId: bob.id.toString(),
      username: 'bobbyroller',
      gameName: 'Dragon Gold',
      currency: 'THB',
      stake: '5.00',
      payout: '500.00',
      status: 'settled',
    });
    expect((await get('/admin-api/v1/rounds?q=ALICE', auth)).json().total).toBe(5);
    expect((await get('/admin-api/v1/rounds?q=alice&status=cancelled', auth)).json().total).toBe(1);
    expect((await get('/admin-api/v1/rounds?vassalage=LIVEV', auth)).json().total).toBe(1);
    expect((await get('/admin-api/v1/rounds', auth)).json().total).toBe(6);
    const byId = (await get(`/admin-api/v1/rounds?q=${byRef.items[0].id}`, auth)).json();
    expect(byId.items.map((r: { id: string }) => r.id)).toEqual([byRef.items[0].id]);
    expect((await get('/admin-api/v1/rounds?q=nobody-here', auth)).json().total).toBe(0);
  });

  it('shows every callback of a round with the ledger transfer it posted', async () => {
    const auth = await operatorAuth(t);
    const [r3] = (await get(`/admin-api/v1/rounds?q=${roundRef(alice, 'r3')}`, auth)).json().items;
    const lookup = await get(`/admin-api/v1/rounds/${r3.id}`, auth);
    expect(lookup.statusCode, lookup.body).toBe(200);
    const round = lookup.json();
    expect(round).toMatchObject({ id: r3.id, stake: '50.00', payout: '5.00', status: 'settled' });
    expect(
      round.callbacks.map((c: { transactionId: string; kind: string; amount: string }) => [c.kind, c.amount]),
    ).toEqual([
      ['bet', '20.00'],
      ['bet', '30.00'],
      ['win', '5.00'],
    ]);
    for (const callback of round.callbacks) {
      expect(callback.transfer).toMatchObject({ kind: callback.kind, amount: callback.amount });
      const sides = [callback.transfer.debitAccount, callback.transfer.creditAccount].join(' ');
      expect(sides).toContain('vendor_clearing:SLOTS');
      expect(sides).toContain(alice.id.toString());
    }
    const [r5] = (await get(`/admin-api/v1/rounds?q=${roundRef(alice, 'r5')}`, auth)).json().items;
    const cancelled = (await get(`/admin-api/v1/rounds/${r5.id}`, auth)).json();
    expect(cancelled.callbacks.map((c: { kind: string; status: string }) => [c.kind, c.status])).toEqual([
      ['bet', 'rolled_back'],
      ['rollback', 'ok'],
      ['win', 'ok'],
    ]);
    expect(cancelled.callbacks[2].transfer).toBeNull();
    expect(cancelled.callbacks[1].referenceTransactionId).toBe(roundRef(alice, 'b5'));
    expect(cancelled.callbacks[1].transfer).toMatchObject({ kind: 'rollback', amount: '40.00' });
    expect((await get('/admin-api/v1/rounds/99999999', auth)).statusCode).toBe(404);
    expect((await get('/admin-api/v1/rounds/abc', auth)).statusCode).toBe(400);
  });
});

describe('GGR report', () => {
  it('sums settled rounds by vendor and day in the brand time zone, with totals per currency', async () => {
    const auth = await operatorAuth(t);
    const response = await get(`/admin-api/v1/reports/ggr?from=${today}&to=${today}`, auth);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      rows: [
        {
          day: today,
          vassalage: 'LIVEV',
          vendorName: 'LIVEV Gaming',
          currency: 'THB',
          rounds: 1,
          players: 1,
          stake: '100.00',
          payout: '195.00',
          validBet: '95.00',
          ggr: '-95.00',
        },
        {
          day: today,
          vassalage: 'SLOTS',
          vendorName: 'SLOTS Gaming',
          currency: 'THB',
          rounds: 3,
          players: 2,
          stake: '65.00',
          payout: '530.00',
          validBet: '65.00',
          ggr: '-465.00',
        },
      ],
      totals: [
        { currency: 'THB', rounds: 4, stake: '165.00', payout: '725.00', validBet: '160.00', ggr: '-560.00' },
      ],
    });
    const slotsOnly = (
      await get(`/admin-api/v1/reports/ggr?from=${today}&to=${today}&vassalage=SLOTS`, auth)
    ).json();
    expect(slotsOnly.rows.map((r: { vassalage: string }) => r.vassalage)).toEqual(['SLOTS']);
    expect((await get('/admin-api/v1/reports/ggr?from=2020-01-01&to=2020-01-31', auth)).json()).toEqual({
      rows: [],
      totals: [],
    });
    for (const query of [
      'from=2020-01-01',
      'from=2026-01-02&to=2026-01-01',
      'from=2020-01-01&to=2026-01-01',
      'from=x&to=y',
    ]) {
      expect((await get(`/admin-api/v1/reports/ggr?${query}`, auth)).statusCode, query).toBe(400);
    }
  });
});

describe('permissions', () => {
  it('keeps rounds from viewers and revenue from support', async () => {
    const owner = await operatorAuth(t);
    const make = async (username: string, role: string) => {
      const password = 'a-long-password-1';
      await t.app.inject({
        method: 'POST',
        url: '/admin-api/v1/operators',
        headers: owner,
        payload: { username, password, role },
      });
      return { authorization: `Bearer ${await operatorToken(t.app, username, password)}` };
    };
    const viewer = await make('rounds-viewer', 'viewer');
    const support = await make('rounds-support', 'support');
    expect((await get('/admin-api/v1/rounds', viewer)).statusCode).toBe(403);
    expect((await get('/admin-api/v1/rounds', support)).statusCode).toBe(200);
    expect((await get(`/admin-api/v1/reports/ggr?from=${today}&to=${today}`, support)).statusCode).toBe(403);
    expect((await get('/admin-api/v1/rounds', alice.auth)).statusCode).toBe(401);
    await expectLedgerBalanced(t);
  });
});
