import type { PlayerWheel, SpinResult, WheelAdmin } from '@croupier/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addChannel, creditDepositsInBulk } from '../../test-support/deposits.ts';
import { brandIdOf, manyMembers } from '../../test-support/many-members.ts';
import { consumeToEnd, writeRound } from '../../test-support/stream.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { expectLedgerBalanced, newMember, operatorAuth } from '../../test-support/wallet.ts';
import { MONEY_STREAM } from '../bets/index.ts';
import { findBrandById } from '../brands/index.ts';
import { creditWheelSpins, WHEEL_BET_CONSUMER, WHEEL_DEPOSIT_CONSUMER } from './index.ts';

let t: TestApp;
let owner: { authorization: string };
let brandId: bigint;

const segment = (EN: string, prize: string | null, weight: number) => ({ labels: { EN }, prize, weight });

async function makeWheel(input: object): Promise<WheelAdmin> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/admin-api/v1/prize-wheels',
    headers: owner,
    payload: {
      names: { EN: 'Lucky wheel', CN: '幸运转盘' },
      enabled: true,
      segments: [segment('10', '10.00', 1), segment('1', '1.00', 4), segment('Again', null, 5)],
      depositPerSpin: '100.00',
      validBetPerSpin: null,
      budget: null,
      wageringMultiple: 1,
      ...input,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json();
}

/** Credits deposits the way approvals do and runs the wheels' consumers to the end of both streams. */
async function deposit(items: { playerId: bigint; amount: bigint }[]) {
  const brand = (await findBrandById(t.database.db, brandId))!;
  const channel = await addChannel(t, 'bank');
  await creditDepositsInBulk(t.database.db, { brand, channel, decidedBy: 'owner' }, items);
  await consumeToEnd(
    t.database.db,
    WHEEL_DEPOSIT_CONSUMER,
    () => creditWheelSpins(t.database.db),
    MONEY_STREAM,
  );
}

const wheelsOf = async (auth: object) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/v1/prize-wheels',
      headers: auth as Record<string, string>,
    })
  ).json<PlayerWheel[]>();

beforeAll(async () => {
  t = await startTestApp();
  owner = await operatorAuth(t);
  brandId = await brandIdOf(t, await newMember(t, { username: 'wheelbrand', paymentPassword: null }));
});
afterAll(() => t.close());

describe('prize wheel', () => {
  it('shows operators each chance and the expected cost per spin', async () => {
    const wheel = await makeWheel({});
    expect(wheel.segments.map((one) => one.probability)).toEqual(['10.00', '40.00', '50.00']);
    // (1 × 10.00 + 4 × 1.00) / 10 = 1.40 per spin.
    expect(wheel.expectedCostPerSpin).toBe('1.40');
    await t.app.inject({
      method: 'PUT',
      url: `/admin-api/v1/prize-wheels/${wheel.id}`,
      headers: owner,
      payload: {
        names: { EN: 'Lucky wheel' },
        enabled: false,
        segments: [segment('a', null, 1), segment('b', null, 1)],
        depositPerSpin: null,
        validBetPerSpin: null,
        budget: null,
        wageringMultiple: 0,
      },
    });
  });

  it('pays exactly 10 prizes for 100 concurrent spins with 10 earned by deposits', async () => {
    const wheel = await makeWheel({
      segments: [segment('5', '5.00', 1), segment('2', '2.00', 1)],
      budget: '1000.00',
    });
    const [player] = await manyMembers(t, { brandId, prefix: 'spinner', count: 1 });
    // Ten deposits at or above the threshold earn ten spins; a smaller one earns none.
    await deposit([
      ...Array.from({ length: 10 }, () => ({ playerId: player!.id, amount: 10_000n })),
      { playerId: player!.id, amount: 9_999n },
    ]);
    // Running the consumer again earns nothing more.
    await creditWheelSpins(t.database.db);
    expect((await wheelsOf(player!.auth)).find((one) => one.id === wheel.id)!.spinsLeft).toBe(10);

    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        t.app.inject({ method: 'POST', url: `/api/v1/prize-wheels/${wheel.id}/spin`, headers: player!.auth }),
      ),
    );
    const spun = answers
      .filter((answer) => answer.statusCode === 200)
      .map((answer) => answer.json<SpinResult>());
    expect(spun).toHaveLength(10);
    for (const answer of answers.filter((one) => one.statusCode !== 200))
      expect(answer.json<{ code: string }>().code).toBe('NO_SPINS_LEFT');
    const won = spun.reduce((sum, result) => sum + BigInt(result.spin.prize!.replace('.', '')), 0n);
    const paid = (await t.database.db.execute(
      sql`select count(*)::int as n, coalesce(sum(amount), 0)::text as total from ledger_transfers
        where idempotency_key like 'bonus:wheel:%' and credit_account like ${`player:${player!.id}:%`}`,
    )) as unknown as { rows: { n: number; total: string }[] };
    expect(paid.rows[0]).toEqual({ n: 10, total: won.toString() });
    const mine = (await wheelsOf(player!.auth)).find((one) => one.id === wheel.id)!;
    expect(mine.spinsLeft).toBe(0);
    expect(mine.history).toHaveLength(10);
    const admin = (
      await t.app.inject({ method: 'GET', url: '/admin-api/v1/prize-wheels', headers: owner })
    ).json<WheelAdmin[]>();
    expect(admin.find((one) => one.id === wheel.id)).toMatchObject({ spinsEarned: 10, spinsUsed: 10 });
    await expectLedgerBalanced(t);
  });

  it('never pays past the budget: a spin it cannot pay is refused and kept', async () => {
    const wheel = await makeWheel({
      segments: [segment('5', '5.00', 1), segment('5', '5.00', 1)],
      budget: '15.00',
    });
    const [player] = await manyMembers(t, { brandId, prefix: 'budgeter', count: 1 });
    await deposit(Array.from({ length: 5 }, () => ({ playerId: player!.id, amount: 10_000n })));
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({ method: 'POST', url: `/api/v1/prize-wheels/${wheel.id}/spin`, headers: player!.auth }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    for (const answer of answers.filter((one) => one.statusCode !== 200))
      expect(answer.json<{ code: string }>().code).toBe('PROMOTION_BUDGET_SPENT');
    const admin = (
      await t.app.inject({ method: 'GET', url: '/admin-api/v1/prize-wheels', headers: owner })
    ).json<WheelAdmin[]>();
    expect(admin.find((one) => one.id === wheel.id)).toMatchObject({ spent: '15.00', spinsUsed: 3 });
    await expectLedgerBalanced(t);
  });

  it('earns a spin per whole step of valid bet, carrying the rest', async () => {
    const wheel = await makeWheel({ depositPerSpin: null, validBetPerSpin: '50.00' });
    const [player] = await manyMembers(t, { brandId, prefix: 'bettor', count: 1 });
    for (const [index, stake] of [3_000n, 3_000n, 9_000n].entries())
      await writeRound(t.database.db, {
        brandId,
        playerId: player!.id,
        ref: `wheel-${index}`,
        stake,
        payout: 0n,
        closedAt: new Date(),
      });
    await consumeToEnd(t.database.db, WHEEL_BET_CONSUMER, () => creditWheelSpins(t.database.db));
    // 30 + 30 + 90 = 150 valid bet: three spins of 50, nothing carried.
    expect((await wheelsOf(player!.auth)).find((one) => one.id === wheel.id)!.spinsLeft).toBe(3);
  });

  it('checks the editor on the server', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/admin-api/v1/prize-wheels',
      headers: owner,
      payload: {
        names: { CN: '转盘' },
        enabled: true,
        segments: [segment('', '0', 1), segment('b', null, 1)],
        depositPerSpin: '0',
        validBetPerSpin: null,
        budget: null,
        wageringMultiple: 0,
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ fields: Record<string, string> }>().fields).toMatchObject({
      'names.EN': 'REQUIRED',
      'segments.0.labels.EN': 'REQUIRED',
      'segments.0.prize': 'INVALID',
      depositPerSpin: 'INVALID',
    });
    const oneSegment = await t.app.inject({
      method: 'POST',
      url: '/admin-api/v1/prize-wheels',
      headers: owner,
      payload: { names: { EN: 'x' }, enabled: true, segments: [segment('a', null, 1)] },
    });
    expect(oneSegment.statusCode).toBe(400);
  });
});
