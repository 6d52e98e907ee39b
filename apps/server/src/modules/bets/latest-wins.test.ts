import { LATEST_WINS_SIZE, type LatestWin } from '@croupier/contracts';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGameRow, connectVendor } from '../../test-support/games.ts';
import { sitAtVendor, type TableAtVendor } from '../../test-support/rounds.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { adjust, newMember } from '../../test-support/wallet.ts';
import { findBrandForHost } from '../brands/index.ts';

/** A vendor plays rounds for two members through the wallet protocol; the feed's job reads what settled. */
let t: TestApp;
let brandCode: string;
let bob: TableAtVendor;
let carol: TableAtVendor;
let watcher: Socket;
let bystander: Socket;
let round = 0;

async function connectSocket(port: number): Promise<Socket> {
  const client = connect(`http://127.0.0.1:${port}`, { path: '/socket.io', transports: ['websocket'] });
  await new Promise<void>((resolve, reject) => {
    client.once('ready', () => resolve());
    client.on('connect_error', reject);
  });
  return client;
}

const feed = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/wins/latest' });
  expect(response.statusCode).toBe(200);
  return response.json<LatestWin[]>();
};
/**
 * Runs the feed job now. The scheduler's own tick may hold the job's lease at that moment (runNow then runs
 * nothing and answers false): wait for it to end and run again, so the run reads every round played before.
 */
async function runFeed() {
  while (!(await t.app.jobs.runNow('bets.latest-wins')))
    await new Promise((resolve) => setTimeout(resolve, 20));
}
/** One round: a stake, then a payout that closes it. */
async function play(table: TableAtVendor, stake: string, payout: string) {
  const ref = `r${++round}`;
  await table.bet(`b${round}`, ref, stake);
  await table.win(`w${round}`, ref, payout);
  return ref;
}

beforeAll(async () => {
  t = await startTestApp();
  brandCode = (await findBrandForHost(t.database.db, 'localhost'))!.code;
  const slots = await connectVendor(t, { vassalage: 'SLOTS', gameTypes: ['RNG'] });
  const dragon = await addGameRow(t, {
    vassalage: 'SLOTS',
    gameCode: 'dragon',
    gameName: 'Dragon Gold',
    localizedNames: { CN: '金龙', TH: 'มังกรทอง' },
  });
  const tables: TableAtVendor[] = [];
  for (const username of ['bobbyroller', 'carolina99']) {
    const member = await newMember(t, { username, paymentPassword: null });
    expect((await adjust(t, member, '1000.00')).statusCode).toBe(201);
    tables.push(await sitAtVendor(t, { member, vendor: slots, gameId: dragon, gameCode: 'dragon' }));
  }
  [bob, carol] = tables as [TableAtVendor, TableAtVendor];
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  watcher = await connectSocket(port);
  await watcher.emitWithAck('watch', 'wins');
  bystander = await connectSocket(port);
}, 120_000);
afterAll(async () => {
  watcher?.close();
  bystander?.close();
  await t?.close();
});

describe('latest wins feed', () => {
  it('lists notable wins newest first with masked names, the game in every language and the amount', async () => {
    await runFeed();
    expect(await feed()).toEqual([]);
    await play(bob, '10.00', '12500.50');
    await play(carol, '10.00', '15.00'); // less than twice the stake: not notable
    await play(carol, '20.00', '0.00'); // a loss
    await play(carol, '5.00', '10.00');
    const received = new Promise<LatestWin[]>((resolve) =>
      watcher.once('wins', (payload: { wins: LatestWin[] }) => resolve(payload.wins)),
    );
    const bystanderEvents: unknown[] = [];
    bystander.on('wins', (payload: unknown) => bystanderEvents.push(payload));
    await runFeed();

    const wins = await feed();
    expect(wins.map(({ id: _id, settledAt: _at, ...win }) => win)).toEqual([
      {
        player: 'ca***99',
        gameNames: { EN: 'Dragon Gold', CN: '金龙', TH: 'มังกรทอง' },
        iconUrl: '/tiles/SLOTS/dragon.svg',
        amount: '10.00',
        currency: 'THB',
      },
      {
        player: 'bo***er',
        gameNames: { EN: 'Dragon Gold', CN: '金龙', TH: 'มังกรทอง' },
        iconUrl: '/tiles/SLOTS/dragon.svg',
        amount: '12500.50',
        currency: 'THB',
      },
    ]);
    const body = JSON.stringify(wins);
    expect(body).not.toContain('bobbyroller');
    expect(body).not.toContain('carolina99');
    // The pages watching the feed get the new wins in one event; a page that does not watch gets nothing.
    expect(await received).toEqual(wins);
    const probed = new Promise<void>((resolve) => bystander.once('probe', () => resolve()));
    t.app.realtime.toBrand(brandCode, 'probe');
    await probed;
    expect(bystanderEvents).toEqual([]);
  });

  it('sends nothing and changes nothing when no round settled since', async () => {
    const before = await feed();
    const events: unknown[] = [];
    watcher.on('wins', (payload: unknown) => events.push(payload));
    await runFeed();
    expect(await feed()).toEqual(before);
    const probed = new Promise<void>((resolve) => watcher.once('probe', () => resolve()));
    t.app.realtime.toBrand(brandCode, 'probe');
    await probed;
    expect(events).toEqual([]);
    watcher.off('wins');
  });

  it(`keeps only the newest ${LATEST_WINS_SIZE} wins of the brand`, async () => {
    for (let n = 0; n < LATEST_WINS_SIZE + 3; n++) await play(bob, '1.00', `${100 + n}.00`);
    await runFeed();
    const wins = await feed();
    expect(wins).toHaveLength(LATEST_WINS_SIZE);
    expect(wins[0]!.amount).toBe(`${100 + LATEST_WINS_SIZE + 2}.00`);
    expect(wins.at(-1)!.amount).toBe('103.00');
  });
});
