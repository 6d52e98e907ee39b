import { currencyOf, parseMinor, toDecimalString } from '@croupier/money';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { applyRatio } from '../apps/studio/server/engines/money.ts';
import { minesMultiplier } from '../apps/studio/server/engines/mini/mines.ts';
import { platformApi } from './support/api.ts';
import { startSite, type RunningSite } from './support/studio.ts';
import { startWalletGate, type WalletGate } from './support/wallet-gate.ts';

// "Killing the studio mid-round and restarting it settles the round exactly once": the real platform and studio
// processes as `npm start` runs them, the studio's wallet calls through a gate that holds one of them in flight
// while the studio is killed with SIGKILL, then the studio started again on the same database and secrets.

let site: RunningSite;
let gate: WalletGate;
let calls: ReturnType<typeof platformApi>;
let operator: string;

beforeAll(async () => {
  site = await startSite({ studioPlatformUrl: async (url) => (gate = await startWalletGate(url)).url });
  calls = platformApi(site.baseUrl);
  operator = await calls.operatorToken();
  await calls.setFlag(operator, 'REGMOBVERF3', false);
});
afterAll(async () => {
  await site?.stop();
  await gate?.close();
});
afterEach(async () => {
  gate.heal();
  // Every round's money moved once and only once: double entry holds over the whole ledger.
  const check = await calls.api('/admin-api/v1/ledger/check', undefined, 'GET', operator);
  expect(check).toMatchObject({ balanced: true, problems: [] });
});

/** Long enough for recovery on a loaded 2-core machine; the tests wait for what happens, never for a time. */
const PATIENCE_MS = 120_000;
const TEST_MS = 300_000;

async function until<T>(what: string, probe: () => Promise<T | undefined | false>): Promise<T> {
  const deadline = Date.now() + PATIENCE_MS;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${PATIENCE_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

interface Member {
  id: string;
  token: string;
  funded: string;
}

let memberSeq = 0;
/** A member registered on the player site and credited by finance, as a real player with real money. */
async function fundedMember(amount: string): Promise<Member> {
  const username = `kill${process.pid % 10_000}x${++memberSeq}`;
  const registered = (await calls.api('/api/v1/auth/register', {
    method: 'username',
    username,
    password: 'secret12',
    confirmPassword: 'secret12',
    termsAccepted: true,
    ageConfirmed: true,
  })) as { token: string; user: { id: string } };
  const credited = await calls.api(
    `/admin-api/v1/players/${registered.user.id}/adjustments`,
    { amount, reason: 'e2e funding' },
    'POST',
    operator,
    { 'idempotency-key': crypto.randomUUID() },
  );
  expect(credited).not.toHaveProperty('code');
  return { id: registered.user.id, token: registered.token, funded: amount };
}

/** The studio's game API as the game UI calls it; a dead studio is a thrown network error. */
function studioClient(session?: string) {
  return async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${site.studioUrl}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(session ? { authorization: `Bearer ${session}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as any };
  };
}
type Client = ReturnType<typeof studioClient>;

const gameIds = new Map<string, number>();
/** Every real-money launch token the tests handed the studio. */
const launchTokens: string[] = [];
/** Opens an in-house game from the lobby for real money and starts its studio session, as the game UI does. */
async function sit(member: Member, name: 'Dice' | 'Mines') {
  if (!gameIds.has(name)) {
    const list = (await calls.api(
      '/api/v1/games?vassalage=INHOUSE&gameType=MINI&pageSize=50&language=EN',
      undefined,
      'GET',
    )) as { items: { gameId: number; gameName: string }[] };
    gameIds.set(name, list.items.find((game) => game.gameName === name)!.gameId);
  }
  const launch = (await calls.api(
    `/api/v1/games/${gameIds.get(name)}/launch`,
    { mode: 'real', platform: 'desktop', language: 'EN' },
    'POST',
    member.token,
  )) as { url: string };
  const url = new URL(launch.url);
  expect(url.origin).toBe(site.studioUrl);
  launchTokens.push(url.searchParams.get('token')!);
  const [, , vassalage, gameCode] = url.pathname.split('/');
  const opened = await studioClient()('POST', '/studio-api/v1/sessions', {
    token: url.searchParams.get('token'),
    vassalage,
    gameCode,
    mode: 'real',
  });
  expect(opened.status).toBe(201);
  return { session: opened.body, client: studioClient(opened.body.session as string) };
}

/** The member's balance and betting record on the platform, as the player site shows them. */
async function platformView(member: Member) {
  const wallet = (await calls.api('/api/v1/wallet', undefined, 'GET', member.token)) as { balance: string };
  const bets = (await calls.api('/api/v1/bets?pageSize=100', undefined, 'GET', member.token)) as {
    items: { roundId: string; stake: string; payout: string; status: string }[];
  };
  return { balance: wallet.balance, bets: bets.items };
}

/** Money arithmetic on decimal strings of the member's currency. */
function moneyOf(currency: string) {
  const c = currencyOf(currency);
  return {
    minor: (text: string) => parseMinor(text, c)!,
    text: (amount: bigint) => toDecimalString(amount, c),
  };
}

/** The player's request in flight when the studio dies: its connection breaks, and it says nothing more. */
const inFlight = (request: Promise<unknown>) =>
  request.then(
    () => undefined,
    () => undefined,
  );

/** One ruled gate call per test: only this member's calls are held or refused. */
const ofPlayer = (member: Member) => (body: Record<string, unknown>) => body.playerId === member.id;

const DICE = { engine: 'dice', stake: '10.00', direction: 'under', target: 9800 };

describe('killing the studio mid-round', () => {
  it(
    'pays a win held in flight exactly once after a restart (the platform had applied it)',
    async () => {
      const member = await fundedMember('100.00');
      const { session, client } = await sit(member, 'Dice');
      const m = moneyOf(session.currency as string);
      gate.rule('win', 'hold-answer', ofPlayer(member));
      const held = gate.held('win', 'hold-answer');
      const request = inFlight(client('POST', '/studio-api/v1/rounds', { bet: DICE }));
      const win = await held;
      const roundId = String(win.body.roundId);
      // The platform has credited the win; the studio has not heard so. Nothing of the round is answered.
      await site.killStudio();
      await request;
      gate.heal();
      await site.restartStudio();

      // Recovery sends the same win again: the platform answers from its record and moves nothing.
      const view = await until('the round settled on the platform and in the studio', async () => {
        const round = await client('GET', `/studio-api/v1/rounds/${roundId}`);
        return round.body?.status === 'settled' && { round: round.body, view: await platformView(member) };
      });
      expect(view.round.payout).toBe(win.body.amount);
      expect(view.view.bets).toEqual([
        expect.objectContaining({ roundId, stake: '10.00', payout: win.body.amount, status: 'settled' }),
      ]);
      expect(view.view.balance).toBe(
        m.text(m.minor('100.00') - m.minor('10.00') + m.minor(String(win.body.amount))),
      );
      const wins = gate.calls('win', roundId);
      expect(wins.length).toBeGreaterThanOrEqual(2);
      expect(new Set(wins.map((call) => call.raw)).size).toBe(1);
      expect(gate.calls('bet', roundId)).toHaveLength(1);
      // The balance the studio shows agrees with the platform's.
      expect((await client('GET', '/studio-api/v1/balance')).body.balance).toBe(view.view.balance);
    },
    TEST_MS,
  );

  it(
    'completes a bet the platform applied but never answered, debiting it once',
    async () => {
      const member = await fundedMember('100.00');
      const { session, client } = await sit(member, 'Dice');
      const m = moneyOf(session.currency as string);
      gate.rule('bet', 'hold-answer', ofPlayer(member));
      const held = gate.held('bet', 'hold-answer');
      const request = inFlight(client('POST', '/studio-api/v1/rounds', { bet: DICE }));
      const bet = await held;
      const roundId = String(bet.body.roundId);
      await site.killStudio();
      await request;
      gate.heal();
      await site.restartStudio();

      // The bet is sent again under its transaction id (the platform replays it), the outcome fixed before the
      // stake was asked is computed, and its win paid.
      const settled = await until('the round settled', async () => {
        const round = await client('GET', `/studio-api/v1/rounds/${roundId}`);
        return round.body?.status === 'settled' && round.body;
      });
      const view = await platformView(member);
      expect(view.bets).toEqual([
        expect.objectContaining({ roundId, stake: '10.00', payout: settled.payout, status: 'settled' }),
      ]);
      expect(view.balance).toBe(
        m.text(m.minor('100.00') - m.minor('10.00') + m.minor(settled.payout as string)),
      );
      const bets = gate.calls('bet', roundId);
      expect(bets.length).toBeGreaterThanOrEqual(2);
      expect(new Set(bets.map((call) => call.raw)).size).toBe(1);
      expect(gate.calls('win', roundId)).toHaveLength(1);
      expect(gate.calls('rollback', roundId)).toHaveLength(0);
    },
    TEST_MS,
  );

  it(
    'rolls back a bet that never reached the platform once it stays unknown, and the late bet is refused',
    async () => {
      const member = await fundedMember('100.00');
      const { client } = await sit(member, 'Dice');
      gate.rule('bet', 'hold-request', ofPlayer(member));
      const held = gate.held('bet', 'hold-request');
      const request = inFlight(client('POST', '/studio-api/v1/rounds', { bet: DICE }));
      const bet = await held;
      const roundId = String(bet.body.roundId);
      await site.killStudio();
      await request;
      // The platform stays out of reach for this player's bets past the time a bet may stay unknown (60 s in
      // service, 3 s here): recovery takes the stake back instead of asking for it long after the round.
      gate.heal();
      gate.rule('bet', 'refuse', ofPlayer(member));
      await site.restartStudio({ env: { STUDIO_BET_GIVE_UP_MS: '3000' } });

      const refunded = await until('the round refunded', async () => {
        const round = await client('GET', `/studio-api/v1/rounds/${roundId}`);
        return round.body?.status === 'refunded' && round.body;
      });
      expect(refunded).toMatchObject({ stake: '10.00', payout: '0.00' });
      expect(gate.calls('rollback', roundId)).toHaveLength(1);
      expect(gate.calls('win', roundId)).toHaveLength(1);
      expect(await platformView(member)).toEqual({ balance: '100.00', bets: [] });

      // The bet that was lost in the network arrives after all: the rollback's tombstone refuses it.
      const late = await fetch(`${site.baseUrl}/wallet-api/v1/bet`, {
        method: 'POST',
        headers: bet.headers,
        body: bet.raw,
      });
      expect(await late.json()).toMatchObject({ status: 'TRANSACTION_ROLLED_BACK' });
      expect(await platformView(member)).toEqual({ balance: '100.00', bets: [] });
    },
    TEST_MS,
  );

  it(
    'rolls back a bet the platform applied but never answered once it stays unknown, refunding it once',
    async () => {
      const member = await fundedMember('100.00');
      const { client } = await sit(member, 'Dice');
      gate.rule('bet', 'hold-answer', ofPlayer(member));
      const held = gate.held('bet', 'hold-answer');
      const request = inFlight(client('POST', '/studio-api/v1/rounds', { bet: DICE }));
      const bet = await held;
      const roundId = String(bet.body.roundId);
      await site.killStudio();
      await request;
      expect((await platformView(member)).balance).toBe('90.00');
      gate.heal();
      gate.rule('bet', 'refuse', ofPlayer(member));
      await site.restartStudio({ env: { STUDIO_BET_GIVE_UP_MS: '3000' } });

      await until('the round refunded', async () => {
        const round = await client('GET', `/studio-api/v1/rounds/${roundId}`);
        return round.body?.status === 'refunded';
      });
      // The stake came back once and the platform's round is closed with nothing staked.
      const view = await platformView(member);
      expect(view.balance).toBe('100.00');
      expect(view.bets).toEqual([expect.objectContaining({ roundId, payout: '0.00', status: 'cancelled' })]);
      expect(gate.calls('rollback', roundId)).toHaveLength(1);
    },
    TEST_MS,
  );

  /** A mines round with one safe reveal behind it (a round that hits the mine is finished and another started). */
  async function minesRoundAfterAReveal(client: Client) {
    const played: { id: string; stake: string; payout: string }[] = [];
    for (let tries = 0; tries < 10; tries++) {
      const opened = await client('POST', '/studio-api/v1/rounds', {
        bet: { engine: 'mines', stake: '10.00', side: 7, mines: 3 },
      });
      expect(opened.status).toBe(201);
      const revealed = await client('POST', `/studio-api/v1/rounds/${opened.body.id}/actions`, {
        action: { type: 'reveal', cell: 24 },
      });
      expect(revealed.status).toBe(200);
      if (revealed.body.status === 'open') return { round: revealed.body, busted: played };
      expect(revealed.body).toMatchObject({ status: 'settled', payout: '0.00' });
      played.push(revealed.body);
    }
    throw new Error('ten mines rounds in a row hit a mine on the first reveal');
  }

  /** What one safe reveal of three mines in 49 cells pays on a cash-out of 10.00. */
  const oneRevealPays = (m: ReturnType<typeof moneyOf>) =>
    m.text(applyRatio(m.minor('10.00'), minesMultiplier(49, 3, 1)));

  it(
    'lets the player resume an open mines round after a restart and pays its cash-out once',
    async () => {
      const member = await fundedMember('100.00');
      const { session, client } = await sit(member, 'Mines');
      const m = moneyOf(session.currency as string);
      const { round, busted } = await minesRoundAfterAReveal(client);
      await site.killStudio();
      await site.restartStudio();

      // Back from the lobby: a new launch offers the round where it was left.
      const again = await sit(member, 'Mines');
      expect(again.session.openRound).toMatchObject({ id: round.id, status: 'open', actions: round.actions });
      const cashed = await again.client('POST', `/studio-api/v1/rounds/${round.id}/actions`, {
        action: { type: 'cashOut' },
      });
      expect(cashed.status).toBe(200);
      expect(cashed.body).toMatchObject({ status: 'settled', payout: oneRevealPays(m) });
      const late = await client('POST', `/studio-api/v1/rounds/${round.id}/actions`, {
        action: { type: 'cashOut' },
      });
      expect(late).toMatchObject({ status: 409, body: { code: 'ROUND_FINISHED' } });

      const view = await platformView(member);
      expect(view.bets.filter((bet) => bet.roundId === round.id)).toEqual([
        expect.objectContaining({ stake: '10.00', payout: oneRevealPays(m), status: 'settled' }),
      ]);
      expect(view.bets).toHaveLength(busted.length + 1);
      const staked = m.minor('10.00') * BigInt(busted.length + 1);
      expect(view.balance).toBe(m.text(m.minor('100.00') - staked + m.minor(oneRevealPays(m))));
      expect(gate.calls('win', round.id)).toHaveLength(1);
    },
    TEST_MS,
  );

  it(
    'settles an open mines round left behind by the kill through recovery, once, as it stood',
    async () => {
      const member = await fundedMember('100.00');
      const { session, client } = await sit(member, 'Mines');
      const m = moneyOf(session.currency as string);
      const { round, busted } = await minesRoundAfterAReveal(client);
      await site.killStudio();
      // Nobody comes back: recovery cashes the round out as it stands once it waited long enough for a move
      // (24 hours in service, 2 s here).
      await site.restartStudio({
        env: { STUDIO_ABANDON_AFTER_MS: '2000', STUDIO_RECOVERY_INTERVAL_MS: '500' },
      });

      const settled = await until('the round settled by recovery', async () => {
        const found = await client('GET', `/studio-api/v1/rounds/${round.id}`);
        return found.body?.status === 'settled' && found.body;
      });
      expect(settled).toMatchObject({
        payout: oneRevealPays(m),
        actions: [...round.actions, { type: 'cashOut' }],
      });
      const view = await platformView(member);
      expect(view.bets.filter((bet) => bet.roundId === round.id)).toEqual([
        expect.objectContaining({ stake: '10.00', payout: oneRevealPays(m), status: 'settled' }),
      ]);
      const staked = m.minor('10.00') * BigInt(busted.length + 1);
      expect(view.balance).toBe(m.text(m.minor('100.00') - staked + m.minor(oneRevealPays(m))));
      expect(gate.calls('win', round.id)).toHaveLength(1);
      // The player coming back finds nothing to resume, and the round takes no more moves.
      const again = await sit(member, 'Mines');
      expect(again.session.openRound).toBeNull();
      const late = await again.client('POST', `/studio-api/v1/rounds/${round.id}/actions`, {
        action: { type: 'reveal', cell: 0 },
      });
      expect(late).toMatchObject({ status: 409, body: { code: 'ROUND_FINISHED' } });
    },
    TEST_MS,
  );

  it(
    'left no launch token in the clear in the studio database files',
    async () => {
      // Killed once more so the scan reads files nothing writes to; committed rows are in them (WAL or pages).
      await site.killStudio();
      const files = readdirSync(path.join(site.dataDir, 'studio'), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name));
      expect(files.length).toBeGreaterThan(10);
      expect(launchTokens.length).toBeGreaterThanOrEqual(8);
      const contents = files.map((file) => ({ file, bytes: readFileSync(file) }));
      // The scan does see what the studio stored in the clear: a bet's transaction id, say.
      const transactionId = String(gate.calls('bet')[0]!.body.transactionId);
      expect(contents.some(({ bytes }) => bytes.includes(transactionId))).toBe(true);
      const found = contents.filter(({ bytes }) => launchTokens.some((token) => bytes.includes(token)));
      expect(found.map(({ file }) => file)).toEqual([]);
    },
    TEST_MS,
  );
});
