import type { GameType } from '@croupier/contracts';
import { dayIn, shiftDay } from '@croupier/format';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectBrandLedgerBalanced } from '../../test-support/ledger.ts';
import { addOperator } from '../../test-support/operators.ts';
import { consumeToEnd, correctRound } from '../../test-support/stream.ts';
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
import { withdraw } from '../../test-support/withdrawals.ts';
import { grantBonus, updateWagering, WAGERING_CONSUMER, type GrantBonusProps } from './index.ts';

let t: TestApp;
let vendor: ConnectedVendor;
let wallet: WalletClient;
let brandId: bigint;
let seq = 0;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const GAME_TYPES: GameType[] = ['RNG', 'LIVE', 'LOTT', 'FISH'];

beforeAll(async () => {
  ({ t, vendor, wallet } = await startVendorWalletApp({ vassalage: 'WAGER', gameTypes: GAME_TYPES }));
  brandId = rowsOf<{ id: bigint }>(
    await t.database.db.execute(sql`select id from brands where is_default`),
  )[0]!.id;
});
afterAll(() => t.close());
afterEach(() => expectBrandLedgerBalanced(t.database.db, brandId));

/** A player at the vendor's tables with money in their wallet (an operator's adjustment). */
async function player(balance: string, upline?: TestMember) {
  const member = await newMember(t, { username: `wager${++seq}`, ...(upline ? { upline } : {}) });
  expect((await adjust(t, member, balance)).statusCode).toBe(201);
  const token = await openLaunchSession(t.database.db, { vendor, playerId: member.id });
  let call = 0;
  const gameOf = (type: GameType) => vendor.games.find((game) => game.gameType === type)!.gameCode;
  const base = (type: GameType) => ({ playerId: member.id, gameCode: gameOf(type), currency: 'THB' });
  const bet = (round: string, amount: string, type: GameType = 'RNG') =>
    wallet.bet({
      ...base(type),
      sessionToken: token,
      transactionId: `${member.username}-${++call}`,
      roundId: `${member.username}-${round}`,
      amount,
    });
  const win = (round: string, amount: string, type: GameType = 'RNG') =>
    wallet.win({
      ...base(type),
      transactionId: `${member.username}-${++call}`,
      roundId: `${member.username}-${round}`,
      amount,
      roundClosed: true,
    });
  /** One round: a bet, then its win (0 for a loss) closing it. */
  const round = async (stake: string, payout: string, type: GameType = 'RNG') => {
    const name = `r${++call}`;
    expect(await bet(name, stake, type)).toMatchObject({ status: 'OK' });
    expect(await win(name, payout, type)).toMatchObject({ status: 'OK' });
    return `${member.username}-${name}`;
  };
  return { member, bet, win, round };
}

const grant = (
  member: TestMember,
  props: Partial<GrantBonusProps> & { amount: bigint; requirement: bigint },
) =>
  grantBonus(t.database.db, {
    brandId,
    playerId: member.id,
    currency: 'THB',
    source: { kind: 'promotion', ref: 'test' },
    idempotencyKey: `test:${member.id}:${++seq}`,
    ...props,
  });

const wagering = async (member: TestMember) => {
  await consumeToEnd(t.database.db, WAGERING_CONSUMER, () => updateWagering(t.database.db));
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/wagering', headers: member.auth });
  expect(response.statusCode).toBe(200);
  return response.json<{
    open: { bonusId: string; requirement: string; remaining: string }[];
    remaining: string;
  }>();
};

const bonusesOf = async (member: TestMember) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/bonuses', headers: member.auth })).json<{
    items: { id: string; amount: string; requirement: string; remaining: string; status: string }[];
    total: number;
  }>();

describe('wagering', () => {
  it('counts slots in full and live at 10% down the requirement, holds withdrawals until it is met (worked example)', async () => {
    // Deposit 2,000.00 with a 25% bonus = 500.00; multiple 8 on bonus + deposit → requirement 8 × 2,500.00 =
    // 20,000.00. Slots: 5 rounds of 2,400.00 (won back) = 12,000.00 valid bet, counted in full. Live: rounds of
    // 2,500 + 5,000 + 10,000 + 12,500 = 30,000.00, each won at evens (valid bet = the stake), counted at 10% =
    // 3,000.00. Left: 20,000 − 12,000 − 3,000 = 5,000.00.
    const p = await player('2000.00');
    const { bonus } = await grant(p.member, { amount: 50_000n, requirement: 2_000_000n });
    expect(await walletOf(t, p.member)).toMatchObject({ balance: '2500.00' });
    for (let n = 0; n < 5; n++) await p.round('2400.00', '2400.00');
    for (const stake of ['2500.00', '5000.00', '10000.00', '12500.00'])
      await p.round(stake, (Number(stake) * 2).toFixed(2), 'LIVE');
    expect(await walletOf(t, p.member)).toMatchObject({ balance: '32500.00' });
    expect(await wagering(p.member)).toEqual({
      open: [{ bonusId: bonus.id.toString(), requirement: '20000.00', remaining: '5000.00' }],
      remaining: '5000.00',
    });

    const refused = await withdraw(t, p.member, '1000.00');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'WAGERING_OPEN', remaining: '5000.00' });
    expect(await walletOf(t, p.member)).toMatchObject({ balance: '32500.00', locked: '0.00' });

    // 5,000.00 more on slots meets it.
    await p.round('5000.00', '5000.00');
    expect(await wagering(p.member)).toEqual({ open: [], remaining: '0.00' });
    expect((await bonusesOf(p.member)).items).toEqual([
      expect.objectContaining({
        amount: '500.00',
        requirement: '20000.00',
        remaining: '0.00',
        status: 'met',
      }),
    ]);
    const allowed = await withdraw(t, p.member, '1000.00');
    expect(allowed.statusCode, allowed.body).toBe(201);
    expect(await walletOf(t, p.member)).toMatchObject({ locked: '1000.00' });
  });

  it('holds a transfer to the upline while a requirement is open, as it holds a withdrawal', async () => {
    const upline = await newMember(t, { username: `wagerup${++seq}`, agent: true });
    const p = await player('300.00', upline);
    await grant(p.member, { amount: 10_000n, requirement: 20_000n });
    const send = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/transfers',
        headers: { ...p.member.auth, 'idempotency-key': key },
        payload: { to: upline.username, amount: '350.00', paymentPassword: PAYMENT_PASSWORD },
      });
    const refused = await send(`hold-${seq}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'WAGERING_OPEN', remaining: '200.00' });
    expect(await walletOf(t, p.member)).toMatchObject({ balance: '400.00' });
    expect(await walletOf(t, upline)).toMatchObject({ balance: '0.00' });

    await p.round('200.00', '200.00');
    expect(await wagering(p.member)).toMatchObject({ remaining: '0.00' });
    expect((await send(`sent-${seq}`)).statusCode).toBe(201);
    expect(await walletOf(t, upline)).toMatchObject({ balance: '350.00' });
  });

  it('counts down the oldest open requirement first, each at its own contribution per game type', async () => {
    const p = await player('1000.00');
    const older = await grant(p.member, { amount: 10_000n, requirement: 20_000n });
    // The younger bonus counts live in full and lottery not at all.
    const younger = await grant(p.member, {
      amount: 10_000n,
      requirement: 100_000n,
      contributions: { LIVE: 100, LOTT: 0 },
    });
    // Lottery 300.00 at 50% → 150.00 to the older (200.00); the younger takes no lottery.
    await p.round('300.00', '0.00', 'LOTT');
    // Fish 100.00 at 100%: the older takes 50.00 of it (met), the 50.00 left goes on to the younger.
    await p.round('100.00', '0.00', 'FISH');
    // Live won at evens, valid bet 200.00: the younger alone is open and counts live in full.
    await p.round('200.00', '400.00', 'LIVE');
    expect(await wagering(p.member)).toEqual({
      open: [{ bonusId: younger.bonus.id.toString(), requirement: '1000.00', remaining: '750.00' }],
      remaining: '750.00',
    });
    expect((await bonusesOf(p.member)).items.find((b) => b.id === older.bonus.id.toString())).toMatchObject({
      status: 'met',
      remaining: '0.00',
    });
  });

  it('gives back what a round counted when it is rolled back after settling, and counts its re-settlement again', async () => {
    const p = await player('1000.00');
    await grant(p.member, { amount: 10_000n, requirement: 50_000n });
    const counted = await p.round('300.00', '0.00');
    expect((await wagering(p.member)).remaining).toBe('200.00');
    const [row] = rowsOf<{ id: bigint }>(
      await t.database.db.execute(sql`select id from game_rounds where round_ref = ${counted}`),
    );
    // Corrected to half its valid bet: 150.00 given back.
    await correctRound(t.database.db, row!.id, { validBet: 15_000n });
    expect((await wagering(p.member)).remaining).toBe('350.00');
    // Rolled back altogether: the rest given back.
    await correctRound(t.database.db, row!.id, { status: 'cancelled' });
    expect((await wagering(p.member)).remaining).toBe('500.00');
  });

  it('clears the requirements once the balance is below the brand’s threshold with no round open', async () => {
    const owner = await operatorAuth(t);
    const set = await t.app.inject({
      method: 'PUT',
      url: '/admin-api/v1/bonus-settings',
      headers: owner,
      payload: { clearingThreshold: '5.00' },
    });
    expect(set.json()).toEqual({ currency: 'THB', clearingThreshold: '5.00' });
    const p = await player('100.00');
    await grant(p.member, { amount: 5_000n, requirement: 100_000n });
    // 140.00 staked on a round left open; 6.00 lost on another: 4.00 left, but money is still in play.
    await p.bet('open', '140.00');
    await p.round('6.00', '0.00');
    expect((await wagering(p.member)).remaining).toBe('994.00');
    // The open round loses too: nothing in play, 4.00 < 5.00.
    await p.win('open', '0.00');
    expect(await wagering(p.member)).toEqual({ open: [], remaining: '0.00' });
    expect((await bonusesOf(p.member)).items[0]).toMatchObject({ status: 'cleared', remaining: '0.00' });
    await t.app.inject({
      method: 'PUT',
      url: '/admin-api/v1/bonus-settings',
      headers: owner,
      payload: { clearingThreshold: '1.00' },
    });
  });

  it('refuses a bet above the maximum stake before any money moves, until the requirement is cancelled', async () => {
    const p = await player('500.00');
    // A bet first: the wallet now knows the player and game and takes its one-statement path.
    await p.round('10.00', '10.00');
    const { bonus } = await grant(p.member, { amount: 10_000n, requirement: 100_000n, maxStake: 5_000n });
    expect(await p.bet('big', '50.01')).toEqual({
      status: 'LIMIT_REACHED',
      balance: '600.00',
      currency: 'THB',
    });
    expect(await walletOf(t, p.member)).toMatchObject({ balance: '600.00' });
    const rounds = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from game_rounds where round_ref = ${`${p.member.username}-big`}`,
      ),
    );
    expect(rounds[0]!.n).toBe(0);
    expect(await p.bet('ok', '50.00')).toMatchObject({ status: 'OK', balance: '550.00' });

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/admin-api/v1/bonuses/${bonus.id}/cancel`,
      headers: await operatorAuth(t),
      payload: { reason: 'player asked to drop the bonus' },
    });
    expect(cancelled.json()).toEqual({ id: bonus.id.toString(), status: 'cancelled' });
    expect(await p.bet('after', '80.00')).toMatchObject({ status: 'OK', balance: '470.00' });
  });
});

describe('bonuses in the console', () => {
  it('grants a manual bonus with its multiple and reason once per key, lists it, and audits grant and cancel', async () => {
    const p = await player('100.00');
    const owner = await operatorAuth(t);
    const send = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: `/admin-api/v1/players/${p.member.id}/bonuses`,
        headers: { ...owner, 'idempotency-key': key },
        payload: { amount: '20.00', multiple: 5, reason: 'apology for a game fault' },
      });
    // Ten at once with one key: one bonus, paid once, every answer the same.
    const answers = await Promise.all(Array.from({ length: 10 }, () => send('manual-1')));
    const first = answers[0]!;
    expect(first.statusCode, first.body).toBe(201);
    for (const again of answers) expect(again.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({
      source: 'manual',
      amount: '20.00',
      requirement: '100.00',
      status: 'open',
    });
    expect(await walletOf(t, p.member)).toMatchObject({ balance: '120.00' });

    // The player's bonus details, by the brand-local day it was granted (a UTC date is a day behind in the
    // brand's evening).
    const { timezone } = rowsOf<{ timezone: string }>(
      await t.database.db.execute(sql`select timezone from brands where id = ${brandId}`),
    )[0]!;
    const tomorrow = shiftDay(dayIn(new Date(), timezone), 1);
    const page = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/v1/bonuses?${query}`, headers: p.member.auth });
    expect((await page('page=1&pageSize=10')).json()).toMatchObject({
      total: 1,
      page: 1,
      pageSize: 10,
      totalPages: 1,
    });
    expect((await page(`from=${tomorrow}`)).json()).toMatchObject({ total: 0, items: [] });
    expect((await page('from=yesterday')).statusCode).toBe(400);

    const listed = await t.app.inject({
      method: 'GET',
      url: `/admin-api/v1/players/${p.member.id}/bonuses`,
      headers: owner,
    });
    expect(listed.json()).toMatchObject({
      total: 1,
      items: [{ reason: 'apology for a game fault', remaining: '100.00', maxStake: null }],
    });
    const id = first.json<{ id: string }>().id;
    const cancel = () =>
      t.app.inject({
        method: 'POST',
        url: `/admin-api/v1/bonuses/${id}/cancel`,
        headers: owner,
        payload: { reason: 'granted by mistake' },
      });
    expect((await cancel()).statusCode).toBe(200);
    expect((await cancel()).json()).toMatchObject({ code: 'INVALID_STATE' });
    const audit = (
      await t.app.inject({ method: 'GET', url: '/admin-api/v1/audit?pageSize=50', headers: owner })
    ).json<{ items: { action: string; target: string }[] }>();
    expect(audit.items.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['bonus.grant', 'bonus.cancel']),
    );
  });

  it('lets support read bonuses but not grant them, and refuses a grant without a reason', async () => {
    const p = await player('10.00');
    const support = await addOperator(t, 'bonussupport', 'support');
    const url = `/admin-api/v1/players/${p.member.id}/bonuses`;
    expect((await t.app.inject({ method: 'GET', url, headers: support.auth })).statusCode).toBe(200);
    const payload = { amount: '20.00', multiple: 5, reason: 'x' };
    expect((await t.app.inject({ method: 'POST', url, headers: support.auth, payload })).statusCode).toBe(
      403,
    );
    const noReason = await t.app.inject({
      method: 'POST',
      url,
      headers: await operatorAuth(t),
      payload: { amount: '20.00', multiple: 5 },
    });
    expect(noReason.statusCode).toBe(400);
    expect(await walletOf(t, p.member)).toMatchObject({ balance: '10.00' });
  });
});
