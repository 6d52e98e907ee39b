import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAgent, registerDownline } from '../../test-support/agents.ts';
import { offerAndSign, realtimeTerms } from '../../test-support/contracts.ts';
import { consumeToEnd, correctRound, writeRound } from '../../test-support/stream.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { expectLedgerBalanced, walletOf, type TestMember } from '../../test-support/wallet.ts';
import { findBrandForHost } from '../brands/index.ts';
import { payRealtimeSalaries, REALTIME_CONSUMER } from './index.ts';

/**
 * The real-time salary on a three-level chain (DOMAIN.md "Real-time salary"), by hand:
 * rates (profit / loss / single-bet minimum): top 0.3% / 0.8% / 10.00, mid 0.2% / 0.5% / 10.00,
 * low 0.1% / 0.3% / 20.00.
 * - a member of low loses 100.00: low 0.30, mid 0.50, top 0.80;
 * - the same member wins on 15.00 (below low's minimum): mid 0.03, top 0.045 → 0.04;
 * - a member of mid loses 200.00: mid 1.00, top 1.60;
 * - a member of top loses 5.00, below every minimum: nothing.
 * Gross: top 2.44, mid 1.53, low 0.30; kept: top 0.91, mid 1.23, low 0.30.
 */
let t: TestApp;
let brandId: bigint;

beforeAll(async () => {
  t = await startTestApp();
  brandId = (await findBrandForHost(t.database.db, ''))!.id;
});
afterAll(() => t.close());

const realtime = realtimeTerms;

describe('real-time salary', () => {
  it('pays each contracted ancestor its rate difference on every round once, and takes back a cancelled one', async () => {
    const top = await openAgent(t, 'rttop');
    const mid = await registerDownline(t, top, 'rtmid', 'agent');
    const low = await registerDownline(t, mid, 'rtlow', 'agent');
    await offerAndSign(t, 'operator', top, realtime('0.3', '0.8', '10.00'));
    await offerAndSign(t, top, mid, realtime('0.2', '0.5', '10.00'));
    await offerAndSign(t, mid, low, realtime('0.1', '0.3', '20.00'));
    const ofLow = await registerDownline(t, low, 'rtlowmember');
    const ofMid = await registerDownline(t, mid, 'rtmidmember');
    const ofTop = await registerDownline(t, top, 'rttopmember');
    let ref = 0;
    const play = (member: TestMember, stake: bigint, payout: bigint) =>
      writeRound(t.database.db, {
        brandId,
        playerId: member.id,
        ref: `rt-${ref++}`,
        stake,
        payout,
        closedAt: new Date(),
      });
    await play(ofLow, 10_000n, 0n);
    await play(ofLow, 1_500n, 3_000n);
    const midLoss = await play(ofMid, 20_000n, 0n);
    await play(ofTop, 500n, 0n);
    const balances = async () =>
      Promise.all([top, mid, low].map(async (agent: TestMember) => (await walletOf(t, agent)).balance));

    // Workers paying at once share the stream: each round is paid by one of them.
    await Promise.all([1, 2, 3].map(() => payRealtimeSalaries(t.database.db)));
    const payAll = () =>
      consumeToEnd(t.database.db, REALTIME_CONSUMER, () => payRealtimeSalaries(t.database.db));
    await payAll();
    expect(await balances()).toEqual(['0.91', '1.23', '0.30']);
    // Nothing new on the stream: nothing more is paid.
    await payRealtimeSalaries(t.database.db);
    expect(await balances()).toEqual(['0.91', '1.23', '0.30']);

    await correctRound(t.database.db, midLoss, { status: 'cancelled' });
    await payAll();
    expect(await balances()).toEqual(['0.31', '0.23', '0.30']);
    await expectLedgerBalanced(t);
  });
});
