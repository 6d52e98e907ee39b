import type { LotteryExposure, LotterySettings } from '@croupier/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openAgent, registerDownline } from '../../test-support/agents.ts';
import { LOTUS_HOST, openLotusBrand } from '../../test-support/brands.ts';
import {
  buyLottery,
  currentIssueOf,
  DEFAULT_SETTINGS_INPUT,
  fundedMembers,
  patchLotterySettings,
  saveLotterySettings,
  sscIssueOnSale,
} from '../../test-support/lottery.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { expectLedgerBalanced, operatorAuth, walletOf, type TestMember } from '../../test-support/wallet.ts';

/**
 * The limits per number over HTTP, with slips fired at once: each brand keeps its own caps on a platform issue,
 * and the brand's stake limit per number holds besides the liability cap, shown to players before they buy.
 */
let t: TestApp;
const members: TestMember[] = [];

const TWO_STAR = { play: 'ssc.back2.straight', selection: '1|2', unit: '1', multiple: 1 } as const;

const settings = (patch: Partial<LotterySettings>) => patchLotterySettings(t, patch);
const onSale = (code: string) => sscIssueOnSale(t, code);

/** What each slip came to, sorted: `sold` or the refusal's code. */
const outcomes = (responses: readonly { statusCode: number; json: <T>() => T }[]) =>
  responses
    .map((response) => (response.statusCode === 201 ? 'sold' : response.json<{ code: string }>().code))
    .sort();

const exposureOf = async (gameCode: string, issueNo: string, headers: Record<string, string>) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/admin-api/v1/lottery/games/${gameCode}/issues/${issueNo}/exposure`,
      headers,
    })
  ).json<LotteryExposure>();

beforeAll(async () => {
  t = await startTestApp();
  members.push(...(await fundedMembers(t, 'limitmember', 8)));
});
afterEach(() => settings({}));
afterAll(() => t.close());

describe('limits per number', () => {
  it('keeps each brand’s cap on a platform issue both brands sell: five slips of each brand fit, fired at once', async () => {
    // Both brands cap the number 12 at five notes; a cap shared between them would sell five in all.
    await settings({ numberCap: '975.00' });
    const lotus = await openLotusBrand(t);
    const lotusSettings = await t.app.inject({
      method: 'PUT',
      url: '/admin-api/v1/lottery/settings',
      headers: lotus.owner,
      payload: { ...DEFAULT_SETTINGS_INPUT, numberCap: '975.00' },
    });
    expect(lotusSettings.statusCode, lotusSettings.body).toBe(200);
    const agent = await openAgent(t, 'lotusriskagent', undefined, lotus.owner);
    const lotusMembers: TestMember[] = [];
    for (let i = 0; i < 8; i++) {
      const member = await registerDownline(t, agent, `lotusrisk${i}`);
      const funded = await t.app.inject({
        method: 'POST',
        url: `/admin-api/v1/players/${member.id}/adjustments`,
        headers: { ...lotus.owner, 'idempotency-key': `lotus-risk-${i}` },
        payload: { amount: '5000.00', reason: 'test funding' },
      });
      expect(funded.statusCode, funded.body).toBe(201);
      lotusMembers.push(member);
    }
    const issueNo = await onSale('L-BRANDS');
    const responses = await Promise.all(
      [...members, ...lotusMembers].map((member) =>
        buyLottery(t, member, { gameCode: 'L-BRANDS', issueNo, items: [TWO_STAR] }),
      ),
    );
    const all = [...members, ...lotusMembers];
    const of = (brand: readonly TestMember[]) =>
      outcomes(responses.filter((_, n) => brand.includes(all[n]!)));
    const fiveOfEight = [...Array(3).fill('NUMBER_CAPPED'), ...Array(5).fill('sold')];
    expect(of(members)).toEqual(fiveOfEight);
    expect(of(lotusMembers)).toEqual(fiveOfEight);
    const own = { tickets: 5, numbers: [{ number: '12', liability: '975.00', capped: true }] };
    expect(await exposureOf('L-BRANDS', issueNo, await operatorAuth(t))).toMatchObject(own);
    expect(await exposureOf('L-BRANDS', issueNo, lotus.owner)).toMatchObject(own);
    const lotusCurrent = await t.app.inject({
      method: 'GET',
      url: '/api/v1/lottery/games/L-BRANDS/issues/current',
      headers: { host: LOTUS_HOST },
    });
    expect(lotusCurrent.json<{ cappedNumbers: unknown[] }>().cappedNumbers).toEqual([
      { play: 'ssc.back2.straight', number: '12' },
    ]);
    await expectLedgerBalanced(t);
  });

  it('holds the stake limit per number when slips are fired at once, and tells players what is left first', async () => {
    // Two-star notes of 2.00 on 12 under a limit of 10.00: five slips fit; the liability cap is far off.
    await settings({ maxNumberStake: '10.00', numberCap: '100000.00' });
    const issueNo = await onSale('L-STAKE');
    const before = await currentIssueOf(t, 'L-STAKE');
    expect(before).toMatchObject({ maxNumberStake: '10.00', numberStakesLeft: [] });
    const partly = await buyLottery(t, members[0]!, {
      gameCode: 'L-STAKE',
      issueNo,
      items: [{ ...TWO_STAR, selection: '3|4,5', multiple: 3 }],
    });
    expect(partly.statusCode, partly.body).toBe(201);
    const balances = await Promise.all(members.map(async (member) => (await walletOf(t, member)).balance));
    const responses = await Promise.all(
      members.map((member) => buyLottery(t, member, { gameCode: 'L-STAKE', issueNo, items: [TWO_STAR] })),
    );
    expect(outcomes(responses)).toEqual([...Array(3).fill('NUMBER_STAKE_LIMIT'), ...Array(5).fill('sold')]);
    const refused = members.filter((_, n) => responses[n]!.statusCode !== 201);
    for (const member of refused)
      expect((await walletOf(t, member)).balance).toBe(balances[members.indexOf(member)]);
    // A slip over the limit on one number is refused whole, though its other number had room.
    const mixed = await buyLottery(t, members[1]!, {
      gameCode: 'L-STAKE',
      issueNo,
      items: [
        { ...TWO_STAR, selection: '5|6' },
        { ...TWO_STAR, selection: '3|4', multiple: 3 },
      ],
    });
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json<{ code: string }>().code).toBe('NUMBER_STAKE_LIMIT');
    const after = await currentIssueOf(t, 'L-STAKE');
    expect(after.numberStakesLeft).toEqual([
      { play: 'ssc.back2.straight', number: '12', stakeLeft: '0.00' },
      { play: 'ssc.back2.straight', number: '34', stakeLeft: '4.00' },
      { play: 'ssc.back2.straight', number: '35', stakeLeft: '4.00' },
    ]);
    expect((await exposureOf('L-STAKE', issueNo, await operatorAuth(t))).tickets).toBe(6);
    await expectLedgerBalanced(t);
  });

  it('refuses a limit per number that is not an amount above 0, as the other limits', async () => {
    const invalid = await saveLotterySettings(t, { ...DEFAULT_SETTINGS_INPUT, maxNumberStake: '0.00' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<{ fields: Record<string, string> }>().fields).toEqual({ maxNumberStake: 'INVALID' });
    const tooPrecise = await saveLotterySettings(t, { ...DEFAULT_SETTINGS_INPUT, maxNumberStake: '1.001' });
    expect(tooPrecise.statusCode).toBe(400);
  });
});
