import type { LotteryBet, LotteryCurrentIssue, LotterySettings } from '@croupier/contracts';
import type { GameFamily } from '@croupier/lottery';
import { withSettableClock } from '../db/clock.ts';
import {
  createGame,
  DEFAULT_LOTTERY_SETTINGS,
  lotterySeedBox,
  runDrawEngine,
  runSettlement,
  toSettingsView,
} from '../modules/lottery/index.ts';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';
import { adjust, newMember, operatorAuth, type TestMember } from './wallet.ts';

const HOUR = 3_600_000;

/** The prize mode each family is priced in, for test games. */
const MODE_OF: Record<GameFamily, 'ELOTT' | 'VN' | 'SEA'> = {
  ssc: 'ELOTT',
  pk10: 'ELOTT',
  k3: 'ELOTT',
  '11x5': 'ELOTT',
  'vn-mb': 'VN',
  'vn-mn': 'VN',
  'vn-mt': 'VN',
  thai: 'SEA',
  '4d': 'SEA',
};

/**
 * A test game of `family` drawing daily two hours from now (UTC): its first issue is on sale at once in real
 * time, so members buy over HTTP without a race against a close, and `drawLottery` moves the clock past its draw.
 */
export async function createTestLottery(t: TestApp, code: string, family: GameFamily) {
  const draw = new Date(Date.now() + 2 * HOUR);
  const time = `${String(draw.getUTCHours()).padStart(2, '0')}:${String(draw.getUTCMinutes()).padStart(2, '0')}`;
  const game = await createGame(t.database.db, null, {
    code,
    family,
    prizeMode: MODE_OF[family],
    names: { EN: code, CN: code, TH: code },
    schedule: { kind: 'daily', timeZone: 'UTC', time, closeSeconds: 60 },
  });
  await runDrawEngine(t.database.db, { box: lotterySeedBox(t.appSecret) });
  return game;
}

/** Runs the draw engine on a clock `hoursAhead` from now (past the test games' draws), then settles. */
export async function drawLottery(t: TestApp, hoursAhead = 3): Promise<void> {
  await withSettableClock(t.database.db, async (db, clock) => {
    await clock.setTo(new Date(Date.now() + hoursAhead * HOUR));
    await runDrawEngine(db, { box: lotterySeedBox(t.appSecret) });
  });
  await runSettlement(t.database.db);
}

/**
 * Ends the sale of a test game's issue and reveals `result` as its draw: a fixed vector, so payouts are checked
 * against literal numbers computed by hand (the seed's derivation is engine.test.ts's). Answers the issue's id.
 */
export async function revealFixedResult(
  t: TestApp,
  gameCode: string,
  issueNo: string,
  result: unknown,
): Promise<bigint> {
  const rows = (await t.database.db.execute(sql`
    update lottery_issues as i
    set status = 'drawn', seed = 'fixed vector', result = ${JSON.stringify(result)}::jsonb, drawn_at = app_now()
    from lottery_games as g
    where g.id = i.game_id and g.code = ${gameCode} and i.issue_no = ${issueNo}
    returning i.id::text`)) as unknown as { rows: { id: string }[] };
  expect(rows.rows).toHaveLength(1);
  return BigInt(rows.rows[0]!.id);
}

export async function currentIssueOf(t: TestApp, gameCode: string): Promise<LotteryCurrentIssue> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/lottery/games/${gameCode}/issues/current`,
  });
  return response.json<LotteryCurrentIssue>();
}

/** `POST /api/v1/lottery/bets` as the member, with an Idempotency-Key when given. */
export function buyLottery(t: TestApp, member: TestMember, bet: LotteryBet, key?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/lottery/bets',
    headers: { ...member.auth, ...(key ? { 'idempotency-key': key } : {}) },
    payload: bet,
  });
}

/** Saves the brand's lottery settings as the owner would in the console. */
export async function saveLotterySettings(t: TestApp, settings: LotterySettings) {
  return t.app.inject({
    method: 'PUT',
    url: '/admin-api/v1/lottery/settings',
    headers: await operatorAuth(t),
    payload: settings,
  });
}

/** The settings a brand has before it saves its own, as the console sends them (THB). */
export const DEFAULT_SETTINGS_INPUT: LotterySettings = toSettingsView(DEFAULT_LOTTERY_SETTINGS, 'THB');

/** Saves the defaults with `patch` over them, expecting them accepted. */
export async function patchLotterySettings(t: TestApp, patch: Partial<LotterySettings>): Promise<void> {
  const response = await saveLotterySettings(t, { ...DEFAULT_SETTINGS_INPUT, ...patch });
  expect(response.statusCode, response.body).toBe(200);
}

/** A new SSC test game; answers the number of its issue on sale. */
export async function sscIssueOnSale(t: TestApp, code: string): Promise<string> {
  await createTestLottery(t, code, 'ssc');
  return (await currentIssueOf(t, code)).current!.issueNo;
}

/** `count` members of the default brand, each funded with 5,000.00. */
export async function fundedMembers(t: TestApp, prefix: string, count: number): Promise<TestMember[]> {
  const members: TestMember[] = [];
  for (let i = 0; i < count; i++) {
    const member = await newMember(t, { username: `${prefix}${i}` });
    expect((await adjust(t, member, '5000.00')).statusCode).toBe(201);
    members.push(member);
  }
  return members;
}
