import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { platformApi } from './support/api.ts';
import { startSite, type RunningSite } from './support/studio.ts';
import {
  DICE,
  inFlight,
  minesRoundAfterAReveal,
  moneyOf,
  ofPlayer,
  oneRevealPays,
  platformViewOf,
  registerFundedMember,
  sitAt,
  TEST_MS,
  until,
  type Member,
} from './support/studio-kill-kit.ts';
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

const gameIds = new Map<string, number>();
/** Every real-money launch token the tests handed the studio. */
const launchTokens: string[] = [];

const fundedMember = (amount: string) => registerFundedMember(calls, operator, amount);
const sit = (member: Member, name: 'Dice' | 'Mines') =>
  sitAt({ site, calls, gameIds, launchTokens }, member, name);
const platformView = (member: Member) => platformViewOf(calls, member);

describe('killing the studio mid-round', () => {
  it(
    'pays a win held in flight exactly once after a restart (the platform had applied it)',
    async () => {
      const member = await fundedMember('100.00');
      const { session, client } = await sit(member, 'Dice');
      const m = moneyOf(session.currency as string);
      gate.rule('win', 'hold-answer', ofPlayer(member));
      const held = gate.held('win', 'hold-answer');
      const request = inFlight(client.call('POST', '/studio-api/v1/rounds', { bet: DICE }));
      const win = await held;
      const roundId = String(win.body.roundId);
      // The platform has credited the win; the studio has not heard so. Nothing of the round is answered.
      await site.killStudio();
      await request;
      gate.heal();
      await site.restartStudio();

      // Recovery sends the same win again: the platform answers from its record and moves nothing.
      const view = await until('the round settled on the platform and in the studio', async () => {
        const round = await client.call('GET', `/studio-api/v1/rounds/${roundId}`);
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
      expect((await client.call('GET', '/studio-api/v1/balance')).body.balance).toBe(view.view.balance);
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
      const request = inFlight(client.call('POST', '/studio-api/v1/rounds', { bet: DICE }));
      const bet = await held;
      const roundId = String(bet.body.roundId);
      await site.killStudio();
      await request;
      gate.heal();
      await site.restartStudio();

      // The bet is sent again under its transaction id (the platform replays it), the outcome fixed before the
      // stake was asked is computed, and its win paid.
      const settled = await until('the round settled', async () => {
        const round = await client.call('GET', `/studio-api/v1/rounds/${roundId}`);
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
      const request = inFlight(client.call('POST', '/studio-api/v1/rounds', { bet: DICE }));
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
        const round = await client.call('GET', `/studio-api/v1/rounds/${roundId}`);
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
      const request = inFlight(client.call('POST', '/studio-api/v1/rounds', { bet: DICE }));
      const bet = await held;
      const roundId = String(bet.body.roundId);
      await site.killStudio();
      await request;
      expect((await platformView(member)).balance).toBe('90.00');
      gate.heal();
      gate.rule('bet', 'refuse', ofPlayer(member));
      await site.restartStudio({ env: { STUDIO_BET_GIVE_UP_MS: '3000' } });

      await until('the round refunded', async () => {
        const round = await client.call('GET', `/studio-api/v1/rounds/${roundId}`);
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
      const cashed = await again.client.call('POST', `/studio-api/v1/rounds/${round.id}/actions`, {
        action: { type: 'cashOut' },
      });
      expect(cashed.status).toBe(200);
      expect(cashed.body).toMatchObject({ status: 'settled', payout: oneRevealPays(m) });
      const late = await client.call('POST', `/studio-api/v1/rounds/${round.id}/actions`, {
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
        const found = await client.call('GET', `/studio-api/v1/rounds/${round.id}`);
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
      const late = await again.client.call('POST', `/studio-api/v1/rounds/${round.id}/actions`, {
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
