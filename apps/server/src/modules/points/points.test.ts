import type { GameType, PointExchange, PointGoodsAdmin, PointsBalance } from '@croupier/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addChannel, decide, requestDeposit } from '../../test-support/deposits.ts';
import { expectBrandLedgerBalanced } from '../../test-support/ledger.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { startVendorWalletApp } from '../../test-support/vendor-app.ts';
import { openLaunchSession, type ConnectedVendor, type WalletClient } from '../../test-support/vendor.ts';
import {
  adjust,
  newMember,
  operatorAuth,
  PAYMENT_PASSWORD,
  walletOf,
  type TestMember,
} from '../../test-support/wallet.ts';
import { consumeToEnd } from '../../test-support/stream.ts';
import { MONEY_STREAM } from '../bets/index.ts';
import { POINTS_CONSUMERS, updatePoints } from './index.ts';

let t: TestApp;
let vendor: ConnectedVendor;
let wallet: WalletClient;
let brandId: bigint;
let seq = 0;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const TYPES: GameType[] = ['LIVE', 'LOTT', 'PVP', 'RNG', 'SPORTS'];

beforeAll(async () => {
  ({ t, vendor, wallet } = await startVendorWalletApp({ vassalage: 'POINTS', gameTypes: TYPES }));
  brandId = rowsOf<{ id: bigint }>(
    await t.database.db.execute(sql`select id from brands where is_default`),
  )[0]!.id;
  const rates = await t.app.inject({
    method: 'PUT',
    url: '/admin-api/v1/points/rates',
    headers: await operatorAuth(t),
    payload: { live: '0.02', lottery: '0.01', pvp: '0.03', rng: '0.005', sports: '0.1', deposit: '0.01' },
  });
  expect(rates.statusCode).toBe(200);
});
afterAll(() => t.close());
afterEach(() => expectBrandLedgerBalanced(t.database.db, brandId));

/** Both consumers caught up with everything written so far. */
async function earn() {
  await consumeToEnd(t.database.db, POINTS_CONSUMERS.rounds, () => updatePoints(t.database.db));
  await consumeToEnd(t.database.db, POINTS_CONSUMERS.money, () => updatePoints(t.database.db), MONEY_STREAM);
}

async function player(funds = '5000.00') {
  const member = await newMember(t, { username: `points${++seq}` });
  expect((await adjust(t, member, funds)).statusCode).toBe(201);
  const token = await openLaunchSession(t.database.db, { vendor, playerId: member.id });
  let call = 0;
  const round = async (type: GameType, stake: string, payout: string) => {
    const gameCode = vendor.games.find((game) => game.gameType === type)!.gameCode;
    const roundId = `${member.username}-r${++call}`;
    const base = { playerId: member.id, gameCode, currency: 'THB', roundId };
    expect(
      await wallet.bet({ ...base, sessionToken: token, transactionId: `${roundId}-b`, amount: stake }),
    ).toMatchObject({ status: 'OK' });
    expect(
      await wallet.win({ ...base, transactionId: `${roundId}-w`, amount: payout, roundClosed: true }),
    ).toMatchObject({ status: 'OK' });
    return roundId;
  };
  return { member, round };
}

const get = async <T>(member: TestMember, url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: member.auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};
const balanceOf = (member: TestMember) => get<PointsBalance>(member, '/api/v1/points');

const redeem = (member: TestMember, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/points/redeem',
    headers: member.auth,
    payload: { quantity: 1, paymentPassword: PAYMENT_PASSWORD, ...payload },
  });

async function addGoods(input: Partial<Record<string, unknown>>): Promise<PointGoodsAdmin> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/admin-api/v1/points/goods',
    headers: await operatorAuth(t),
    payload: {
      name: `Goods ${++seq}`,
      description: 'A test item',
      image: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>',
      kind: 'physical',
      pointsNeeded: '1.00',
      moneyValue: '0.00',
      wageringMultiple: 0,
      remaining: 10,
      active: true,
      sort: 0,
      ...input,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const review = async (id: string, decision: 'pass' | 'reject', remark = '') =>
  t.app.inject({
    method: 'POST',
    url: `/admin-api/v1/points/exchanges/${id}/review`,
    headers: await operatorAuth(t),
    payload: { decision, remark },
  });

/** Gives a player exactly `points` through a sports round won at evens, at 0.1 a baht (10.00 of valid bet a point). */
async function playerWithPoints(points: number) {
  const p = await player(`${points * 10 + 100}.00`);
  await p.round('SPORTS', `${points * 10}.00`, `${points * 20}.00`);
  await earn();
  expect((await balanceOf(p.member)).balance).toBe(`${points}.00`);
  return p;
}

describe('points mall, over HTTP as a new player', () => {
  it('earns points from rounds of each kind and from deposits at the brand’s rates', async () => {
    const p = await player();
    // Valid bet: live won at evens = 100.00; lottery, pvp and rng lost = the stake; sports won at 1.5 = its profit 50.00.
    await p.round('LIVE', '100.00', '200.00');
    await p.round('LOTT', '100.00', '0.00');
    await p.round('PVP', '100.00', '0.00');
    await p.round('RNG', '200.00', '0.00');
    await p.round('SPORTS', '100.00', '150.00');
    const channel = await addChannel(t, 'bank');
    const deposit = await requestDeposit(t, p.member, { channelId: channel.id, amount: '1000.00' });
    expect(deposit.statusCode, deposit.body).toBe(201);
    expect((await decide(t, deposit.json<{ id: string }>().id, 'approve')).statusCode).toBe(200);
    await earn();
    await earn(); // read again: nothing is credited twice
    const details = await get<{ items: { kind: string; points: string; balance: string }[] }>(
      p.member,
      '/api/v1/points/details',
    );
    const byKind = Object.fromEntries(details.items.map((item) => [item.kind, item.points]));
    // 100 × 0.02, 100 × 0.01, 100 × 0.03, 200 × 0.005, 50 × 0.1, 1000 × 0.01
    expect(byKind).toEqual({
      live: '2.00',
      lottery: '1.00',
      pvp: '3.00',
      rng: '1.00',
      sports: '5.00',
      deposit: '10.00',
    });
    expect(details.items).toHaveLength(6);
    // Newest first: each entry's balance is the one after it plus its points, down to the first entry's points.
    const cents = (text: string) => Math.round(Number(text) * 100);
    details.items.forEach((item, n) =>
      expect(cents(item.balance) - cents(item.points)).toBe(cents(details.items[n + 1]?.balance ?? '0')),
    );
    expect(details.items[0]!.balance).toBe('22.00');
    expect(await balanceOf(p.member)).toMatchObject({ balance: '22.00', earned: '22.00', spent: '0.00' });
    expect((await balanceOf(p.member)).rates).toEqual({
      live: '0.0200',
      lottery: '0.0100',
      pvp: '0.0300',
      rng: '0.0050',
      sports: '0.1000',
      deposit: '0.0100',
    });
  });

  it('pays cash goods at once; physical goods wait, and a rejection returns the points and the stock', async () => {
    const p = await playerWithPoints(20);
    const cash = await addGoods({ kind: 'cash', pointsNeeded: '5.00', moneyValue: '50.00', remaining: 3 });
    const watch = await addGoods({
      kind: 'physical',
      pointsNeeded: '8.00',
      moneyValue: '900.00',
      remaining: 2,
    });
    const before = await walletOf(t, p.member);

    const paid = await redeem(p.member, { goodsId: cash.id, quantity: 2 });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toEqual({ id: expect.any(String), status: 'passed' });
    expect(Number((await walletOf(t, p.member)).balance) - Number(before.balance)).toBe(100);
    expect((await balanceOf(p.member)).balance).toBe('10.00');

    const noAddress = await redeem(p.member, { goodsId: watch.id });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { address: 'REQUIRED', phone: 'REQUIRED' },
    });
    const wrongPassword = await redeem(p.member, {
      goodsId: watch.id,
      address: '1 Sukhumvit Rd, Bangkok',
      phone: '+66 81 234 5678',
      paymentPassword: '999999',
    });
    expect(wrongPassword.json()).toMatchObject({ code: 'PAYMENT_PASSWORD_INVALID' });

    const waiting = await redeem(p.member, {
      goodsId: watch.id,
      address: '1 Sukhumvit Rd, Bangkok',
      phone: '+66 81 234 5678',
    });
    expect(waiting.statusCode, waiting.body).toBe(201);
    const { id, status } = waiting.json<{ id: string; status: string }>();
    expect(status).toBe('in_process');
    expect((await balanceOf(p.member)).balance).toBe('2.00');
    const tooPoor = await redeem(p.member, { goodsId: watch.id, address: 'x', phone: '0812345678' });
    expect(tooPoor.json()).toMatchObject({ status: 409, code: 'POINTS_INSUFFICIENT' });

    const queue = await t.app.inject({
      method: 'GET',
      url: '/admin-api/v1/points/exchanges?status=in_process',
      headers: await operatorAuth(t),
    });
    expect(queue.json<{ items: { id: string; username: string }[] }>().items).toContainEqual(
      expect.objectContaining({ id, username: p.member.username }),
    );
    expect((await review(id, 'reject')).json()).toMatchObject({ fields: { remark: 'REQUIRED' } });
    const [first, second] = await Promise.all([
      review(id, 'reject', 'Out of this colour'),
      review(id, 'reject', 'Out of this colour'),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect((await balanceOf(p.member)).balance).toBe('10.00');
    const goods = await get<{ id: string; remaining: number; redeemed: number }[]>(
      p.member,
      '/api/v1/points/goods',
    );
    expect(goods.find((g) => g.id === watch.id)).toMatchObject({ remaining: 2, redeemed: 0 });
    expect(goods.find((g) => g.id === cash.id)).toMatchObject({ remaining: 1, redeemed: 2 });

    const records = await get<{ items: PointExchange[] }>(p.member, '/api/v1/points/records');
    expect(records.items.map((r) => [r.status, r.pointsChange, r.pointsBalance, r.remark])).toEqual([
      ['rejected', '-8.00', '2.00', 'Out of this colour'],
      ['passed', '-10.00', '10.00', ''],
    ]);
  });

  it('passes a physical exchange once; answers OPERATION_DISABLED when the brand’s flag is off', async () => {
    const p = await playerWithPoints(3);
    const goods = await addGoods({ pointsNeeded: '3.00' });
    const made = await redeem(p.member, { goodsId: goods.id, address: 'Bangkok', phone: '0812345678' });
    const { id } = made.json<{ id: string }>();
    expect((await review(id, 'pass')).json()).toEqual({ id, status: 'passed' });
    expect((await review(id, 'reject', 'late')).json()).toMatchObject({ code: 'INVALID_STATE' });
    expect((await balanceOf(p.member)).balance).toBe('0.00');

    await t.database.db.execute(sql`update brands set whitelabel = jsonb_set(whitelabel, '{2,enabled}', '"0"')
      where id = ${brandId} and whitelabel->2->>'modId' = 'REWARDS'`);
    const { forgetCachedBrands } = await import('../brands/index.ts');
    forgetCachedBrands();
    try {
      const off = await t.app.inject({ method: 'GET', url: '/api/v1/points', headers: p.member.auth });
      expect(off.json()).toMatchObject({ code: 'OPERATION_DISABLED' });
    } finally {
      await t.database.db
        .execute(sql`update brands set whitelabel = jsonb_set(whitelabel, '{2,enabled}', '"1"')
        where id = ${brandId}`);
      forgetCachedBrands();
    }
  });

  it('takes back what a rolled-back round gave, never more, and credits a round once however often it is read', async () => {
    const p = await player();
    const roundId = await p.round('PVP', '100.00', '0.00');
    await Promise.all([updatePoints(t.database.db), updatePoints(t.database.db)]);
    await earn();
    expect((await balanceOf(p.member)).balance).toBe('3.00');
    const [round] = rowsOf<{ id: string }>(
      await t.database.db.execute(sql`select id from game_rounds where round_ref = ${roundId}`),
    );
    await t.database.db.execute(
      sql`update game_rounds set status = 'cancelled', valid_bet = 0, updated_at = now() where id = ${round!.id}`,
    );
    await earn();
    expect(await balanceOf(p.member)).toMatchObject({ balance: '0.00', earned: '0.00' });
  });
});

describe('points mall under concurrency', () => {
  it('sells 10 of a stock of 10 to 100 redeems at once, and never spends more points than held', async () => {
    const rich = await playerWithPoints(200);
    const goods = await addGoods({ pointsNeeded: '1.00', remaining: 10 });
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        redeem(rich.member, { goodsId: goods.id, address: 'Bangkok', phone: '0812345678' }),
      ),
    );
    const codes = answers.map((a) => (a.statusCode === 201 ? 'created' : a.json<{ code: string }>().code));
    expect(codes.filter((c) => c === 'created')).toHaveLength(10);
    expect(codes.filter((c) => c === 'OUT_OF_STOCK')).toHaveLength(90);
    expect((await balanceOf(rich.member)).balance).toBe('190.00');

    const poor = await playerWithPoints(12);
    const cash = await addGoods({ kind: 'cash', pointsNeeded: '5.00', moneyValue: '10.00', remaining: 100 });
    const before = await walletOf(t, poor.member);
    const spends = await Promise.all(
      Array.from({ length: 20 }, () => redeem(poor.member, { goodsId: cash.id })),
    );
    expect(spends.filter((a) => a.statusCode === 201)).toHaveLength(2);
    expect(
      spends
        .filter((a) => a.statusCode !== 201)
        .every((a) => a.json<{ code: string }>().code === 'POINTS_INSUFFICIENT'),
    ).toBe(true);
    expect((await balanceOf(poor.member)).balance).toBe('2.00');
    expect(Number((await walletOf(t, poor.member)).balance) - Number(before.balance)).toBe(20);
  });

  it('replays a redeem sent twice under one Idempotency-Key', async () => {
    const p = await playerWithPoints(4);
    const cash = await addGoods({ kind: 'cash', pointsNeeded: '2.00', moneyValue: '5.00' });
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/points/redeem',
        headers: { ...p.member.auth, 'idempotency-key': `redeem-${p.member.id}` },
        payload: { goodsId: cash.id, quantity: 1, paymentPassword: PAYMENT_PASSWORD },
      });
    const [a, b] = await Promise.all([send(), send()]);
    expect(a.json()).toEqual(b.json());
    expect((await balanceOf(p.member)).balance).toBe('2.00');
  });
});
