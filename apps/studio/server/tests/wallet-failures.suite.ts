import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client.ts';
import { recoverDueRounds } from '../recovery/job.ts';
import {
  fundedMember,
  INHOUSE,
  platformView,
  sit,
  studioClient,
  type Harness,
  type StudioProcess,
} from '../test-support/harness.ts';
import type { WalletProxy } from '../test-support/proxy.ts';
import { minor, thb } from '../test-support/rounds.ts';
import { TEST_TUNING, type SuiteContext } from '../test-support/suite.ts';

export function walletFailuresSuite(ctx: SuiteContext) {
  let h: Harness;
  let proxy: WalletProxy;
  beforeAll(() => {
    h = ctx.h;
    proxy = ctx.proxy;
  });

  const DICE = { engine: 'dice', stake: '10.00', direction: 'under', target: 5000 };

  /** As if the request's time had passed: recovery may take the round now. */
  const dueNow = () =>
    h.studioDb.db.execute(sql`update rounds set next_attempt_at = now() where status like 'pending-%'`);

  async function roundRow(id: string) {
    return rowsOf<{ status: string; attempts: number }>(
      await h.studioDb.db.execute(sql`select status, attempts from rounds where id = ${id}`),
    )[0]!;
  }

  async function onlyRound(client: Awaited<ReturnType<typeof sit>>['client']) {
    const listed = (await client.get('/studio-api/v1/rounds')).body;
    expect(listed.total).toBe(1);
    return listed.items[0];
  }

  /** The platform moved the money of exactly this round once: one record agreeing with it, balance to the cent. */
  async function expectSettledOnce(
    member: Parameters<typeof platformView>[1],
    round: { id: string; stake: string; payout: string },
    start: string,
  ) {
    const view = await platformView(h, member);
    expect(view.bets).toHaveLength(1);
    expect(view.bets[0]).toMatchObject({
      roundId: round.id,
      stake: round.stake,
      payout: round.payout,
      status: 'settled',
    });
    expect(view.balance).toBe(thb(minor(start) - minor(round.stake) + minor(round.payout)));
  }

  describe('unknown wallet answers are repeated with the same transaction id', () => {
    it('repeats a bet and a win the platform applied but answered INTERNAL_ERROR, moving the money once', async () => {
      const member = await fundedMember(h, '100.00');
      const { client } = await sit(h, member, INHOUSE.dice);
      proxy.fail('bet', 'internal-error', 2);
      proxy.fail('win', 'internal-error', 2);
      const played = await client.post('/studio-api/v1/rounds', { bet: DICE });
      expect(played.status).toBe(201);
      expect(played.body.status).toBe('settled');
      for (const path of ['bet', 'win']) {
        const calls = proxy.calls(path).filter((c) => c.body.roundId === played.body.id);
        expect(calls.map((c) => c.fault)).toEqual(['internal-error', 'internal-error', undefined]);
        expect(new Set(calls.map((c) => JSON.stringify(c.body))).size).toBe(1);
      }
      await expectSettledOnce(member, played.body, '100.00');
    });

    it('repeats calls whose answer timed out or whose connection dropped', async () => {
      const member = await fundedMember(h, '100.00');
      const { client } = await sit(h, member, INHOUSE.dice);
      proxy.fail('bet', 'timeout', 1);
      proxy.fail('win', 'drop', 1);
      const played = await client.post('/studio-api/v1/rounds', { bet: DICE });
      expect(played.body.status).toBe('settled');
      expect(proxy.calls('bet').filter((c) => c.body.roundId === played.body.id)).toHaveLength(2);
      await expectSettledOnce(member, played.body, '100.00');
    });
  });

  /** The studio process dies; `count` fresh ones start on the same database, the first serving players. */
  async function killAndRestart(
    count: number,
    options: Parameters<Harness['restart']>[0] = {},
  ): Promise<StudioProcess[]> {
    await h.app.close();
    const started: StudioProcess[] = [];
    for (let i = 0; i < count; i++) started.push(await h.restart(options));
    h.use(started[0]!);
    return started;
  }

  /** Recovery run by every process at once, until nothing is due: answers how many round steps each pass took. */
  async function recoverEverywhere(processes: StudioProcess[]) {
    await dueNow();
    return (await Promise.all(processes.map((p) => recoverDueRounds(p.studio)))).reduce((a, b) => a + b, 0);
  }

  describe('recovery completes interrupted rounds exactly once', () => {
    it.each([
      ['the bet never reached the platform', 'bet', 'refuse'],
      ['the bet was taken but its answer was lost', 'bet', 'drop'],
      ['the win was paid but its answer was lost', 'win', 'drop'],
      ['the win never reached the platform', 'win', 'refuse'],
    ] as const)('%s, and the process died', async (_case, path, fault) => {
      const member = await fundedMember(h, '100.00');
      const { session, client } = await sit(h, member, INHOUSE.dice);
      proxy.fail(path, fault);
      const played = await client.post('/studio-api/v1/rounds', { bet: DICE });
      if (path === 'bet') expect([played.status, played.body.code]).toEqual([503, 'WALLET_UNAVAILABLE']);
      // An unknown win still shows the round: its outcome is fixed, its payout pending.
      else expect([played.status, played.body.status]).toEqual([201, 'pending']);
      const pending = await onlyRound(client);
      expect(pending.status).toBe('pending');
      proxy.heal();
      const processes = await killAndRestart(2);
      expect(await recoverEverywhere(processes)).toBeGreaterThanOrEqual(1);
      const after = studioClient(h.studioUrl, session.session);
      const round = (await after.get(`/studio-api/v1/rounds/${pending.id}`)).body;
      expect(round.status).toBe('settled');
      await expectSettledOnce(member, round, '100.00');
      // Nothing is left to do: more passes change nothing.
      expect(await recoverEverywhere(processes)).toBe(0);
      await expectSettledOnce(member, round, '100.00');
      expect((await after.get('/studio-api/v1/balance')).body.balance).toBe(
        (await platformView(h, member)).balance,
      );
    });

    it('completes an interrupted round when the player comes back, before showing the session', async () => {
      const member = await fundedMember(h, '100.00');
      const { client, token } = await sit(h, member, INHOUSE.dice);
      proxy.fail('win', 'refuse');
      const played = await client.post('/studio-api/v1/rounds', { bet: DICE });
      expect(played.body.status).toBe('pending');
      proxy.heal();
      const back = await studioClient(h.studioUrl).post('/studio-api/v1/sessions', {
        token,
        vassalage: 'INHOUSE',
        gameCode: INHOUSE.dice,
        mode: 'real',
      });
      expect(back.body.openRound).toBeNull();
      const round = (await client.get(`/studio-api/v1/rounds/${played.body.id}`)).body;
      expect(round.status).toBe('settled');
      await expectSettledOnce(member, round, '100.00');
      expect(back.body.balance).toBe((await platformView(h, member)).balance);
    });

    it('rolls back a bet whose outcome stays unknown, and the platform closes the round with nothing staked', async () => {
      const member = await fundedMember(h, '100.00');
      const { session, client } = await sit(h, member, INHOUSE.dice);
      proxy.fail('bet', 'drop');
      const played = await client.post('/studio-api/v1/rounds', { bet: DICE });
      expect(played.status).toBe(503);
      // Taken at the platform, but we cannot learn it: after betGiveUpMs the bet is rolled back.
      expect((await platformView(h, member)).balance).toBe('90.00');
      const [next] = await killAndRestart(1, { tuning: { ...TEST_TUNING, betGiveUpMs: 0 } });
      await recoverEverywhere([next!]);
      proxy.heal();
      while ((await recoverEverywhere([next!])) > 0);
      const id = (await onlyRound(studioClient(h.studioUrl, session.session))).id;
      const round = (await studioClient(h.studioUrl, session.session).get(`/studio-api/v1/rounds/${id}`))
        .body;
      expect(round).toMatchObject({ status: 'refunded', payout: '0.00', result: null });
      const view = await platformView(h, member);
      expect(view.balance).toBe('100.00');
      expect(view.bets).toEqual([
        expect.objectContaining({ roundId: id, stake: '0.00', status: 'cancelled' }),
      ]);
      const rollbacks = proxy.calls('rollback').filter((c) => c.body.roundId === id);
      expect(rollbacks[0]!.body).toMatchObject({
        referenceTransactionId: `${id}:bet`,
        transactionId: `${id}:rollback`,
      });
      expect((await roundRow(id)).status).toBe('refunded');
    });
  });

  describe('abandoned mines and hi-lo rounds', () => {
    it('cashes out a mines round left after a safe reveal, and refunds one left before any move', async () => {
      const member = await fundedMember(h, '100.00');
      const { session, client } = await sit(h, member, INHOUSE.mines);
      let played = (
        await client.post('/studio-api/v1/rounds', {
          bet: { engine: 'mines', stake: '4.00', side: 5, mines: 1 },
        })
      ).body;
      let moved = (
        await client.post(`/studio-api/v1/rounds/${played.id}/actions`, {
          action: { type: 'reveal', cell: 7 },
        })
      ).body;
      while (moved.status !== 'open') {
        // One mine in 25: a rare bust; play again.
        played = (
          await client.post('/studio-api/v1/rounds', {
            bet: { engine: 'mines', stake: '4.00', side: 5, mines: 1 },
          })
        ).body;
        moved = (
          await client.post(`/studio-api/v1/rounds/${played.id}/actions`, {
            action: { type: 'reveal', cell: 7 },
          })
        ).body;
      }
      const [next] = await killAndRestart(1, { tuning: { ...TEST_TUNING, abandonAfterMs: 0 } });
      while ((await recoverEverywhere([next!])) > 0);
      const player = studioClient(h.studioUrl, session.session);
      const cashed = (await player.get(`/studio-api/v1/rounds/${played.id}`)).body;
      // One safe reveal of 24 with one mine: 0.99 × 25/24 of the stake.
      expect(cashed).toMatchObject({ status: 'settled', payout: '4.12', result: { status: 'cashedOut' } });
      expect(cashed.actions).toEqual([{ type: 'reveal', cell: 7 }, { type: 'cashOut' }]);
      const untouched = (
        await player.post('/studio-api/v1/rounds', {
          bet: { engine: 'mines', stake: '4.00', side: 5, mines: 1 },
        })
      ).body;
      expect(untouched.status).toBe('open');
      while ((await recoverEverywhere([next!])) > 0);
      expect((await player.get(`/studio-api/v1/rounds/${untouched.id}`)).body).toMatchObject({
        status: 'refunded',
        payout: '0.00',
      });
      const view = await platformView(h, member);
      expect(view.bets.find((b) => b.roundId === untouched.id)).toMatchObject({
        status: 'cancelled',
        stake: '0.00',
      });
      expect(view.bets.find((b) => b.roundId === cashed.id)).toMatchObject({
        status: 'settled',
        payout: '4.12',
      });
      expect((await player.get('/studio-api/v1/balance')).body.balance).toBe(view.balance);
    });
  });
}
