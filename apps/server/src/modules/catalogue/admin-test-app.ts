import type { GamePage } from '@croupier/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { operatorToken, startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { operatorAuth } from '../../test-support/wallet.ts';
import { insertCatalogue } from './repository.ts';
import { vendors } from './schema.ts';

export type Auth = { authorization: string };

/**
 * The platform with two catalogue vendors (ACME connected, offering RNG and FISH; BETA not, offering LIVE), its
 * owner and a viewer, for the operator catalogue tests.
 */
export async function startCatalogueAdminApp() {
  const t: TestApp = await startTestApp();
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    auth?: Auth,
    payload?: object,
  ) => t.app.inject({ method, url, headers: auth ?? {}, ...(payload ? { payload } : {}) });
  // Two vendors as the vendors module onboards them (the catalogue seed writes the same rows).
  await insertCatalogue(
    t.database.db,
    [
      { vassalage: 'ACME', name: 'Acme Slots', games: { RNG: 1, FISH: 1 } },
      { vassalage: 'BETA', name: 'Beta Live', games: { LIVE: 1 } },
    ],
    [],
  );
  // ACME is connected (launch URL and sealed secret, as the vendors module sets them); BETA is not.
  await t.database.db
    .update(vendors)
    .set({ launchUrl: 'https://acme.example/play?t={token}', secretSealed: 'sealed' })
    .where(eq(vendors.vassalage, 'ACME'));
  const owner = await operatorAuth(t);
  const created = await call('POST', '/admin-api/v1/operators', owner, {
    username: 'watcher',
    password: 'a-long-password-1',
    role: 'viewer',
  });
  expect(created.statusCode).toBe(201);
  const viewer = { authorization: `Bearer ${await operatorToken(t.app, 'watcher', 'a-long-password-1')}` };
  const playerList = async (query: string) => (await call('GET', `/api/v1/games?${query}`)).json<GamePage>();
  return { t, owner, viewer, call, playerList };
}
export type CatalogueAdminApp = Awaited<ReturnType<typeof startCatalogueAdminApp>>;

/** A game of ACME's to add, with whatever else a test sets. */
export const newGame = (gameCode: string, extra: object = {}) => ({
  vassalage: 'ACME',
  gameCode,
  gameName: `Game ${gameCode}`,
  gameType: 'RNG',
  ...extra,
});
