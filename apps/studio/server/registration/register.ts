import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { CURRENCIES } from '@croupier/money';
import { sql } from 'drizzle-orm';
import type { Studio } from '../context.ts';
import { rowsOf } from '../db/client.ts';
import { engineFor, PLAYABLE_TYPES } from '../catalogue/engine-map.ts';
import { upsertGames, writeSetting } from '../catalogue/repository.ts';
import { DEMO_CURRENCY_SETTING } from '../sessions/commands.ts';
import {
  OperatorApiError,
  type OperatorApi,
  type PlatformGame,
  type PlatformVendor,
} from './operator-api.ts';
import { publishTheoreticalRtp } from './publish-rtp.ts';

/** The launch URL template of one vendor (apps/studio/API.md "Launch"): the vendor code is written literally. */
export const launchTemplate = (publicUrl: string, vassalage: string) =>
  `${publicUrl}/play/${vassalage}/{gameCode}?token={token}&language={language}&mode={mode}&origin={origin}&originSignature={originSignature}`;

export interface RegistrationReport {
  vendors: string[];
  connected: string[];
  rotated: string[];
  launchUrlsSet: string[];
  gamesUnderMaintenance: string[];
  games: number;
  /** Games whose theoretical RTP was published this time (0 when already published). */
  rtpPublished: number;
}

/** A player id no platform hands out: a `balance` for it proves a signature without reading anyone's money. */
const PROBE_PLAYER = '999999999999999999';
/** How long a secret's check may be repeated (a signature refused once is reloaded and asked again). */
const PROBE_PATIENCE_MS = 10_000;
const LEASE = 'registration';
const LEASE_MS = 10 * 60_000;

/** One studio process registers at a time: two rotating one vendor's secret at once would each lose. */
async function claimLease(studio: Studio, holder: string): Promise<boolean> {
  const rows = rowsOf<{ holder: string }>(
    await studio.db.execute(sql`
      insert into leases (name, holder, expires_at) values (${LEASE}, ${holder}, now() + ${LEASE_MS} * interval '1 millisecond')
      on conflict (name) do update set holder = excluded.holder, expires_at = excluded.expires_at
        where leases.expires_at < now() or leases.holder = excluded.holder
      returning holder`),
  );
  return rows.length === 1;
}

const releaseLease = (studio: Studio, holder: string) =>
  studio.db.execute(sql`update leases set expires_at = now() where name = ${LEASE} and holder = ${holder}`);

/**
 * Whether the secret we hold still signs for the vendor (an operator may have rotated it in the console). A
 * refused signature answers at once; a call without an answer (a busy platform) is asked again for a while.
 */
async function secretWorks(studio: Studio, vassalage: string): Promise<boolean> {
  const deadline = Date.now() + PROBE_PATIENCE_MS;
  for (;;) {
    const answer = await studio.wallet.once(vassalage, 'balance', { playerId: PROBE_PLAYER }, {});
    if (answer.outcome !== 'unknown') return true;
    if (answer.error === 'INVALID_SIGNATURE') return false;
    if (Date.now() > deadline)
      throw new Error(`cannot check the wallet secret of ${vassalage}: ${answer.error}`);
    await sleep(200);
  }
}

async function takeSecret(studio: Studio, vassalage: string, secret: string) {
  await studio.secrets.save(vassalage, secret);
}

/** How many vendors registration connects at a time. */
const VENDORS_AT_ONCE = 8;

/** Runs `work` on every item, `limit` at a time; after the first failure starts no more, and throws it once all ran. */
async function forEachConcurrently<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (next < items.length && !failed) {
      try {
        await work(items[next++]!);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const outcomes = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, worker));
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
}

/**
 * Registers the studio with the platform as every vendor the platform marks as the studio's that has slots,
 * tables or mini games (ADR 0011): connects an unconnected one (its secret is answered once), rotates the secret of a connected one
 * whose secret we do not hold or that no longer signs, sets the launch URL to the studio's, mirrors the games
 * with the engine each is played by, and puts the vendor's games of other types under maintenance. Safe to run
 * again: it changes only what differs.
 *
 * The first vendor in the platform's order (the house's own, in the demo catalogue) is registered alone and
 * first: a newcomer can play it seconds after the platform answers, while the others connect behind it.
 */
export async function registerWithPlatform(
  studio: Studio,
  api: OperatorApi,
  publicUrl: string,
  /** Called with the first vendor once its games can be launched; the other vendors follow, then the RTPs. */
  onFirstGamesPlayable: (vendors: string[]) => void = () => undefined,
): Promise<RegistrationReport | null> {
  const holder = randomUUID();
  if (!(await claimLease(studio, holder))) return null;
  try {
    return await register(studio, api, publicUrl, onFirstGamesPlayable);
  } finally {
    await releaseLease(studio, holder);
  }
}

const playable = (game: PlatformGame) => (PLAYABLE_TYPES as readonly string[]).includes(game.gameType);

async function register(
  studio: Studio,
  api: OperatorApi,
  publicUrl: string,
  onFirstGamesPlayable: (vendors: string[]) => void,
): Promise<RegistrationReport> {
  const currency = await api.siteCurrency();
  if (currency && currency in CURRENCIES) await writeSetting(studio.db, DEMO_CURRENCY_SETTING, currency);
  // Only the vendors the platform marks as the studio's (ADR 0011), whatever else the account may list: a vendor
  // an operator onboarded for an outside provider is never connected, rotated or repointed here.
  const [lead, ...others] = (await api.listVendors()).filter((vendor) => vendor.studioManaged);
  const report: RegistrationReport = {
    vendors: [],
    connected: [],
    rotated: [],
    launchUrlsSet: [],
    gamesUnderMaintenance: [],
    games: 0,
    rtpPublished: 0,
  };
  await studio.secrets.load();
  const held = studio.secrets.held();
  /** The games of each vendor registered in this pass (a vendor taken back meanwhile is left out). */
  const registered = new Map<string, PlatformGame[]>();
  // Games of our vendors we have no engine for (fishing, PvP, bingo…): players must not launch them here.
  const unplayable: PlatformGame[] = [];
  const registerVendor = async (vendor: PlatformVendor) => {
    const vendorGames = await api.listGames(vendor.vassalage);
    if (!vendorGames.some(playable)) return;
    report.vendors.push(vendor.vassalage);
    await upsertGames(
      studio.db,
      vendorGames.map((game) => ({
        vassalage: game.vassalage,
        gameCode: game.gameCode,
        name: game.gameName,
        localizedNames: game.localizedNames ?? {},
        gameType: game.gameType,
        engine: engineFor(game),
      })),
    );
    report.games += vendorGames.filter(playable).length;
    const launchUrl = launchTemplate(publicUrl, vendor.vassalage);
    try {
      await ensureSecret(studio, api, vendor, launchUrl, held.has(vendor.vassalage), report);
      await ensureSettings(studio, api, vendor, launchUrl, report);
    } catch (error) {
      // Taken back from the studio (or onboarded by an operator) since the list was read: leave it alone.
      if (!(error instanceof OperatorApiError && error.status === 403)) throw error;
      studio.log.warn({ vendor: vendor.vassalage }, 'vendor is no longer managed by the studio; left alone');
      return;
    }
    registered.set(vendor.vassalage, vendorGames);
    for (const game of vendorGames) if (engineFor(game) === null && !game.maintenance) unplayable.push(game);
  };
  // One call puts the games we cannot serve under maintenance (the platform reloads its lobby once per call).
  const closeUnplayable = async () => {
    const batch = unplayable.splice(0).sort((a, b) => Number(a.gameId) - Number(b.gameId));
    if (batch.length > 0) await api.putGamesUnderMaintenance(batch.map((game) => game.gameId));
    report.gamesUnderMaintenance.push(...batch.map((game) => `${game.vassalage}/${game.gameCode}`));
  };
  if (lead) await registerVendor(lead);
  await closeUnplayable();
  onFirstGamesPlayable([...registered.keys()]);
  // Several vendors at once: each connection waits on the platform's lobby reload, which it shares with the
  // others in flight, so the rest take seconds rather than one reload per vendor.
  await forEachConcurrently(others, VENDORS_AT_ONCE, registerVendor);
  await closeUnplayable();
  for (const list of [report.vendors, report.connected, report.rotated, report.launchUrlsSet]) list.sort();
  // Last: the games are playable already, and this is the slow part on a first start.
  report.rtpPublished = await publishTheoreticalRtp(studio, api, registered);
  return report;
}

async function ensureSecret(
  studio: Studio,
  api: OperatorApi,
  vendor: PlatformVendor,
  launchUrl: string,
  held: boolean,
  report: RegistrationReport,
) {
  if (!vendor.connected) {
    try {
      const { secret } = await api.connectVendor({
        vassalage: vendor.vassalage,
        name: vendor.name,
        gameTypes: vendor.gameTypes,
        launchUrl,
      });
      await takeSecret(studio, vendor.vassalage, secret);
      report.connected.push(vendor.vassalage);
      vendor.launchUrl = launchUrl;
      vendor.walletMode = 'seamless';
      return;
    } catch (error) {
      // Connected meanwhile (by an operator): its secret is rotated below like any connected vendor's.
      if (!(error instanceof OperatorApiError && error.code === 'ALREADY_EXISTS')) throw error;
    }
  } else if (held && (await secretWorks(studio, vendor.vassalage))) {
    return;
  }
  const { secret } = await api.rotateSecret(vendor.vassalage);
  await takeSecret(studio, vendor.vassalage, secret);
  report.rotated.push(vendor.vassalage);
}

async function ensureSettings(
  studio: Studio,
  api: OperatorApi,
  vendor: PlatformVendor,
  launchUrl: string,
  report: RegistrationReport,
) {
  const patch: { launchUrl?: string; walletMode?: 'seamless' } = {};
  if (vendor.launchUrl !== launchUrl) patch.launchUrl = launchUrl;
  if (vendor.walletMode !== 'seamless') patch.walletMode = 'seamless';
  if (Object.keys(patch).length === 0) return;
  try {
    await api.patchVendor(vendor.vassalage, patch);
  } catch (error) {
    // A transfer-wallet vendor whose players still hold money there keeps its mode until they took it back.
    if (!(error instanceof OperatorApiError && error.code === 'WALLET_MODE_IN_USE') || !patch.launchUrl)
      throw error;
    studio.log.warn(
      { vendor: vendor.vassalage },
      'vendor keeps its transfer wallet for now; its rounds cannot be played',
    );
    await api.patchVendor(vendor.vassalage, { launchUrl });
  }
  if (patch.launchUrl) report.launchUrlsSet.push(vendor.vassalage);
}
