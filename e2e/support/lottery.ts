import { platformApi, type PlatformApi } from './api.ts';

/**
 * A quick-draw SSC game the operator creates through the console's call: a draw every 20 seconds, sales closing 5
 * seconds before. A ticket bought on it is drawn and settled by the platform's own engine within half a minute,
 * where the demo's one-minute games keep a test waiting up to a minute and a half.
 */
export const QUICK_GAME = {
  gameCode: 'SSC-20S',
  family: 'ssc',
  prizeMode: 'ELOTT',
  names: { EN: 'SSC 20 Seconds', CN: '二十秒时时彩', TH: 'SSC 20 วินาที' },
  schedule: { kind: 'every', seconds: 20, closeSeconds: 5, timeZone: 'Asia/Shanghai' },
} as const;

/** How long a ticket of the quick game may wait for its draw and settlement: its round and a few seconds. */
export const QUICK_SETTLED_WITHIN_MS = 35_000;

export async function createQuickGame(calls: PlatformApi, operator: string): Promise<void> {
  const created = await calls.api('/admin-api/v1/lottery/games', QUICK_GAME, 'POST', operator);
  if (created.gameCode !== QUICK_GAME.gameCode)
    throw new Error(`the quick game was refused: ${JSON.stringify(created)}`);
}

/** The issue of `gameCode` on sale for at least the next 35 seconds (a test's purchases land before its close). */
export async function issueOnSale(baseUrl: string, gameCode: string): Promise<string> {
  const calls = platformApi(baseUrl);
  for (;;) {
    const { current } = (await calls.api(
      `/api/v1/lottery/games/${gameCode}/issues/current`,
      undefined,
      'GET',
    )) as {
      current: { issueNo: string; closeAt: string } | null;
    };
    if (current && Date.parse(current.closeAt) - Date.now() > 35_000) return current.issueNo;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}
