import { dayIn, shiftDay } from '@croupier/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSettableClock } from '../../db/clock.ts';
import { getAs, openAgent, registerDownline } from '../../test-support/agents.ts';
import { offerAndSign, postAs, tieredTerms } from '../../test-support/contracts.ts';
import { writeRound } from '../../test-support/stream.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { walletOf, type TestMember } from '../../test-support/wallet.ts';
import { findBrandForHost } from '../brands/index.ts';
import { expireContracts } from './expiry.ts';

/**
 * A contract's term (ADR 0027): an offer may name its last day in force; signed, the contract pays for that
 * day and no later, and the expiry job then ends it and the contracts granted below it, as a termination does.
 */
let t: TestApp;
let now = new Date();
let brandId: bigint;
let zone: string;
let today: string;

beforeAll(async () => {
  t = await startTestApp({ settlements: { clock: () => now } });
  const brand = (await findBrandForHost(t.database.db, ''))!;
  brandId = brand.id;
  zone = brand.timezone;
  today = dayIn(new Date(), zone);
});
afterAll(() => t.close());

const daily = (rate: string, extra: object = {}) => ({
  ...tieredTerms('daily', [['0.00', 0, rate]]),
  ...extra,
});
const itemsOf = async (who: TestMember, query: string) =>
  (await getAs<{ items: Record<string, unknown>[] }>(t, who, `/api/v1/contracts?${query}`)).body.items;

describe('contract terms with an end', () => {
  it('carry their last day from the offer to the signed contract', async () => {
    const top = await openAgent(t, 'termtop');
    const mid = await registerDownline(t, top, 'termmid', 'agent');
    await offerAndSign(t, 'operator', top, daily('1.0', { validUntil: shiftDay(today, 29) }));
    expect(await itemsOf(top, 'kind=daily')).toMatchObject([
      { status: 'signed', endsOn: shiftDay(today, 29), pendingEndsOn: null },
    ]);
    // New terms offered on the signed contract show their own end until signed, which then replaces it.
    const [{ id }] = (await itemsOf(top, 'kind=daily')) as [{ id: string }];
    const renewed = await postAs(t, 'operator', '/admin-api/v1/contracts', {
      downlineId: top.id.toString(),
      ...daily('1.2'),
    });
    expect(renewed.status).toBe(201);
    expect(await itemsOf(top, 'kind=daily')).toMatchObject([
      { endsOn: shiftDay(today, 29), pendingTerms: { tiers: [{ rate: '1.2' }] }, pendingEndsOn: null },
    ]);
    await postAs(t, top, `/api/v1/contracts/${id}/accept`);
    expect(await itemsOf(top, 'kind=daily')).toMatchObject([{ status: 'signed', endsOn: null }]);

    await offerAndSign(t, top, mid, daily('0.5', { validUntil: shiftDay(today, 6) }));
    expect(await itemsOf(top, 'role=downlines&kind=daily')).toMatchObject([
      { downline: { username: 'termmid' }, endsOn: shiftDay(today, 6) },
    ]);
    const extended = await postAs(t, top, '/api/v1/agent/contracts', {
      downlineId: mid.id.toString(),
      ...daily('0.5', { validUntil: shiftDay(today, 10) }),
    });
    expect(extended.status).toBe(201);
    expect(await itemsOf(mid, 'kind=daily')).toMatchObject([
      { endsOn: shiftDay(today, 6), pendingEndsOn: shiftDay(today, 10) },
    ]);
  });

  it('refuse a last day that is not a day from today to a year on, storing nothing', async () => {
    const top = await openAgent(t, 'termbad');
    const nextYear = Number(today.slice(0, 4)) + 1;
    for (const validUntil of [shiftDay(today, -1), shiftDay(today, 400), `${nextYear}-02-30`, 20261231]) {
      const refused = await postAs(t, 'operator', '/admin-api/v1/contracts', {
        downlineId: top.id.toString(),
        ...daily('1.0', { validUntil }),
      });
      expect(refused.status, String(validUntil)).toBe(400);
      expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED' });
      if (typeof validUntil === 'string')
        expect(refused.body).toMatchObject({ fields: { validUntil: 'INVALID' } });
    }
    // Other faults come in the same answer.
    const both = await postAs(t, 'operator', '/admin-api/v1/contracts', {
      downlineId: top.id.toString(),
      ...tieredTerms('daily', [
        ['0.00', 0, '1.0'],
        ['100.00', 0, '0.5'],
      ]),
      validUntil: shiftDay(today, -1),
    });
    expect(both.body).toMatchObject({
      fields: { 'tiers.1.rate': 'INVALID', validUntil: 'INVALID' },
    });
    expect(await itemsOf(top, 'kind=daily')).toEqual([]);
    // The longest term is accepted.
    await offerAndSign(t, 'operator', top, daily('1.0', { validUntil: shiftDay(today, 366) }));
  });

  it('pay a daily salary for the last day and nothing after it', async () => {
    const top = await openAgent(t, 'termpay');
    const member = await registerDownline(t, top, 'termpaymember');
    await offerAndSign(t, 'operator', top, daily('1.0', { validUntil: today }));
    const playedAt = new Date();
    for (const [ref, at] of [
      ['term-last-day', playedAt],
      ['term-day-after', new Date(playedAt.getTime() + 24 * 3_600_000)],
    ] as const)
      await writeRound(t.database.db, {
        brandId,
        playerId: member.id,
        ref,
        stake: 100_000n,
        payout: 0n,
        closedAt: at,
      });
    now = new Date(playedAt.getTime() + 50 * 3_600_000);
    const run = (brandDate: string) =>
      postAs(t, 'operator', '/admin-api/v1/settlements/run', { kind: 'agent-salary-daily', brandDate });
    expect((await run(today)).body).toMatchObject({ status: 'completed', paid: '10.00' });
    expect((await run(shiftDay(today, 1))).body).toMatchObject({ status: 'completed', paid: '0.00' });
    expect((await walletOf(t, top)).balance).toBe('10.00');
  });

  it('end by themselves after their last day, with every contract granted below, once', async () => {
    const top = await openAgent(t, 'termend');
    const mid = await registerDownline(t, top, 'termendmid', 'agent');
    const low = await registerDownline(t, mid, 'termendlow', 'agent');
    const waiting = await openAgent(t, 'termwait');
    const hourly = (rate: string, extra: object = {}) => ({
      ...tieredTerms('hourly', [['0.00', 0, rate]]),
      ...extra,
    });
    await offerAndSign(t, 'operator', top, hourly('1.0', { validUntil: today }));
    await offerAndSign(t, top, mid, hourly('0.8'));
    await offerAndSign(t, mid, low, hourly('0.5'));
    // An offer nobody answered by its last day is withdrawn.
    const offered = await postAs(t, 'operator', '/admin-api/v1/contracts', {
      downlineId: waiting.id.toString(),
      ...hourly('1.0', { validUntil: today }),
    });
    expect(offered.status).toBe(201);

    const ended = (who: TestMember) => itemsOf(who, 'kind=hourly');
    // Until the term is over, nothing ends.
    expect(await expireContracts(t.database.db)).toBe(0);
    expect(await ended(low)).toMatchObject([{ status: 'signed' }]);

    const later = new Date(Date.now() + 2 * 24 * 3_600_000);
    const [first, second] = await withSettableClock(t.database.db, async (db, clock) => {
      await clock.setTo(later);
      return [await expireContracts(db), await expireContracts(db)];
    });
    expect(first).toBeGreaterThanOrEqual(2);
    expect(second).toBe(0);
    expect(await ended(top)).toMatchObject([{ status: 'terminated', endReason: 'expired' }]);
    expect(await ended(mid)).toMatchObject([{ status: 'terminated', endReason: 'cascade' }]);
    expect(await ended(low)).toMatchObject([{ status: 'terminated', endReason: 'cascade' }]);
    expect(await ended(waiting)).toMatchObject([{ status: 'terminated', endReason: 'expired' }]);
    const [{ endedAt }] = (await ended(low)) as [{ endedAt: string }];
    expect(new Date(endedAt).getTime()).toBe(later.getTime());
  });
});
