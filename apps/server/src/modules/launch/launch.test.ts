import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../platform/tokens.ts';
import { addCatalogueVendor, addGameRow, connectVendor, newTrial } from '../../test-support/games.ts';
import { setFlag } from '../../test-support/players.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { injectTransport, walletClient } from '../../test-support/vendor.ts';
import { newMember, operatorAuth, type TestMember } from '../../test-support/wallet.ts';
import { recentGames } from '../catalogue/schema.ts';
import { launchSessions } from '../gameplay/schema.ts';

let t: TestApp;
let member: TestMember;
let slotco: { vassalage: string; secret: string };
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  member = await newMember(t, { username: 'launcher', paymentPassword: null });
  slotco = await connectVendor(t, {
    vassalage: 'SLOTCO',
    gameTypes: ['RNG', 'FISH'],
    launchUrl: 'https://slots.example/launch?token={token}&game={gameCode}&lang={language}&mode={mode}',
  });
  await connectVendor(t, { vassalage: 'OTHER', gameTypes: ['RNG'] });
  await connectVendor(t, { vassalage: 'PAUSED', gameTypes: ['RNG'] });
  await addCatalogueVendor(t, 'UNPLUGGED', ['RNG']);
  ids.lucky = await addGameRow(t, {
    vassalage: 'SLOTCO',
    gameCode: 'lucky 7&co',
    gameName: 'Lucky Seven',
    localizedNames: { CN: '幸运七' },
  });
  ids.fishing = await addGameRow(t, { vassalage: 'SLOTCO', gameCode: 'fishing', gameType: 'FISH' });
  ids.fixing = await addGameRow(t, { vassalage: 'SLOTCO', gameCode: 'fixing', maintenance: true });
  ids.hidden = await addGameRow(t, { vassalage: 'SLOTCO', gameCode: 'hidden', enabled: false });
  ids.otherHot = await addGameRow(t, { vassalage: 'OTHER', gameCode: 'hot-one', isHot: 1 });
  for (let i = 0; i < 7; i++) await addGameRow(t, { vassalage: 'OTHER', gameCode: `plain-${i}` });
  ids.paused = await addGameRow(t, { vassalage: 'PAUSED', gameCode: 'paused', isHot: 1 });
  ids.unplugged = await addGameRow(t, { vassalage: 'UNPLUGGED', gameCode: 'listed', isHot: 1 });
  await t.app.inject({
    method: 'PATCH',
    url: '/admin-api/v1/vendors/PAUSED',
    headers: await operatorAuth(t),
    payload: { maintenanceFrom: new Date(Date.now() - 60_000).toISOString() },
  });
});
afterAll(() => t.close());

const launch = (gameId: string, body: Record<string, unknown>, auth?: { authorization: string }) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/games/${gameId}/launch`,
    ...(auth ? { headers: auth } : {}),
    payload: { platform: 'desktop', ...body },
  });
const sessionOf = async (url: string) => {
  const token = new URL(url).searchParams.get('token') ?? '';
  const [row] = await t.database.db
    .select()
    .from(launchSessions)
    .where(eq(launchSessions.tokenHash, hashToken(token)));
  return { token, row };
};

describe('who may launch', () => {
  it('asks a guest to log in for real money and a trial account for a real one', async () => {
    const guest = await launch(ids.lucky!, { mode: 'real' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().code).toBe('LOGIN_REQUIRED');
    const trial = await launch(ids.lucky!, { mode: 'real' }, await newTrial(t));
    expect(trial.statusCode).toBe(403);
    expect(trial.json().code).toBe('TRIAL_NOT_ALLOWED');
    const stale = await launch(ids.lucky!, { mode: 'real' }, { authorization: `Bearer ${'x'.repeat(43)}` });
    expect(stale.json().code).toBe('LOGIN_REQUIRED');
  });

  it('lets guests and trial accounts play for free, in a session that names no player', async () => {
    for (const auth of [undefined, await newTrial(t)]) {
      const response = await launch(ids.lucky!, { mode: 'demo' }, auth);
      expect(response.statusCode, response.body).toBe(200);
      const url = new URL(response.json().url);
      expect(url.searchParams.get('mode')).toBe('demo');
      const { row } = await sessionOf(response.json().url);
      expect(row).toMatchObject({ mode: 'demo', playerId: null, vassalage: 'SLOTCO' });
    }
  });

  it('hands the vendor a token that the wallet accepts for real money only', async () => {
    const wallet = walletClient({ ...slotco, transport: injectTransport(t.app) });
    const real = await launch(ids.lucky!, { mode: 'real' }, member.auth);
    const realToken = new URL(real.json().url).searchParams.get('token')!;
    expect(await wallet.authenticate(realToken)).toMatchObject({
      status: 'OK',
      playerId: member.id.toString(),
    });
    const demo = await launch(ids.lucky!, { mode: 'demo' }, member.auth);
    const demoToken = new URL(demo.json().url).searchParams.get('token')!;
    expect((await wallet.authenticate(demoToken)).status).not.toBe('OK');
  });

  it('refuses free play when the brand switched it off', async () => {
    await setFlag(t, await operatorAuth(t), 'FREEPLAY', false);
    try {
      const response = await launch(ids.lucky!, { mode: 'demo' });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('OPERATION_DISABLED');
    } finally {
      await setFlag(t, await operatorAuth(t), 'FREEPLAY', true);
    }
  });
});

describe('a real launch', () => {
  it("answers the vendor's URL with its placeholders filled and opens a 12-hour session", async () => {
    const before = Date.now();
    const response = await launch(ids.lucky!, { mode: 'real', language: 'TH' }, member.auth);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().target).toBe('iframe');
    const url: string = response.json().url;
    expect(url.startsWith('https://slots.example/launch?token=')).toBe(true);
    expect(url).toContain('&game=lucky%207%26co&lang=TH&mode=real');
    const { token, row } = await sessionOf(url);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(row).toMatchObject({
      playerId: member.id,
      gameId: BigInt(ids.lucky!),
      mode: 'real',
      currency: 'THB',
    });
    const hours = (row!.expiresAt.getTime() - before) / 3_600_000;
    expect(hours).toBeGreaterThanOrEqual(11.99);
    expect(hours).toBeLessThanOrEqual(12.01);
    const second = await launch(ids.lucky!, { mode: 'real' }, member.auth);
    expect((await sessionOf(second.json().url)).token).not.toBe(token);
  });

  it("records the game in the member's recent games, moving it up when played again", async () => {
    await launch(ids.fishing!, { mode: 'real' }, member.auth);
    const first = await recentOf(member);
    await launch(ids.lucky!, { mode: 'demo' }, member.auth);
    const again = await recentOf(member);
    expect(again.map((row) => row.gameId.toString()).sort()).toEqual([ids.fishing, ids.lucky].sort());
    const lucky = again.find((row) => row.gameId.toString() === ids.lucky)!;
    expect(lucky.playedAt.getTime()).toBeGreaterThan(
      first.find((row) => row.gameId.toString() === ids.fishing)!.playedAt.getTime(),
    );
  });

  it('answers 404 for a switched-off or unknown game and 400 for junk', async () => {
    expect((await launch(ids.hidden!, { mode: 'real' }, member.auth)).statusCode).toBe(404);
    expect((await launch('999999999', { mode: 'demo' })).statusCode).toBe(404);
    for (const [gameId, body] of [
      ['abc', { mode: 'real' }],
      [ids.lucky!, { mode: 'free' }],
      [ids.lucky!, { mode: 'real', platform: 'tv' }],
      [ids.lucky!, { mode: 'real', language: 'FR' }],
      ['99999999999999999999999', { mode: 'demo' }],
    ] as const) {
      const response = await launch(gameId, body, member.auth);
      expect(response.statusCode, `${gameId} ${JSON.stringify(body)}`).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('games that cannot launch', () => {
  it('answers GAME_MAINTENANCE with up to 6 playable games of the same type, hot first', async () => {
    for (const gameId of [ids.fixing!, ids.paused!, ids.unplugged!]) {
      const response = await launch(gameId, { mode: 'real', language: 'CN' }, member.auth);
      expect(response.statusCode, gameId).toBe(409);
      const problem = response.json();
      expect(problem.code).toBe('GAME_MAINTENANCE');
      expect(problem.suggestions).toHaveLength(6);
      expect(problem.suggestions[0]).toMatchObject({ gameId: ids.otherHot, isHot: 1, maintenance: false });
      for (const item of problem.suggestions) {
        expect(item.gameType).toBe('RNG');
        expect(['SLOTCO', 'OTHER']).toContain(item.vassalage);
        expect([ids.fixing, ids.hidden, ids.paused, ids.unplugged]).not.toContain(item.gameId);
      }
    }
    const demo = await launch(ids.unplugged!, { mode: 'demo', language: 'CN' });
    expect(demo.statusCode).toBe(409);
    expect(demo.json().suggestions.map((g: { gameName: string }) => g.gameName)).toContain('幸运七');
  });

  it('treats a switched-off vendor as under maintenance, and opens no session for it', async () => {
    const auth = await operatorAuth(t);
    await t.app.inject({
      method: 'PATCH',
      url: '/admin-api/v1/vendors/SLOTCO',
      headers: auth,
      payload: { enabled: false },
    });
    const sessions = (await t.database.db.select().from(launchSessions)).length;
    const response = await launch(ids.fishing!, { mode: 'real' }, member.auth);
    expect(response.statusCode).toBe(409);
    expect(response.json().suggestions).toEqual([]);
    expect((await t.database.db.select().from(launchSessions)).length).toBe(sessions);
    await t.app.inject({
      method: 'PATCH',
      url: '/admin-api/v1/vendors/SLOTCO',
      headers: auth,
      payload: { enabled: true },
    });
    expect((await launch(ids.fishing!, { mode: 'real' }, member.auth)).statusCode).toBe(200);
  });
});

async function recentOf(who: TestMember) {
  return t.database.db.select().from(recentGames).where(eq(recentGames.playerId, who.id));
}

describe('OpenAPI', () => {
  it('documents the launch, records and vendor endpoints under their tags', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const tagOf = (path: string, method: string) => spec.paths[path]?.[method]?.tags;
    expect(tagOf('/api/v1/games/{gameId}/launch', 'post')).toEqual(['games']);
    for (const path of ['/api/v1/bets', '/api/v1/profit', '/api/v1/winners'])
      expect(tagOf(path, 'get'), path).toEqual(['games']);
    for (const [path, method] of [
      ['/admin-api/v1/vendors', 'get'],
      ['/admin-api/v1/vendors', 'post'],
      ['/admin-api/v1/vendors/{vassalage}', 'patch'],
      ['/admin-api/v1/vendors/{vassalage}/secret', 'post'],
      ['/admin-api/v1/rounds', 'get'],
      ['/admin-api/v1/rounds/{id}', 'get'],
      ['/admin-api/v1/reports/ggr', 'get'],
    ] as const)
      expect(tagOf(path, method), `${method} ${path}`).toEqual(['operator']);
  });
});
