import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGameRow, connectVendor } from '../../test-support/games.ts';
import { operatorToken, startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { operatorAuth } from '../../test-support/wallet.ts';

type Auth = { authorization: string };
let t: TestApp;
let owner: Auth;

beforeAll(async () => {
  t = await startTestApp();
  owner = await operatorAuth(t);
  await connectVendor(t, { vassalage: 'PUBRTP' });
  await connectVendor(t, { vassalage: 'NEIGHBOUR' });
  for (const gameCode of ['alpha', 'beta', 'gamma & co'])
    await addGameRow(t, { vassalage: 'PUBRTP', gameCode });
  await addGameRow(t, { vassalage: 'NEIGHBOUR', gameCode: 'alpha' });
});
afterAll(() => t.close());

const put = (vassalage: string, payload: unknown, auth: Auth | null = owner) =>
  t.app.inject({
    method: 'PUT',
    url: `/admin-api/v1/vendors/${vassalage}/game-rtp`,
    headers: auth ?? {},
    payload: payload as object,
  });
const rtpOf = async (vassalage: string, gameCode: string) => {
  // Read straight from the table: no operator endpoint shows the stored value besides the report.
  const rows = (await t.database.db.execute(
    sql`select theoretical_rtp_bp from games where vassalage = ${vassalage} and game_code = ${gameCode}`,
  )) as unknown as { rows: { theoretical_rtp_bp: number | null }[] };
  return rows.rows[0]?.theoretical_rtp_bp ?? null;
};
const rtpAudits = async () =>
  (await t.app.inject({ method: 'GET', url: '/admin-api/v1/audit?pageSize=100', headers: owner }))
    .json<{
      items: { action: string; target: string; before: unknown; after: unknown; operator: string }[];
    }>()
    .items.filter((entry) => entry.action === 'vendor.game-rtp');

async function addOperator(username: string, role: string): Promise<Auth> {
  const password = 'a-long-password-1';
  const response = await t.app.inject({
    method: 'POST',
    url: '/admin-api/v1/operators',
    headers: owner,
    payload: { username, password, role },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { authorization: `Bearer ${await operatorToken(t.app, username, password)}` };
}

describe('theoretical RTP published by a vendor', () => {
  it('sets the RTP of its known games, reports unknown codes in order and writes one audit row', async () => {
    const response = await put('PUBRTP', {
      games: [
        { gameCode: 'alpha', rtp: '96.12' },
        { gameCode: 'nope-2', rtp: '90' },
        { gameCode: 'gamma & co', rtp: '100.00' },
        { gameCode: 'nope-1', rtp: '0' },
        { gameCode: 'beta', rtp: '94.5' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ updated: 3, unknownGameCodes: ['nope-2', 'nope-1'] });
    expect(await rtpOf('PUBRTP', 'alpha')).toBe(9612);
    expect(await rtpOf('PUBRTP', 'beta')).toBe(9450);
    expect(await rtpOf('PUBRTP', 'gamma & co')).toBe(10000);
    // The same code at another vendor is another game.
    expect(await rtpOf('NEIGHBOUR', 'alpha')).toBeNull();
    const [audit, ...more] = await rtpAudits();
    expect(more).toEqual([]);
    expect(audit).toMatchObject({
      operator: 'admin',
      target: 'vendor:PUBRTP',
      before: { theoreticalRtp: { alpha: null, beta: null, 'gamma & co': null } },
      after: {
        theoreticalRtp: { alpha: '96.12', beta: '94.50', 'gamma & co': '100.00' },
        changedGames: 3,
        unknownGameCodes: 2,
      },
    });
  });

  it('answers a repeated registration the same way and audits only what changed', async () => {
    const again = await put('PUBRTP', {
      games: [
        { gameCode: 'alpha', rtp: '96.12' },
        { gameCode: 'beta', rtp: '95.00' },
      ],
    });
    expect(again.json()).toEqual({ updated: 2, unknownGameCodes: [] });
    const audits = await rtpAudits();
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({
      before: { theoreticalRtp: { beta: '94.50' } },
      after: { theoreticalRtp: { beta: '95.00' }, changedGames: 1 },
    });
    expect(await put('PUBRTP', { games: [{ gameCode: 'beta', rtp: '95' }] })).toMatchObject({
      statusCode: 200,
    });
    expect(await rtpAudits()).toHaveLength(2);
  });

  it('refuses malformed RTP strings, repeated codes and wrong shapes with field errors', async () => {
    const bad = ['100.01', '101', '96.123', '-1', '+5', '96.', '.5', ' 96', '96,1', '1e2', 'abc', '', '9612'];
    for (const rtp of bad) {
      const response = await put('PUBRTP', {
        games: [
          { gameCode: 'alpha', rtp: '50' },
          { gameCode: 'beta', rtp },
        ],
      });
      expect(response.statusCode, rtp).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      expect(response.json().fields, rtp).toEqual({ 'games.1.rtp': expect.any(String) });
    }
    const twice = await put('PUBRTP', {
      games: [
        { gameCode: 'alpha', rtp: '90' },
        { gameCode: 'alpha', rtp: '91' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fields).toEqual({ 'games.1.gameCode': 'NOT_ALLOWED' });
    for (const [payload, field] of [
      [{ games: [] }, 'games'],
      [{}, 'games'],
      [{ games: [{ gameCode: 'alpha', rtp: 96 }] }, 'games.0.rtp'],
      [{ games: [{ gameCode: '', rtp: '96' }] }, 'games.0.gameCode'],
      [{ games: [{ gameCode: 'alpha', rtp: '96', extra: 1 }] }, 'games.0.extra'],
    ] as const) {
      const response = await put('PUBRTP', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().fields ?? {}), JSON.stringify(payload)).toContain(field);
    }
    // Nothing of a refused call was applied.
    expect(await rtpOf('PUBRTP', 'alpha')).toBe(9612);
    // A feed wrong throughout names its first offenders, not every entry.
    const allBad = await put('PUBRTP', {
      games: Array.from({ length: 500 }, (_, i) => ({ gameCode: `g${i}`, rtp: '99.999' })),
    });
    expect(allBad.statusCode).toBe(400);
    expect(Object.keys(allBad.json().fields)).toHaveLength(50);
    expect(allBad.json().detail).toContain('500');
  });

  it('takes up to 20,000 games in one call and refuses more', async () => {
    const games = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ gameCode: `feed-game-${i}`, rtp: '96.5' }));
    const many = await put('PUBRTP', { games: [...games(19_999), { gameCode: 'gamma & co', rtp: '97' }] });
    expect(many.statusCode, many.body.slice(0, 300)).toBe(200);
    const answer = many.json();
    expect(answer.updated).toBe(1);
    expect(answer.unknownGameCodes).toHaveLength(19_999);
    expect(answer.unknownGameCodes.slice(0, 2)).toEqual(['feed-game-0', 'feed-game-1']);
    expect(await rtpOf('PUBRTP', 'gamma & co')).toBe(9700);
    const tooMany = await put('PUBRTP', { games: games(20_001) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { games: 'TOO_LONG' } });
  });

  it('answers 404 for a vendor that does not exist', async () => {
    const response = await put('NOSUCHVENDOR', { games: [{ gameCode: 'alpha', rtp: '96' }] });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
    expect((await put('bad-code!', { games: [{ gameCode: 'alpha', rtp: '96' }] })).statusCode).toBe(400);
  });

  it('is for owners and admins only', async () => {
    const body = { games: [{ gameCode: 'alpha', rtp: '10' }] };
    expect((await put('PUBRTP', body, null)).statusCode).toBe(401);
    for (const role of ['finance', 'support', 'viewer']) {
      const response = await put('PUBRTP', body, await addOperator(`rtp-${role}`, role));
      expect(response.statusCode, role).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
    expect(await rtpOf('PUBRTP', 'alpha')).toBe(9612);
    const admin = await addOperator('rtp-admin', 'admin');
    expect((await put('PUBRTP', { games: [{ gameCode: 'alpha', rtp: '96.12' }] }, admin)).statusCode).toBe(
      200,
    );
  });
});
