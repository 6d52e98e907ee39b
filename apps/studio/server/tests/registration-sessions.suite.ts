import { beforeAll, describe, expect, it } from 'vitest';
import { operatorAuth } from '../../../server/src/test-support/wallet.ts';
import { eq, inArray } from 'drizzle-orm';
import { games } from '../../../server/src/modules/catalogue/schema.ts';
import { saveVendorSecret } from '../catalogue/repository.ts';
import { vendorCredentials } from '../db/schema.ts';
import { OperatorApi } from '../registration/operator-api.ts';
import { launchTemplate, registerWithPlatform } from '../registration/register.ts';
import {
  fundedMember,
  INHOUSE,
  launch,
  sit,
  STUDIO_PASSWORD,
  studioClient,
  type Harness,
} from '../test-support/harness.ts';
import type { SuiteContext } from '../test-support/suite.ts';

export function registrationSuite(ctx: SuiteContext) {
  let h: Harness;
  beforeAll(() => {
    h = ctx.h;
  });

  const vendors = async () =>
    (
      await h.platform.app.inject({
        method: 'GET',
        url: '/admin-api/v1/vendors',
        headers: await operatorAuth(h.platform),
      })
    ).json<
      { vassalage: string; connected: boolean; launchUrl: string | null; secretRotatedAt: string | null }[]
    >();

  const gamesOf = async (vassalage: string) =>
    (
      await h.platform.app.inject({
        method: 'GET',
        url: `/admin-api/v1/games?vassalage=${vassalage}&pageSize=100`,
        headers: await operatorAuth(h.platform),
      })
    ).json<{ items: { gameCode: string; maintenance: boolean }[] }>().items;

  describe('registration with the platform', () => {
    it('connects every vendor of the studio with slots, tables or mini games, with the studio launch URL', async () => {
      expect(h.report.vendors.sort()).toEqual(['INHOUSE', 'JADEPEAK', 'ROYALDEALER']);
      expect(h.report.connected.sort()).toEqual(['INHOUSE', 'JADEPEAK']);
      // Connected by an operator, then handed to the studio: it never had its secret, so it rotated it.
      expect(h.report.rotated).toEqual(['ROYALDEALER']);
      const listed = await vendors();
      for (const vassalage of ['INHOUSE', 'JADEPEAK', 'ROYALDEALER']) {
        const vendor = listed.find((v) => v.vassalage === vassalage)!;
        expect(vendor.connected).toBe(true);
        expect(vendor.launchUrl).toBe(launchTemplate(h.studioUrl, vassalage));
      }
      expect(listed.find((v) => v.vassalage === 'CARDHOUSE')!.connected).toBe(false);
    });

    it("makes the first vendor in the platform's order playable alone and first, before the others connect", () => {
      expect(h.firstPlayable).toEqual(['INHOUSE']);
    });

    it('puts the games it has no engine for under maintenance, and nothing else', async () => {
      expect(h.report.gamesUnderMaintenance).toEqual(['JADEPEAK/JADEPE-FISH-0001']);
      const jade = await gamesOf('JADEPEAK');
      expect(jade.map((g) => [g.gameCode, g.maintenance]).sort()).toEqual([
        ['JADEPE-FISH-0001', true],
        ['JADEPE-RNG-0001', false],
      ]);
      expect((await gamesOf('CARDHOUSE'))[0]!.maintenance).toBe(false);
    });

    it("publishes each playable game's theoretical RTP, as the game itself reports it, once", async () => {
      expect(h.report.rtpPublished).toBeGreaterThan(0);
      const published = new Map(
        (
          await h.platform.database.db
            .select({ gameCode: games.gameCode, bp: games.theoreticalRtpBp })
            .from(games)
            .where(inArray(games.vassalage, ['INHOUSE', 'JADEPEAK', 'ROYALDEALER']))
        ).map((row) => [row.gameCode, row.bp]),
      );
      // No engine, no RTP: the fishing game is under maintenance instead.
      expect(published.get('JADEPE-FISH-0001')).toBeNull();
      const slot = await sit(h, await fundedMember(h, '1.00'), 'JADEPE-RNG-0001');
      expect(published.get('JADEPE-RNG-0001')).toBe(Math.round(Number(slot.session.game.rtp) * 100));
      const rtp = Number(slot.session.game.rtp);
      expect(rtp).toBeGreaterThanOrEqual(94);
      expect(rtp).toBeLessThanOrEqual(97);
    });

    it('changes nothing when run again, and rotates a secret that no longer signs or that it lost', async () => {
      const api = new OperatorApi(h.platformUrl, STUDIO_PASSWORD);
      const again = await registerWithPlatform(h.studio, api, h.studioUrl);
      expect(again).toMatchObject({
        connected: [],
        rotated: [],
        launchUrlsSet: [],
        gamesUnderMaintenance: [],
        rtpPublished: 0,
      });
      // What an operator's rotation in the console leaves us with (once the platform's 5 s key cache lapsed).
      await saveVendorSecret(h.studioDb.db, h.studio.boxes.vendorSecrets, 'JADEPEAK', 'f'.repeat(64));
      await h.studioDb.db.delete(vendorCredentials).where(eq(vendorCredentials.vassalage, 'INHOUSE'));
      expect((await registerWithPlatform(h.studio, api, h.studioUrl))!.rotated.sort()).toEqual([
        'INHOUSE',
        'JADEPEAK',
      ]);
      // The new secret signs: a real session opens.
      const member = await fundedMember(h, '10.00');
      const { session } = await sit(h, member, 'JADEPE-RNG-0001');
      expect(session.balance).toBe('10.00');
    });
  });

  describe('sessions', () => {
    it('authenticates a real launch with the platform and answers the game, balance and fairness', async () => {
      const member = await fundedMember(h, '250.00');
      const { session, client } = await sit(h, member, INHOUSE.dice);
      expect(session).toMatchObject({
        mode: 'real',
        currency: 'THB',
        balance: '250.00',
        nickname: member.username,
        openRound: null,
        game: {
          vassalage: 'INHOUSE',
          gameCode: INHOUSE.dice,
          name: 'Dice',
          // As the platform's catalogue names it in its other languages.
          localizedNames: { CN: '骰子', TH: 'ลูกเต๋า' },
          engine: 'dice',
          rtp: '99.00',
          minStake: '0.10',
          maxStake: '10000.00',
        },
        fairness: { nonce: 0 },
      });
      expect(session.session).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(session.fairness.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
      const again = await client.get('/studio-api/v1/session');
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({
        session: session.session,
        balance: '250.00',
        fairness: session.fairness,
      });
      expect((await client.get('/studio-api/v1/balance')).body).toEqual({
        balance: '250.00',
        currency: 'THB',
      });
    });

    it('describes a slot for its reels: layout, strips, pay table, bet levels and coin values', async () => {
      const member = await fundedMember(h, '1.00');
      const { session } = await sit(h, member, INHOUSE.slot);
      const slot = session.game.slot;
      expect(session.game.engine).toBe('slot');
      expect(Number(session.game.rtp)).toBeGreaterThanOrEqual(94.5);
      expect(slot.strips).toHaveLength(slot.reels);
      expect(slot.coinValues[0]).toBe('0.01');
      expect(slot.betLevels.length).toBeGreaterThan(0);
    });

    it('opens a demo session without any wallet call, with 10,000.00 play money kept per launch', async () => {
      const { session, client, token } = await sit(h, null, INHOUSE.plinko, 'demo');
      expect(session).toMatchObject({
        mode: 'demo',
        currency: 'THB',
        balance: '10000.00',
        nickname: 'Guest',
      });
      const round = await client.post('/studio-api/v1/rounds', {
        bet: { engine: 'plinko', stake: '100.00', rows: 8, risk: 'low' },
      });
      expect(round.status).toBe(201);
      const after = (await client.get('/studio-api/v1/balance')).body.balance;
      expect(after).toBe(round.body.balance);
      // The same launch reopened keeps its play money; the platform's records never see demo play.
      const reopened = await studioClient(h.studioUrl).post('/studio-api/v1/sessions', {
        token,
        vassalage: 'INHOUSE',
        gameCode: INHOUSE.plinko,
        mode: 'demo',
      });
      expect(reopened.body.balance).toBe(after);
    });

    it('refuses unknown tokens, games and sessions with the codes of the API', async () => {
      const open = (body: object) => studioClient(h.studioUrl).post('/studio-api/v1/sessions', body);
      const base = {
        token: 'not-a-launch-token',
        vassalage: 'INHOUSE',
        gameCode: INHOUSE.dice,
        mode: 'real',
      };
      expect((await open(base)).body.code).toBe('SESSION_EXPIRED');
      expect((await open(base)).status).toBe(401);
      const member = await fundedMember(h, '1.00');
      const { token } = await launch(h, member, INHOUSE.dice);
      expect((await open({ ...base, token, gameCode: 'NOPE' })).status).toBe(404);
      const fish = await open({ ...base, token, vassalage: 'JADEPEAK', gameCode: 'JADEPE-FISH-0001' });
      expect([fish.status, fish.body.code]).toEqual([409, 'GAME_MAINTENANCE']);
      const bad = await open({ ...base, mode: 'fun' });
      expect([bad.status, bad.body.code, bad.body.fields]).toEqual([
        400,
        'VALIDATION_FAILED',
        { mode: 'INVALID' },
      ]);
      const anonymous = await studioClient(h.studioUrl, 'x'.repeat(43)).get('/studio-api/v1/session');
      expect([anonymous.status, anonymous.body.code]).toEqual([401, 'SESSION_EXPIRED']);
    });
  });
}
