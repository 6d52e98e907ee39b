import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../../server/src/modules/catalogue/schema.ts';
import { handToStudio, LAUNCH_TEMPLATE } from '../../../server/src/test-support/games.ts';
import { operatorToken } from '../../../server/src/test-support/test-app.ts';
import { httpTransport, walletClient } from '../../../server/src/test-support/vendor.ts';
import { operatorAuth } from '../../../server/src/test-support/wallet.ts';
import { OperatorApi } from '../registration/operator-api.ts';
import { launchTemplate, registerWithPlatform } from '../registration/register.ts';
import { fundedMember, launch, STUDIO_PASSWORD, type Harness } from '../test-support/harness.ts';
import type { SuiteContext } from '../test-support/suite.ts';

interface ListedVendor {
  vassalage: string;
  launchUrl: string | null;
  secretRotatedAt: string | null;
  studioManaged: boolean;
}

/** The studio manages only its own vendors, and its account can change nothing else (ADR 0011). */
export function outsideVendorsSuite(ctx: SuiteContext) {
  let h: Harness;
  beforeAll(() => {
    h = ctx.h;
  });

  const register = () =>
    registerWithPlatform(h.studio, new OperatorApi(h.platformUrl, STUDIO_PASSWORD), h.studioUrl);
  const vendor = async (vassalage: string) =>
    (
      await h.platform.app.inject({
        method: 'GET',
        url: '/admin-api/v1/vendors',
        headers: await operatorAuth(h.platform),
      })
    )
      .json<ListedVendor[]>()
      .find((v) => v.vassalage === vassalage)!;
  const vendorAuditOf = async (vassalage: string) =>
    (
      await h.platform.app.inject({
        method: 'GET',
        url: '/admin-api/v1/audit?pageSize=100',
        headers: await operatorAuth(h.platform),
      })
    )
      .json<{ items: { action: string; target: string; operator: string }[] }>()
      .items.filter((entry) => entry.target === `vendor:${vassalage}`);

  describe('a vendor an operator onboarded for an outside provider', () => {
    it('keeps its secret and launch URL through two registration passes', async () => {
      const { vassalage, secret } = h.outside;
      const before = await vendor(vassalage);
      expect(before).toMatchObject({ launchUrl: LAUNCH_TEMPLATE, studioManaged: false });
      // The harness's start was the first pass; this is the second.
      expect(h.report.vendors).not.toContain(vassalage);
      const second = await register();
      expect(second!.vendors).not.toContain(vassalage);
      expect(await vendor(vassalage)).toEqual(before);
      // A player launches its slot: the launch goes to the provider, whose own secret still signs its wallet calls.
      const member = await fundedMember(h, '12.00');
      const launched = await launch(h, member, 'OUTSID-RNG-0001');
      expect(launched.url.origin).toBe('https://vendor.example');
      const wallet = walletClient({ vassalage, secret, transport: httpTransport(h.platformUrl) });
      // The test provider's launch URL names the token `t`.
      expect(await wallet.authenticate(launched.url.searchParams.get('t')!)).toMatchObject({
        status: 'OK',
        balance: '12.00',
      });
      expect(await wallet.balance(member.id)).toEqual({ status: 'OK', balance: '12.00', currency: 'THB' });
      expect((await vendorAuditOf(vassalage)).map((entry) => entry.operator)).toEqual(['admin']);
    });
  });

  describe("the studio's account", () => {
    let studio: { authorization: string };
    beforeAll(async () => {
      studio = { authorization: `Bearer ${await operatorToken(h.platform.app, 'studio', STUDIO_PASSWORD)}` };
    });
    const as = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      h.platform.app.inject({ method, url, headers: studio, ...(payload ? { payload } : {}) });

    it('sees only the vendors the studio manages, and their games', async () => {
      const listed = (await as('GET', '/admin-api/v1/vendors')).json<ListedVendor[]>();
      expect(listed.map((v) => v.vassalage).sort()).toEqual(['INHOUSE', 'JADEPEAK', 'ROYALDEALER']);
      const listedGames = (await as('GET', '/admin-api/v1/games?pageSize=999')).json<{
        items: { vassalage: string }[];
      }>().items;
      expect(new Set(listedGames.map((game) => game.vassalage))).toEqual(
        new Set(['INHOUSE', 'JADEPEAK', 'ROYALDEALER']),
      );
    });

    it('is refused with 403 on any other vendor and its games', async () => {
      const { vassalage } = h.outside;
      const [outsideGame] = await h.platform.database.db
        .select({ id: games.id })
        .from(games)
        .where(eq(games.vassalage, vassalage));
      const refused = await Promise.all([
        as('POST', `/admin-api/v1/vendors/${vassalage}/secret`),
        as('PATCH', `/admin-api/v1/vendors/${vassalage}`, {
          launchUrl: launchTemplate(h.studioUrl, vassalage),
        }),
        as('PUT', `/admin-api/v1/vendors/${vassalage}/game-rtp`, {
          games: [{ gameCode: 'OUTSID-RNG-0001', rtp: '96.00' }],
        }),
        as('POST', '/admin-api/v1/games/maintenance', {
          gameIds: [outsideGame!.id.toString()],
          maintenance: true,
        }),
        as('POST', '/admin-api/v1/vendors', {
          vassalage: 'STUDIONEW',
          name: 'New',
          gameTypes: ['RNG'],
          launchUrl: launchTemplate(h.studioUrl, 'STUDIONEW'),
          walletMode: 'seamless',
        }),
        // On its own vendor it sets the launch URL and wallet mode only.
        as('PATCH', '/admin-api/v1/vendors/INHOUSE', { enabled: false }),
        // Not its own to hand out or take back.
        as('POST', `/admin-api/v1/vendors/${vassalage}/studio`),
        as('DELETE', '/admin-api/v1/vendors/INHOUSE/studio'),
      ]);
      expect(refused.map((r) => [r.statusCode, r.json().code])).toEqual(
        refused.map(() => [403, 'FORBIDDEN']),
      );
      expect(await vendor(vassalage)).toMatchObject({ launchUrl: LAUNCH_TEMPLATE, studioManaged: false });
      expect((await vendor('INHOUSE')).studioManaged).toBe(true);
    });

    it('cannot reach operators, players, money, settings or the audit log', async () => {
      const member = await fundedMember(h, '1.00');
      const refused = await Promise.all([
        as('GET', '/admin-api/v1/operators'),
        as('POST', '/admin-api/v1/operators', {
          username: 'sneaky',
          password: 'a-long-password-1',
          role: 'owner',
        }),
        as('GET', '/admin-api/v1/players'),
        as('POST', `/admin-api/v1/players/${member.id}/adjustments`, { amount: '1000.00', reason: 'x' }),
        as('GET', '/admin-api/v1/ledger/check'),
        as('PATCH', '/admin-api/v1/brand', { name: 'Taken' }),
        as('GET', '/admin-api/v1/audit'),
        as('GET', '/admin-api/v1/outbox'),
      ]);
      expect(refused.map((r) => r.statusCode)).toEqual(refused.map(() => 403));
    });
  });

  describe('handing a vendor to the studio and taking it back', () => {
    it('leaves a taken-back vendor alone, and registers it again once handed back, audited', async () => {
      await handToStudio(h.platform, 'ROYALDEALER', false);
      // The operator gives the vendor to its real provider: a new secret and launch URL.
      const owner = await operatorAuth(h.platform);
      const rotated = await h.platform.app.inject({
        method: 'POST',
        url: '/admin-api/v1/vendors/ROYALDEALER/secret',
        headers: owner,
      });
      expect(rotated.statusCode).toBe(200);
      const patched = await h.platform.app.inject({
        method: 'PATCH',
        url: '/admin-api/v1/vendors/ROYALDEALER',
        headers: owner,
        payload: { launchUrl: LAUNCH_TEMPLATE },
      });
      expect(patched.statusCode).toBe(200);
      const providers = await vendor('ROYALDEALER');
      const pass = await register();
      expect(pass!.vendors).not.toContain('ROYALDEALER');
      expect(await vendor('ROYALDEALER')).toEqual(providers);

      expect((await handToStudio(h.platform, 'ROYALDEALER')).studioManaged).toBe(true);
      const handedBack = await register();
      expect(handedBack).toMatchObject({ rotated: ['ROYALDEALER'], launchUrlsSet: ['ROYALDEALER'] });
      expect((await vendor('ROYALDEALER')).launchUrl).toBe(launchTemplate(h.studioUrl, 'ROYALDEALER'));
      const actions = (await vendorAuditOf('ROYALDEALER')).map((e) => `${e.operator} ${e.action}`);
      expect(actions).toEqual(
        expect.arrayContaining(['admin vendor.take-from-studio', 'admin vendor.hand-to-studio']),
      );
    });
  });
}
