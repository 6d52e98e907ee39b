import type { GameType } from '@croupier/contracts';
import { notInArray } from 'drizzle-orm';
import { games, vendors } from '../modules/catalogue/schema.ts';
import { vendorSecretBox } from '../modules/vendors/index.ts';
import { operatorAuth } from './wallet.ts';
import type { TestApp } from './test-app.ts';

let nodeSeq = 9_000_000_000n;
export const LAUNCH_TEMPLATE = 'https://vendor.example/play?t={token}&g={gameCode}&l={language}&m={mode}';

/** Onboards a vendor through the operator API, as the console does; answers its secret (shown once). */
export async function connectVendor(
  t: TestApp,
  props: { vassalage: string; gameTypes?: GameType[]; launchUrl?: string; name?: string },
): Promise<{ vassalage: string; secret: string }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/admin-api/v1/vendors',
    headers: await operatorAuth(t),
    payload: {
      vassalage: props.vassalage,
      name: props.name ?? `${props.vassalage} Gaming`,
      gameTypes: props.gameTypes ?? ['RNG'],
      launchUrl: props.launchUrl ?? LAUNCH_TEMPLATE,
      walletMode: 'seamless',
    },
  });
  if (response.statusCode !== 201) throw new Error(`vendor onboarding failed: ${response.body}`);
  return response.json();
}

/**
 * Gives the demo catalogue's vendors (all but `except`) a launch URL and a wallet secret, as the in-house studio's
 * registration does at start: the lobby offers only connected vendors. Waits until this node's lobby shows it.
 */
export async function connectCatalogueVendors(t: TestApp, except: readonly string[] = []) {
  // The platform's own vendors (the lottery) are offered before any other is connected.
  const offeredVendors = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/categories' }))
      .json<{ vendors: unknown[] }[]>()
      .reduce((sum, category) => sum + category.vendors.length, 0);
  const before = await offeredVendors();
  const secretSealed = vendorSecretBox(t.appSecret).seal('catalogue-vendor-secret-in-tests');
  await t.database.db
    .update(vendors)
    .set({ launchUrl: LAUNCH_TEMPLATE, secretSealed, secretRotatedAt: new Date() })
    .where(except.length > 0 ? notInArray(vendors.vassalage, [...except]) : undefined);
  const deadline = Date.now() + 10_000;
  for (;;) {
    if ((await offeredVendors()) > before) return;
    if (Date.now() > deadline) throw new Error('the lobby did not offer the connected vendors');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A vendor listed in the catalogue without an integration, as the demo catalogue seeds them; `studioManaged` as
 * the demo catalogue marks the vendors the in-house studio serves.
 */
export async function addCatalogueVendor(
  t: TestApp,
  vassalage: string,
  gameTypes: GameType[] = ['RNG'],
  options: { studioManaged?: boolean } = {},
) {
  await t.database.db
    .insert(vendors)
    .values({ vassalage, name: `${vassalage} Catalogue`, gameTypes, studioManaged: options.studioManaged });
}

/** Hands a vendor to the in-house studio (`managed`) or takes it back, as an owner does in the console. */
export async function handToStudio(t: TestApp, vassalage: string, managed = true) {
  const response = await t.app.inject({
    method: managed ? 'POST' : 'DELETE',
    url: `/admin-api/v1/vendors/${vassalage}/studio`,
    headers: await operatorAuth(t),
  });
  if (response.statusCode !== 200) throw new Error(`hand to studio failed: ${response.body}`);
  return response.json<{ studioManaged: boolean }>();
}

/**
 * A game row as a vendor's catalogue feed delivers it: codes the operator form would refuse (spaces, `&`, to
 * prove launch URLs encode them) and names in every language, so it is written to the table directly.
 */
export async function addGameRow(
  t: TestApp,
  props: {
    vassalage: string;
    gameCode: string;
    gameType?: GameType;
    gameName?: string;
    isHot?: number;
    maintenance?: boolean;
    enabled?: boolean;
    localizedNames?: Record<string, string>;
  },
): Promise<string> {
  const name = props.gameName ?? `Game ${props.gameCode}`;
  const [row] = await t.database.db
    .insert(games)
    .values({
      nodeId: nodeSeq++,
      vassalage: props.vassalage,
      gameCode: props.gameCode,
      gameName: name,
      localizedNames: props.localizedNames ?? {},
      gameType: props.gameType ?? 'RNG',
      displayName: name,
      iconUrl: `/tiles/${props.vassalage}/${props.gameCode}.svg`,
      isHot: props.isHot ?? 0,
      maintenance: props.maintenance ?? false,
      enabled: props.enabled ?? true,
    })
    .returning({ id: games.id });
  return row!.id.toString();
}

/** A trial (demo) account, as the site's "try it" button makes one. */
export async function newTrial(t: TestApp): Promise<{ authorization: string }> {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/trial' });
  if (response.statusCode !== 200 && response.statusCode !== 201)
    throw new Error(`trial failed: ${response.statusCode} ${response.body}`);
  return { authorization: `Bearer ${response.json<{ token: string }>().token}` };
}
