import type { GameType, PromotionAdmin } from '@croupier/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addChannel, decide, payDepositBonusesToEnd, requestDeposit } from '../../test-support/deposits.ts';
import { expectBrandLedgerBalanced } from '../../test-support/ledger.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { startVendorWalletApp } from '../../test-support/vendor-app.ts';
import { openLaunchSession, type ConnectedVendor, type WalletClient } from '../../test-support/vendor.ts';
import { newMember, operatorAuth, walletOf } from '../../test-support/wallet.ts';
import { withdraw } from '../../test-support/withdrawals.ts';
import { consumeToEnd } from '../../test-support/stream.ts';
import { updateWagering, WAGERING_CONSUMER } from '../bonuses/index.ts';

/**
 * Issue 20's first acceptance, over HTTP as a new member lives it: a first-deposit bonus granted on the
 * qualifying deposit, wagering counted down per game type by the vendor's rounds (a rolled-back bet counts
 * nothing), withdrawals held with the amount left until it is met, and a bet above the maximum stake refused by
 * the wallet API before any money moves.
 */
let t: TestApp;
let vendor: ConnectedVendor;
let wallet: WalletClient;

const GAME_TYPES: GameType[] = ['RNG', 'LIVE'];

beforeAll(async () => {
  ({ t, vendor, wallet } = await startVendorWalletApp({ vassalage: 'JOURNEY', gameTypes: GAME_TYPES }));
});
afterAll(() => t.close());
afterEach(async () => {
  const [brand] = await t.database.db.query.brands.findMany({ where: (b, { eq }) => eq(b.isDefault, true) });
  await expectBrandLedgerBalanced(t.database.db, brand!.id);
});

describe('a first-deposit bonus, as a new member lives it', () => {
  it('is granted on the deposit, counted down by rounds per game type, and holds withdrawals until met', async () => {
    const owner = await operatorAuth(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/admin-api/v1/promotions',
      headers: owner,
      payload: {
        kind: 'first_deposit',
        titles: { EN: 'Welcome 50%' },
        startsAt: new Date(Date.now() - 3_600_000).toISOString(),
        endsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        reward: { type: 'percent', value: '50', cap: '300.00', minDeposit: '100.00' },
        wagering: { multiple: 2, base: 'bonus_deposit' },
        maxStake: '500.00',
        limits: { perPlayer: 1, budget: '10000.00' },
        enabled: true,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const promotion = created.json<PromotionAdmin>();
    const member = await newMember(t, { username: 'journeyman' });
    const joined = await t.app.inject({
      method: 'POST',
      url: `/api/v1/promotions/${promotion.id}/join`,
      headers: member.auth,
      payload: {},
    });
    expect(joined.json()).toEqual({ status: 'signed_up' });

    // Deposit 1,000.00 → 50% capped at 300.00; multiple 2 on bonus + deposit → requirement 2,600.00.
    const bank = await addChannel(t, 'bank', { min: '10.00' });
    const deposit = await requestDeposit(t, member, { channelId: bank.id, amount: '1000.00' });
    expect((await decide(t, deposit.json<{ id: string }>().id, 'approve')).statusCode).toBe(200);
    await payDepositBonusesToEnd(t);
    expect(await walletOf(t, member)).toMatchObject({ balance: '1300.00' });
    const left = async () => {
      await consumeToEnd(t.database.db, WAGERING_CONSUMER, () => updateWagering(t.database.db));
      const answer = await t.app.inject({ method: 'GET', url: '/api/v1/wagering', headers: member.auth });
      return answer.json<{ remaining: string }>().remaining;
    };
    expect(await left()).toBe('2600.00');

    const token = await openLaunchSession(t.database.db, { vendor, playerId: member.id });
    let call = 0;
    const gameOf = (type: GameType) => vendor.games.find((game) => game.gameType === type)!.gameCode;
    const base = (type: GameType) => ({ playerId: member.id, gameCode: gameOf(type), currency: 'THB' });
    const bet = (round: string, amount: string, type: GameType) =>
      wallet.bet({
        ...base(type),
        sessionToken: token,
        transactionId: `j-${++call}`,
        roundId: round,
        amount,
      });
    const close = (round: string, payout: string, type: GameType) =>
      wallet.win({
        ...base(type),
        transactionId: `j-${++call}`,
        roundId: round,
        amount: payout,
        roundClosed: true,
      });
    /**
     * A round staked and paid `payout`: a slot's valid bet is its stake; a live table's push (paid back exactly)
     * counts nothing, so live rounds are won at evens.
     */
    const playRound = async (stake: string, payout: string, type: GameType) => {
      const round = `jr-${++call}`;
      expect(await bet(round, stake, type)).toMatchObject({ status: 'OK' });
      expect(await close(round, payout, type)).toMatchObject({ status: 'OK' });
    };

    // Slots 3 × 500.00 count in full (1,500.00); live 10 × 500.00 count at 10% (500.00): 600.00 left.
    for (let n = 0; n < 3; n++) await playRound('500.00', '500.00', 'RNG');
    for (let n = 0; n < 10; n++) await playRound('500.00', '1000.00', 'LIVE');
    expect(await left()).toBe('600.00');

    // A round whose second bet the vendor rolls back counts only the bet that stood.
    const undone = `jr-${++call}`;
    expect(await bet(undone, '200.00', 'RNG')).toMatchObject({ status: 'OK' });
    const second = `j-${++call}`;
    expect(
      await wallet.bet({
        ...base('RNG'),
        sessionToken: token,
        transactionId: second,
        roundId: undone,
        amount: '300.00',
      }),
    ).toMatchObject({ status: 'OK' });
    expect(
      await wallet.rollback({
        playerId: member.id,
        transactionId: `j-${++call}`,
        referenceTransactionId: second,
        roundId: undone,
      }),
    ).toMatchObject({ status: 'OK' });
    expect(await close(undone, '200.00', 'RNG')).toMatchObject({ status: 'OK' });
    expect(await left()).toBe('400.00');

    // Above the maximum stake: refused by the wallet API before any money moves.
    const before = await walletOf(t, member);
    expect(await bet(`jr-${++call}`, '500.01', 'RNG')).toMatchObject({ status: 'LIMIT_REACHED' });
    expect(await walletOf(t, member)).toEqual(before);

    const held = await withdraw(t, member, '100.00');
    expect(held.statusCode).toBe(409);
    expect(held.json()).toMatchObject({ code: 'WAGERING_OPEN', remaining: '400.00' });

    await playRound('400.00', '400.00', 'RNG');
    expect(await left()).toBe('0.00');
    const allowed = await withdraw(t, member, '100.00');
    expect(allowed.statusCode, allowed.body).toBe(201);
  });
});
