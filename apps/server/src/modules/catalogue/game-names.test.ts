import type { GameAdmin, GamePage, Page } from '@croupier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app.ts';
import { newGame, startCatalogueAdminApp, type Auth, type CatalogueAdminApp } from './admin-test-app.ts';

let t: TestApp;
let owner: Auth;
let call: CatalogueAdminApp['call'];

beforeAll(async () => {
  ({ t, owner, call } = await startCatalogueAdminApp());
});
afterAll(() => t.close());

describe('game names in CN and TH', () => {
  const thaiName = 'มังกรทองคำ';
  const lobby = async (query: string) =>
    (await call('GET', `/api/v1/games?${query}`)).json<GamePage>().items.map((g) => ({
      gameId: g.gameId,
      gameName: g.gameName,
      displayName: g.displayName,
    }));

  it('adds a game with its CN and TH names, trimmed, shown and found in those languages at once', async () => {
    const created = await call(
      'POST',
      '/admin-api/v1/games',
      owner,
      newGame('DRAGON-1', { gameName: 'Golden Dragon', localizedNames: { CN: ' 金龙 ', TH: thaiName } }),
    );
    expect(created.statusCode).toBe(201);
    const { gameId } = created.json<{ gameId: string }>();
    const [game] = (await call('GET', '/admin-api/v1/games?q=DRAGON-1', owner)).json<Page<GameAdmin>>().items;
    expect(game!.localizedNames).toEqual({ CN: '金龙', TH: thaiName });
    expect(await lobby(`language=TH&q=${encodeURIComponent(thaiName)}`)).toEqual([
      { gameId, gameName: thaiName, displayName: thaiName },
    ]);
    expect(await lobby(`language=CN&q=${encodeURIComponent('金龙')}`)).toEqual([
      { gameId, gameName: '金龙', displayName: '金龙' },
    ]);
    expect(await lobby('language=EN&q=golden dragon')).toEqual([
      { gameId, gameName: 'Golden Dragon', displayName: 'Golden Dragon' },
    ]);
  });

  it('changes one name, keeps the other, removes one with null, and audits each change', async () => {
    const [game] = (await call('GET', '/admin-api/v1/games?q=DRAGON-1', owner)).json<Page<GameAdmin>>().items;
    const url = `/admin-api/v1/games/${game!.gameId}`;
    const renamed = await call('PATCH', url, owner, { localizedNames: { TH: 'มังกรเงิน' } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<GameAdmin>().localizedNames).toEqual({ CN: '金龙', TH: 'มังกรเงิน' });
    expect(await lobby(`language=TH&q=${encodeURIComponent('มังกรเงิน')}`)).toMatchObject([
      { gameId: game!.gameId, gameName: 'มังกรเงิน' },
    ]);
    expect(await lobby(`language=TH&q=${encodeURIComponent(thaiName)}`)).toEqual([]);

    const removed = await call('PATCH', url, owner, { localizedNames: { CN: null } });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<GameAdmin>().localizedNames).toEqual({ TH: 'มังกรเงิน' });
    expect(await lobby('language=CN&q=golden dragon')).toEqual([
      { gameId: game!.gameId, gameName: 'Golden Dragon', displayName: 'Golden Dragon' },
    ]);

    const audit = (await call('GET', '/admin-api/v1/audit?pageSize=100', owner)).json<{
      items: { action: string; target: string; before: GameAdmin; after: GameAdmin }[];
    }>();
    const changes = audit.items.filter(
      (entry) => entry.action === 'game.update' && entry.target === `game:${game!.gameId}`,
    );
    expect(changes.map((entry) => [entry.before.localizedNames, entry.after.localizedNames])).toEqual(
      expect.arrayContaining([
        [
          { CN: '金龙', TH: thaiName },
          { CN: '金龙', TH: 'มังกรเงิน' },
        ],
        [{ CN: '金龙', TH: 'มังกรเงิน' }, { TH: 'มังกรเงิน' }],
      ]),
    );
  });

  it('refuses blank, too long and unknown-language names with field codes, changing nothing', async () => {
    const refused = async (method: 'POST' | 'PATCH', url: string, payload: object) => {
      const answer = await call(method, url, owner, payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().code).toBe('VALIDATION_FAILED');
      return answer.json<{ fields: Record<string, string> }>().fields;
    };
    const create = (localizedNames: object) =>
      refused('POST', '/admin-api/v1/games', newGame('DRAGON-X', { localizedNames }));
    expect(await create({ CN: '   ' })).toEqual({ 'localizedNames.CN': 'TOO_SHORT' });
    expect(await create({ TH: '' })).toEqual({ 'localizedNames.TH': 'TOO_SHORT' });
    expect(await create({ TH: 'ก'.repeat(121) })).toEqual({ 'localizedNames.TH': 'TOO_LONG' });
    // A language the map has no place for is a key not allowed there, as everywhere in the API.
    expect(await create({ JP: 'ドラゴン' })).toEqual({ 'localizedNames.JP': 'NOT_ALLOWED' });
    expect(await create({ CN: null })).toEqual({ 'localizedNames.CN': 'INVALID' });

    const [game] = (await call('GET', '/admin-api/v1/games?q=DRAGON-1', owner)).json<Page<GameAdmin>>().items;
    const url = `/admin-api/v1/games/${game!.gameId}`;
    expect(await refused('PATCH', url, { localizedNames: { TH: '  ' } })).toEqual({
      'localizedNames.TH': 'TOO_SHORT',
    });
    expect(await refused('PATCH', url, { localizedNames: { TH: '' } })).toEqual({
      'localizedNames.TH': 'TOO_SHORT',
    });
    expect(await refused('PATCH', url, { localizedNames: { EN: 'Dragon' } })).toEqual({
      'localizedNames.EN': 'NOT_ALLOWED',
    });
    expect(await refused('PATCH', url, { localizedNames: { CN: 7 } })).toEqual({
      'localizedNames.CN': 'INVALID',
    });
    expect(await refused('PATCH', url, { localizedNames: 'x' })).toEqual({ localizedNames: 'INVALID' });
    expect((await call('GET', '/admin-api/v1/games?q=DRAGON', owner)).json<Page<GameAdmin>>().items).toEqual([
      expect.objectContaining({ localizedNames: { TH: 'มังกรเงิน' } }),
    ]);
  });
});
