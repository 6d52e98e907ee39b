import { createHash } from 'node:crypto';
import type {
  LotteryAdminGame,
  LotteryAdminIssuesPage,
  LotteryCurrentIssue,
  LotteryGame,
  LotteryPlay,
  LotteryResult,
  LotteryResultsPage,
  LotteryVoidResult,
} from '@croupier/contracts';
import { fastSchedule } from '@croupier/lottery';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSettableClock } from '../../db/clock.ts';
import { addOperator, type TestOperator } from '../../test-support/operators.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { operatorAuth } from '../../test-support/wallet.ts';
import { createGame, lotterySeedBox, runDrawEngine } from './index.ts';

const MINUTE = 60_000;
/** A minute ahead of real time, on a minute: the test game's issues there are drawn on a clock the test sets. */
const T0 = new Date(Math.ceil(Date.now() / MINUTE) * MINUTE + MINUTE);
const at = (minutes: number, seconds = 0) => new Date(T0.getTime() + minutes * MINUTE + seconds * 1000);

let t: TestApp;
let support: TestOperator;

/** Runs the draw engine with the app's seed box on a clock set to `instant`. */
const drawAt = (instant: Date) =>
  withSettableClock(t.database.db, async (db, clock) => {
    await clock.setTo(instant);
    await runDrawEngine(db, { box: lotterySeedBox(t.appSecret) });
  });

const get = async <T>(url: string, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};

beforeAll(async () => {
  t = await startTestApp();
  support = await addOperator(t, 'lottery-support', 'support');
  await createGame(t.database.db, null, {
    code: 'TEST-K3',
    family: 'k3',
    prizeMode: 'ELOTT',
    names: { EN: 'Test dice', CN: '测试快3', TH: 'ทดสอบลูกเต๋า' },
    schedule: fastSchedule(1, 10, 'Asia/Shanghai'),
    drawsAfter: T0,
  });
  // Five draws done; the sixth on sale.
  await drawAt(at(5, 5));
});
afterAll(() => t.close());

describe('the lottery calls', () => {
  it('lists the games of a prize mode in the asked language with the issue on sale', async () => {
    const games = await get<LotteryGame[]>('/api/v1/lottery/games?prizeMode=ELOTT&language=CN');
    expect(games.map((game) => game.gameCode)).toEqual(['SSC-1M', 'PK10-1M', 'K3-1M', 'TEST-K3']);
    const test = games.find((game) => game.gameCode === 'TEST-K3')!;
    expect(test).toEqual({
      gameCode: 'TEST-K3',
      name: '测试快3',
      prizeMode: 'ELOTT',
      family: 'k3',
      drawEvery: { kind: 'every', minutes: 1, closeSeconds: 10, timeZone: 'Asia/Shanghai' },
      nextIssue: {
        issueNo: expect.stringMatching(/^\d{8}-\d{4}$/),
        closeAt: at(5, 50).toISOString(),
        drawAt: at(6).toISOString(),
      },
    });
    const vietnam = await get<LotteryGame[]>('/api/v1/lottery/games?prizeMode=VN&language=TH');
    expect(vietnam).toHaveLength(36);
    expect(vietnam[0]).toMatchObject({
      gameCode: 'VN-MB',
      name: 'หวยเวียดนามเหนือ',
      localName: 'Xổ số Miền Bắc',
    });
  });

  it('publishes results newest first with the seed behind each committed hash', async () => {
    const page = await get<LotteryResultsPage>('/api/v1/lottery/results?gameCode=TEST-K3&page=1&pageSize=2');
    expect(page).toMatchObject({ page: 1, pageSize: 2, total: 5, totalPages: 3 });
    const [latest, before] = page.items;
    expect(latest!.drawAt).toBe(at(5).toISOString());
    expect(before!.drawAt).toBe(at(4).toISOString());
    for (const item of page.items) {
      expect(createHash('sha256').update(item.seed).digest('hex')).toBe(item.seedHash);
      expect(item.numbers).toHaveLength(3);
      expect(item.numbers).toEqual((item.result as number[]).map(String));
      expect(item.numbers.every((die) => /^[1-6]$/.test(die))).toBe(true);
    }
  });

  it('answers one drawn issue by its number for the results page, and 404 NOT_FOUND for one not drawn', async () => {
    const [latest] = (await get<LotteryResultsPage>('/api/v1/lottery/results?gameCode=TEST-K3&pageSize=1'))
      .items;
    const one = await get<LotteryResult>(`/api/v1/lottery/games/TEST-K3/results/${latest!.issueNo}`);
    expect(one).toEqual(latest);
    const { current } = await get<LotteryCurrentIssue>('/api/v1/lottery/games/TEST-K3/issues/current');
    for (const issueNo of [current!.issueNo, '20200101-0001']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/lottery/games/TEST-K3/results/${issueNo}`,
      });
      expect(response.statusCode, issueNo).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    const malformed = await t.app.inject({ method: 'GET', url: '/api/v1/lottery/games/TEST-K3/results/42' });
    expect(malformed.statusCode).toBe(400);
  });

  it('shows the issue on sale with its commitment and the last draw', async () => {
    const current = await get<LotteryCurrentIssue>('/api/v1/lottery/games/TEST-K3/issues/current');
    expect(current.current).toMatchObject({
      status: 'open',
      closeAt: at(5, 50).toISOString(),
      drawAt: at(6).toISOString(),
    });
    expect(current.current!.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(current.current).not.toHaveProperty('seed');
    expect(current.last).toMatchObject({ drawAt: at(5).toISOString() });
  });

  it('lists a game’s plays with their selection, price and what they pay', async () => {
    const k3 = await get<LotteryPlay[]>('/api/v1/lottery/games/TEST-K3/plays?language=EN');
    const sum = k3.find((play) => play.play === 'k3.sum')!;
    expect(sum).toMatchObject({
      name: 'Sum',
      selection: { format: 'picks', example: '4,10,17' },
      unitPrice: '2',
    });
    // At the brand's maximum group 1950 a sum of 3 or 18 (1 in 216) pays 1950 × 216 / 1000 units per note.
    expect(sum.payouts[0]).toEqual({ picks: ['3', '18'], prize: '421.2' });
    // The groups the slip may choose instead, highest first (the default brand offers 1800–1950).
    expect(sum.prizeGroups).toEqual({ max: 1950, offered: [1950, 1900, 1850, 1800] });
    const lo2 = (await get<LotteryPlay[]>('/api/v1/lottery/games/VN-MB/plays?language=CN')).find(
      (play) => play.play === 'vn-mb.lo2',
    );
    expect(lo2).toMatchObject({
      name: '两位包号',
      localName: 'Lô 2 số',
      selection: { format: 'digits-2' },
      unitPrice: '27',
      odds: '99',
    });
    expect(lo2).not.toHaveProperty('prizeGroups');
    const big = (await get<LotteryPlay[]>('/api/v1/lottery/games/4D/plays')).find(
      (play) => play.play === '4d.big',
    );
    expect(big!.payouts.map((payout) => [payout.tier, payout.odds])).toEqual([
      ['first', '2500'],
      ['second', '1000'],
      ['third', '500'],
      ['starter', '180'],
      ['consolation', '60'],
    ]);
  });

  it('answers 404 LOTTERY_GAME_NOT_FOUND for a game that does not exist', async () => {
    for (const url of [
      '/api/v1/lottery/results?gameCode=NOPE',
      '/api/v1/lottery/games/NOPE/plays',
      '/api/v1/lottery/games/NOPE/issues/current',
      '/api/v1/lottery/games/NOPE/results/20261127-0001',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'LOTTERY_GAME_NOT_FOUND' });
    }
  });
});

describe('the console', () => {
  it('lists every game with its schedule and issue on sale, and a game’s history with seeds once drawn', async () => {
    const games = await get<LotteryAdminGame[]>('/admin-api/v1/lottery/games', support.auth);
    expect(games.find((game) => game.gameCode === 'TEST-K3')).toMatchObject({
      enabled: true,
      current: { status: 'open', drawAt: at(6).toISOString() },
      lastDrawnAt: at(5, 5).toISOString(),
    });
    const history = await get<LotteryAdminIssuesPage>(
      '/admin-api/v1/lottery/games/TEST-K3/issues?pageSize=10',
      support.auth,
    );
    expect(history.items.map((issue) => issue.status)).toEqual([
      'scheduled',
      'open',
      'drawn',
      'drawn',
      'drawn',
      'drawn',
      'drawn',
    ]);
    expect(history.items[1]!.seed).toBeNull();
    expect(history.items[2]!.seed).toMatch(/^[0-9a-f]{64}$/);
  });

  it('voids an issue for an owner with a reason, audited, never draws it, and refuses a second void', async () => {
    const { current } = await get<LotteryCurrentIssue>('/api/v1/lottery/games/TEST-K3/issues/current');
    const url = `/admin-api/v1/lottery/games/TEST-K3/issues/${current!.issueNo}/void`;
    const owner = await operatorAuth(t);
    const asSupport = await t.app.inject({
      method: 'POST',
      url,
      headers: support.auth,
      payload: { reason: 'x' },
    });
    expect(asSupport.statusCode).toBe(403);
    const blank = await t.app.inject({ method: 'POST', url, headers: owner, payload: { reason: '   ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ fields: { reason: 'REQUIRED' } });

    const voided = await t.app.inject({
      method: 'POST',
      url,
      headers: owner,
      payload: { reason: 'Feed outage' },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json<LotteryVoidResult>()).toMatchObject({
      issue: { issueNo: current!.issueNo, status: 'void', voidReason: 'Feed outage' },
      refunds: [],
    });
    const again = await t.app.inject({ method: 'POST', url, headers: owner, payload: { reason: 'Twice' } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'INVALID_STATE' });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/admin-api/v1/lottery/games/TEST-K3/issues/20200101-0001/void',
      headers: owner,
      payload: { reason: 'No such issue' },
    });
    expect(unknown.statusCode).toBe(404);

    await drawAt(at(7, 5));
    const history = await get<LotteryAdminIssuesPage>(
      '/admin-api/v1/lottery/games/TEST-K3/issues',
      support.auth,
    );
    expect(
      history.items.slice(0, 4).map((issue) => [issue.drawAt, issue.status, issue.seed === null]),
    ).toEqual([
      [at(9).toISOString(), 'scheduled', true],
      [at(8).toISOString(), 'open', true],
      [at(7).toISOString(), 'drawn', false],
      [at(6).toISOString(), 'void', true],
    ]);
    const { rows } = (await t.database.db.execute(
      sql`select action, target from audit_log where action = 'lottery.issue.void'`,
    )) as unknown as { rows: { action: string; target: string }[] };
    expect(rows).toEqual([
      { action: 'lottery.issue.void', target: `lottery-issue:TEST-K3:${current!.issueNo}` },
    ]);
  });

  it('creates a game for an owner, audited, refusing a taken code, a prize mode its family is not priced in and a schedule it cannot draw', async () => {
    const owner = await operatorAuth(t);
    const create = (payload: object, headers = owner) =>
      t.app.inject({ method: 'POST', url: '/admin-api/v1/lottery/games', headers, payload });
    const game = {
      gameCode: 'PK10-3M-TEST',
      family: 'pk10',
      prizeMode: 'LOTT',
      names: { EN: 'PK10 3 Minutes', CN: '三分PK10', TH: 'PK10 3 นาที' },
      schedule: { kind: 'every', minutes: 3, closeSeconds: 30, timeZone: 'Asia/Shanghai' },
    };
    expect((await create(game, support.auth)).statusCode).toBe(403);
    const created = await create(game);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<LotteryAdminGame>()).toMatchObject({
      gameCode: 'PK10-3M-TEST',
      schedule: game.schedule,
      enabled: true,
      current: null,
    });
    expect((await create(game)).json()).toMatchObject({ status: 409, code: 'ALREADY_EXISTS' });
    const thaiAsELott = await create({ ...game, gameCode: 'THAI-2', family: 'thai', prizeMode: 'ELOTT' });
    expect(thaiAsELott.json()).toMatchObject({ status: 400, fields: { prizeMode: 'INVALID' } });
    const everySeven = await create({
      ...game,
      gameCode: 'PK10-7M',
      schedule: { ...game.schedule, minutes: 7 },
    });
    expect(everySeven.json()).toMatchObject({ status: 400, fields: { schedule: 'INVALID' } });
    // A quick-draw game every 20 seconds; a period given both ways is refused.
    const quick = { kind: 'every', seconds: 20, closeSeconds: 5, timeZone: 'Asia/Shanghai' };
    const everyTwenty = await create({ ...game, gameCode: 'PK10-20S', schedule: quick });
    expect(everyTwenty.json()).toMatchObject({ gameCode: 'PK10-20S', schedule: quick });
    const both = await create({ ...game, gameCode: 'PK10-BOTH', schedule: { ...quick, minutes: 1 } });
    expect(both.json()).toMatchObject({ status: 400, fields: { schedule: 'INVALID' } });

    const listed = await get<LotteryGame[]>('/api/v1/lottery/games?prizeMode=LOTT');
    expect(listed.at(-2)).toMatchObject({ gameCode: 'PK10-3M-TEST', name: 'PK10 3 Minutes' });
    const { rows } = (await t.database.db.execute(
      sql`select target from audit_log where action = 'lottery.game.create'`,
    )) as unknown as { rows: { target: string }[] };
    expect(rows).toEqual([{ target: 'lottery-game:PK10-3M-TEST' }, { target: 'lottery-game:PK10-20S' }]);
  });
});
