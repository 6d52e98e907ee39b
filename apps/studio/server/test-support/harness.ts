import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { games as platformGames } from '../../../server/src/modules/catalogue/schema.ts';
import {
  addCatalogueVendor,
  addGameRow,
  connectVendor,
  handToStudio,
} from '../../../server/src/test-support/games.ts';
import { startTestApp, type TestApp } from '../../../server/src/test-support/test-app.ts';
import { adjust, newMember, operatorAuth, type TestMember } from '../../../server/src/test-support/wallet.ts';
import { buildStudioApp } from '../app.ts';
import type { Studio, StudioTuning } from '../context.ts';
import type { StudioDatabase } from '../db/client.ts';
import { openTestStudioDatabase } from '../db/test-database.ts';
import { OperatorApi } from '../registration/operator-api.ts';
import { registerWithPlatform, type RegistrationReport } from '../registration/register.ts';
import { studioClient } from './http.ts';

export { studioClient, type Call } from './http.ts';

export const STUDIO_PASSWORD = 'studio-operator-password-for-tests';
/** The key the test studio seals its secrets under (main.ts reads STUDIO_SECRET_KEY or DATA_DIR's file). */
export const STUDIO_SECRET_KEY = 'studio-secret-key-for-tests-only-0123456789';

/** An outside provider an operator onboarded, with slots: the studio must never touch it (ADR 0011). */
export const OUTSIDE_VENDOR = 'OUTSIDEPLAY';

/**
 * A small catalogue as the demo one is shaped: the in-house vendor with a slot, three tables and the five mini
 * games; a slot vendor that also has a fishing game (kept under maintenance); a table vendor connected by an
 * operator and then handed to the studio (its secret must be rotated); a PvP-only vendor and an outside slot
 * vendor the studio leaves alone. Answers the outside vendor's secret, as its onboarding showed it.
 */
export async function seedCatalogue(t: TestApp): Promise<{ vassalage: string; secret: string }> {
  const studioManaged = { studioManaged: true };
  await addCatalogueVendor(t, 'INHOUSE', ['RNG', 'LIVE', 'MINI'], studioManaged);
  await addGameRow(t, { vassalage: 'INHOUSE', gameCode: 'INHOUS-RNG-0001', gameName: 'Golden Test Reels' });
  const live = ['Baccarat Classic', 'Roulette Classic', 'Sic Bo Classic'];
  for (const [i, name] of live.entries())
    await addGameRow(t, {
      vassalage: 'INHOUSE',
      gameCode: `INHOUS-LIVE-000${i + 1}`,
      gameName: name,
      gameType: 'LIVE',
    });
  // Dice is named in every language, as the demo catalogue names all its games.
  const localized: Record<string, Record<string, string>> = { Dice: { CN: '骰子', TH: 'ลูกเต๋า' } };
  for (const [i, name] of ['Crash', 'Dice', 'Mines', 'Plinko', 'Hi-Lo'].entries())
    await addGameRow(t, {
      vassalage: 'INHOUSE',
      gameCode: `INHOUS-MINI-000${i + 1}`,
      gameName: name,
      gameType: 'MINI',
      localizedNames: localized[name],
    });
  await addCatalogueVendor(t, 'JADEPEAK', ['RNG', 'FISH'], studioManaged);
  await addGameRow(t, { vassalage: 'JADEPEAK', gameCode: 'JADEPE-RNG-0001', gameName: 'Jade Test Slot' });
  await addGameRow(t, {
    vassalage: 'JADEPEAK',
    gameCode: 'JADEPE-FISH-0001',
    gameName: 'Fishing King',
    gameType: 'FISH',
  });
  await connectVendor(t, { vassalage: 'ROYALDEALER', gameTypes: ['LIVE'] });
  await handToStudio(t, 'ROYALDEALER');
  await addGameRow(t, {
    vassalage: 'ROYALDEALER',
    gameCode: 'ROYALD-LIVE-0001',
    gameName: 'Dragon Tiger 1',
    gameType: 'LIVE',
  });
  await addCatalogueVendor(t, 'CARDHOUSE', ['PVP']);
  await addGameRow(t, {
    vassalage: 'CARDHOUSE',
    gameCode: 'CARDHO-PVP-0001',
    gameName: 'Poker',
    gameType: 'PVP',
  });
  const outside = await connectVendor(t, { vassalage: OUTSIDE_VENDOR, gameTypes: ['RNG'] });
  await addGameRow(t, { vassalage: OUTSIDE_VENDOR, gameCode: 'OUTSID-RNG-0001', gameName: 'Outside Slot' });
  return outside;
}

export const INHOUSE = {
  slot: 'INHOUS-RNG-0001',
  baccarat: 'INHOUS-LIVE-0001',
  roulette: 'INHOUS-LIVE-0002',
  sicbo: 'INHOUS-LIVE-0003',
  crash: 'INHOUS-MINI-0001',
  dice: 'INHOUS-MINI-0002',
  mines: 'INHOUS-MINI-0003',
  plinko: 'INHOUS-MINI-0004',
  hilo: 'INHOUS-MINI-0005',
} as const;

const listenLocal = async (app: FastifyInstance) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
};

export interface StudioProcess {
  app: FastifyInstance;
  studio: Studio;
  url: string;
}

export interface Harness {
  platform: TestApp;
  platformUrl: string;
  studioDb: StudioDatabase;
  studio: Studio;
  app: FastifyInstance;
  studioUrl: string;
  report: RegistrationReport;
  /** The vendors whose games were playable when registration first said so. */
  firstPlayable: string[];
  /** The outside vendor an operator onboarded before the studio's first registration, with its secret. */
  outside: { vassalage: string; secret: string };
  /** Builds another studio process on the same database (a restart after a crash, or a second node). */
  restart(options?: { walletUrl?: string; tuning?: Partial<StudioTuning> }): Promise<StudioProcess>;
  /** Makes a process the one `sit`, `app`, `studio` and `studioUrl` use from now on. */
  use(process: StudioProcess): void;
  close(): Promise<void>;
}

/**
 * The real platform in-process (its own database, listening on a port) and the real studio over HTTP on its own
 * database, registered with the platform through the operator API as at start. `walletUrl` points the studio's
 * wallet calls elsewhere (a proxy that misbehaves) while registration talks to the platform directly.
 */
export async function startHarness(
  options: { walletUrl?: (platformUrl: string) => Promise<string>; tuning?: Partial<StudioTuning> } = {},
): Promise<Harness> {
  const platform = await startTestApp({ studioOperatorPassword: STUDIO_PASSWORD });
  const platformUrl = await listenLocal(platform.app);
  const outside = await seedCatalogue(platform);
  const studioDb = await openTestStudioDatabase();
  const walletUrl = options.walletUrl ? await options.walletUrl(platformUrl) : platformUrl;
  const extra: FastifyInstance[] = [];
  const build = async (url: string, tuning?: Partial<StudioTuning>) => {
    const built = await buildStudioApp({
      db: studioDb.db,
      databaseKind: studioDb.kind,
      platformUrl: url,
      logLevel: 'silent',
      tuning: { ...options.tuning, ...tuning },
      secretKey: STUDIO_SECRET_KEY,
    });
    return { ...built, url: await listenLocal(built.app) };
  };
  const first = await build(walletUrl);
  let firstPlayable: string[] = [];
  const report = await registerWithPlatform(
    first.studio,
    new OperatorApi(platformUrl, STUDIO_PASSWORD),
    first.url,
    (vendors) => (firstPlayable = vendors),
  );
  const harness: Harness = {
    platform,
    platformUrl,
    studioDb,
    studio: first.studio,
    app: first.app,
    studioUrl: first.url,
    report: report!,
    firstPlayable,
    outside,
    async restart(restartOptions = {}) {
      const next = await build(restartOptions.walletUrl ?? walletUrl, restartOptions.tuning);
      extra.push(next.app);
      return next;
    },
    use(process) {
      harness.app = process.app;
      harness.studio = process.studio;
      harness.studioUrl = process.url;
    },
    async close() {
      for (const app of [first.app, ...extra]) await app.close();
      await studioDb.close();
      await platform.close();
    },
  };
  return harness;
}

let memberSeq = 0;

/** A registered member with `balance` THB, as finance would credit them. */
export async function fundedMember(h: Harness, balance: string): Promise<TestMember> {
  const member = await newMember(h.platform, {
    username: `studio${process.pid % 1000}x${++memberSeq}`,
    paymentPassword: null,
  });
  const credited = await adjust(h.platform, member, balance);
  if (credited.statusCode !== 201) throw new Error(`funding failed: ${credited.body}`);
  return member;
}

/**
 * Launches a game from the platform's lobby as the player does, on the site at `site` (a Host); answers the
 * launch token from the studio URL.
 */
export async function launch(
  h: Harness,
  member: TestMember | null,
  gameCode: string,
  mode: 'real' | 'demo' = 'real',
  site?: string,
) {
  const [game] = await h.platform.database.db
    .select({ id: platformGames.id, vassalage: platformGames.vassalage })
    .from(platformGames)
    .where(and(eq(platformGames.gameCode, gameCode)));
  const response = await h.platform.app.inject({
    method: 'POST',
    url: `/api/v1/games/${game!.id}/launch`,
    headers: { ...member?.auth, ...(site ? { host: site } : {}) },
    payload: { mode, platform: 'desktop' },
  });
  if (response.statusCode !== 200) throw new Error(`launch failed: ${response.statusCode} ${response.body}`);
  const url = new URL(response.json<{ url: string }>().url);
  return { url, token: url.searchParams.get('token')!, vassalage: game!.vassalage };
}

/** Opens a studio session for a member (real) or a guest (demo) in one of the in-house games. */
export async function sit(
  h: Harness,
  member: TestMember | null,
  gameCode: string,
  mode: 'real' | 'demo' = 'real',
) {
  const launched = await launch(h, member, gameCode, mode);
  const opened = await studioClient(h.studioUrl).post('/studio-api/v1/sessions', {
    token: launched.token,
    vassalage: launched.vassalage,
    gameCode,
    mode,
  });
  if (opened.status !== 201)
    throw new Error(`session failed: ${opened.status} ${JSON.stringify(opened.body)}`);
  return {
    session: opened.body,
    client: studioClient(h.studioUrl, opened.body.session),
    token: launched.token,
  };
}

/** The member's balance and betting record on the platform, as the player site shows them. */
export async function platformView(h: Harness, member: TestMember) {
  const wallet = await h.platform.app.inject({ method: 'GET', url: '/api/v1/wallet', headers: member.auth });
  const bets = await h.platform.app.inject({
    method: 'GET',
    url: '/api/v1/bets?pageSize=100',
    headers: member.auth,
  });
  return {
    balance: wallet.json<{ balance: string }>().balance,
    bets: bets.json<{
      items: { roundId: string; stake: string; payout: string; status: string; gameType: string }[];
    }>().items,
  };
}

export { operatorAuth };
