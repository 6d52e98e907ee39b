import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAs, openAgent, registerDownline } from '../../test-support/agents.ts';
import { offerAndSign, postAs } from '../../test-support/contracts.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import type { TestMember } from '../../test-support/wallet.ts';

/**
 * The contract life cycle over HTTP as agents use it (DOMAIN.md "Contract states", "Tiers"): the platform
 * offers a top agent its contract, each agent offers its direct downline agents at most its own rates, the
 * downline signs or rejects, either side ends a signed contract with the other's confirmation, and signing
 * lower terms ends (after confirmation) the contracts below that they no longer cover.
 */
let t: TestApp;
let top: TestMember;
let mid: TestMember;
let low: TestMember;
let member: TestMember;

beforeAll(async () => {
  t = await startTestApp();
  top = await openAgent(t, 'contracttop');
  mid = await registerDownline(t, top, 'contractmid', 'agent');
  low = await registerDownline(t, mid, 'contractlow', 'agent');
  member = await registerDownline(t, top, 'contractmember');
});
afterAll(() => t.close());

const daily = (rates: string[], minAmounts = ['1000.00', '5000.00', '20000.00']) => ({
  kind: 'daily',
  tiers: rates.map((rate, index) => ({ minAmount: minAmounts[index]!, minActive: index * 5, rate })),
});

const consolidated = (who: TestMember) => getAs(t, who, '/api/v1/contracts/consolidated');
const mine = async (who: TestMember, kind: string) =>
  (await getAs<{ items: Record<string, unknown>[] }>(t, who, `/api/v1/contracts?kind=${kind}`)).body.items;

describe('agent contracts', () => {
  it('are offered down the chain at rates the upline covers, and signed', async () => {
    const offered = await postAs(t, 'operator', '/admin-api/v1/contracts', {
      downlineId: top.id.toString(),
      ...daily(['1', '1.5', '2']),
    });
    expect(offered).toMatchObject({ status: 201, body: { status: 'offered' } });
    expect((await consolidated(top)).body).toMatchObject({ dailysalreqtype: 1, divtypereq: 0 });
    expect(await mine(top, 'daily')).toMatchObject([
      { status: 'offered', upline: null, downline: { username: 'contracttop' }, signedAt: null },
    ]);
    const signed = await postAs(t, top, `/api/v1/contracts/${String(offered.body.id)}/accept`);
    expect(signed).toMatchObject({ status: 200, body: { status: 'signed', ended: [] } });
    expect((await consolidated(top)).body).toMatchObject({ dailysalreqtype: 2 });

    // Above the top agent's 1.5% at 5,000 and 5 active: refused, naming the tier.
    const tooHigh = await postAs(t, top, '/api/v1/agent/contracts', {
      downlineId: mid.id.toString(),
      ...daily(['0.8', '1.6']),
    });
    expect(tooHigh.status).toBe(422);
    expect(tooHigh.body).toMatchObject({
      code: 'CONTRACT_RATE_TOO_HIGH',
      fields: { 'tiers.1.rate': expect.any(String) },
    });
    // Rates that do not increase are refused as invalid, before any rule of the chain.
    const flat = await postAs(t, top, '/api/v1/agent/contracts', {
      downlineId: mid.id.toString(),
      ...daily(['1', '1']),
    });
    expect(flat).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    // A member cannot hold a contract; an agent outside the caller's direct downlines does not exist for it.
    expect(
      (await postAs(t, top, '/api/v1/agent/contracts', { downlineId: member.id.toString(), ...daily(['1']) }))
        .status,
    ).toBe(409);
    expect(
      (await postAs(t, top, '/api/v1/agent/contracts', { downlineId: low.id.toString(), ...daily(['0.5']) }))
        .status,
    ).toBe(404);
    // Nothing was offered by the refusals.
    expect(await mine(mid, 'daily')).toEqual([]);

    await offerAndSign(t, top, mid, daily(['0.8', '1.2', '1.5']));
    await offerAndSign(t, mid, low, daily(['0.5', '1.0']));
    expect(await mine(low, 'daily')).toMatchObject([
      {
        status: 'signed',
        upline: { username: 'contractmid' },
        terms: { tiers: [{ rate: '0.5' }, { rate: '1' }] },
      },
    ]);
    // One offer at a time per downline and kind.
    const again = await postAs(t, mid, '/api/v1/agent/contracts', {
      downlineId: low.id.toString(),
      ...daily(['0.4']),
    });
    expect(again.status).toBe(201);
    const twice = await postAs(t, mid, '/api/v1/agent/contracts', {
      downlineId: low.id.toString(),
      ...daily(['0.3']),
    });
    expect(twice).toMatchObject({ status: 409, body: { code: 'INVALID_STATE' } });
    // Turning down new terms keeps the signed ones.
    expect(await postAs(t, low, `/api/v1/contracts/${String(again.body.id)}/reject`)).toMatchObject({
      status: 200,
      body: { status: 'signed' },
    });
    expect(await mine(low, 'daily')).toMatchObject([
      { terms: { tiers: [{ rate: '0.5' }, { rate: '1' }] }, pendingTerms: null },
    ]);
  });

  it('ends the downline contracts that lower terms no longer cover, once the signer confirms', async () => {
    const [midContract] = await mine(mid, 'daily');
    const lower = await postAs(t, top, '/api/v1/agent/contracts', {
      downlineId: mid.id.toString(),
      ...daily(['0.4', '0.6']),
    });
    expect(lower.status).toBe(201);
    const unconfirmed = await postAs(t, mid, `/api/v1/contracts/${String(lower.body.id)}/accept`);
    expect(unconfirmed).toMatchObject({
      status: 409,
      body: { code: 'CONTRACT_CASCADE_UNCONFIRMED', contracts: [{ downline: 'contractlow' }] },
    });
    expect(await mine(low, 'daily')).toMatchObject([{ status: 'signed' }]);
    const confirmed = await postAs(t, mid, `/api/v1/contracts/${String(lower.body.id)}/accept`, {
      confirmCascade: true,
    });
    expect(confirmed.body).toMatchObject({ status: 'signed', ended: [expect.any(String)] });
    expect(await mine(low, 'daily')).toMatchObject([{ status: 'terminated', endReason: 'cascade' }]);
    expect(await mine(mid, 'daily')).toMatchObject([
      { id: midContract!.id, status: 'signed', terms: { tiers: [{ rate: '0.4' }, { rate: '0.6' }] } },
    ]);
    expect((await consolidated(low)).body).toMatchObject({ dailysalreqtype: 0 });
  });

  it('ends by agreement: one side asks, the other confirms, and contracts below end with it', async () => {
    const midContract = String((await mine(mid, 'daily'))[0]!.id);
    await offerAndSign(t, mid, low, daily(['0.2']));
    expect(await postAs(t, top, `/api/v1/contracts/${midContract}/terminate`)).toMatchObject({
      body: { status: 'termination_requested' },
    });
    // The asking side cannot confirm its own request; a stranger does not see the contract at all.
    expect((await postAs(t, top, `/api/v1/contracts/${midContract}/terminate`)).status).toBe(409);
    expect((await postAs(t, member, `/api/v1/contracts/${midContract}/terminate`)).status).toBe(404);
    expect(await postAs(t, mid, `/api/v1/contracts/${midContract}/terminate`)).toMatchObject({
      body: { status: 'terminated' },
    });
    expect(await mine(low, 'daily')).toMatchObject([
      { status: 'terminated', endReason: 'cascade' },
      { status: 'terminated', endReason: 'cascade' },
    ]);
    // A new contract can be offered once the old one ended.
    await offerAndSign(t, top, mid, daily(['0.5']));
  });

  it('offers real-time salaries by rates, each at most the upline’s', async () => {
    const realtime = (profitRate: string, lossRate: string) => ({
      kind: 'realtime',
      profitRate,
      lossRate,
      minBet: '10.00',
    });
    await offerAndSign(t, 'operator', top, realtime('0.3', '0.8'));
    const tooHigh = await postAs(t, top, '/api/v1/agent/contracts', {
      downlineId: mid.id.toString(),
      ...realtime('0.2', '0.9'),
    });
    expect(tooHigh).toMatchObject({ status: 422, body: { fields: { lossRate: 'CONTRACT_RATE_TOO_HIGH' } } });
    const lowerMinimum = await postAs(t, top, '/api/v1/agent/contracts', {
      downlineId: mid.id.toString(),
      ...realtime('0.2', '0.5'),
      minBet: '5.00',
    });
    expect(lowerMinimum).toMatchObject({ status: 422, body: { fields: { minBet: 'INVALID' } } });
    await offerAndSign(t, top, mid, realtime('0.2', '0.5'));
    expect((await consolidated(mid)).body).toMatchObject({ realtimesalreqtype: 2, dailysalreqtype: 2 });
  });

  it('takes one offer when several arrive at once', async () => {
    const fresh = await registerDownline(t, top, 'contractfresh', 'agent');
    const answers = await Promise.all(
      ['0.1', '0.2', '0.3', '0.4', '0.5'].map((rate) =>
        postAs(t, top, '/api/v1/agent/contracts', { downlineId: fresh.id.toString(), ...daily([rate]) }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await mine(fresh, 'daily')).toHaveLength(1);
  });
});
