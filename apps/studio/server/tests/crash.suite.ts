import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCrash, type CrashService } from '../crash/loop.ts';
import {
  fundedMember,
  INHOUSE,
  platformView,
  sit,
  studioClient,
  type Harness,
} from '../test-support/harness.ts';
import { minor, thb } from '../test-support/rounds.ts';
import type { SuiteContext } from '../test-support/suite.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads `round` events off the public event stream, as a browser's EventSource would. */
async function listen(url: string) {
  const events: { id: string; phase: string; point: string | null }[] = [];
  const controller = new AbortController();
  const response = await fetch(`${url}/studio-api/v1/crash/events`, { signal: controller.signal });
  expect(response.headers.get('content-type')).toBe('text/event-stream');
  const reader = response.body!.getReader();
  void (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += new TextDecoder().decode(value);
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (block.startsWith('event: round') && data) events.push(JSON.parse(data));
      }
    }
  })();
  return { events, stop: () => controller.abort() };
}

export function crashSuite(ctx: SuiteContext) {
  describe('crash: shared rounds', () => {
    let h: Harness;
    let crash: CrashService;
    beforeAll(() => {
      h = ctx.h;
      crash = startCrash(h.studio);
    });
    afterAll(() => crash.stop());

    it('takes bets while betting, pays auto and manual cash-outs by the server clock, settles the rest at the crash', async () => {
      const players = await Promise.all(['10.00', '10.00', '10.00'].map((b) => fundedMember(h, b)));
      const [auto, manual, holder] = await Promise.all(players.map((p) => sit(h, p, INHOUSE.crash)));
      const stream = await listen(h.studioUrl);
      // Wait for a round that takes bets long enough for three players.
      let state = (await auto!.client.get('/studio-api/v1/crash')).body;
      while (state.round?.phase !== 'betting' || Date.parse(state.round.bettingEndsAt) - Date.now() < 1_500) {
        await wait(20);
        state = (await auto!.client.get('/studio-api/v1/crash')).body;
      }
      const roundId = state.round.id;
      expect(state.terminalHash).toMatch(/^[0-9a-f]{64}$/);
      const placed = await Promise.all([
        auto!.client.post('/studio-api/v1/crash/bets', { stake: '2.00', autoCashOut: '1.50' }),
        manual!.client.post('/studio-api/v1/crash/bets', { stake: '3.00' }),
        holder!.client.post('/studio-api/v1/crash/bets', { stake: '4.00', autoCashOut: '1000000.00' }),
      ]);
      for (const bet of placed) expect(bet.status, JSON.stringify(bet.body)).toBe(201);
      expect(placed[0]!.body).toMatchObject({
        roundId,
        stake: '2.00',
        autoCashOut: '1.50',
        status: 'active',
        cashOut: null,
      });
      const twice = await auto!.client.post('/studio-api/v1/crash/bets', { stake: '2.00' });
      expect([twice.status, twice.body.code]).toEqual([409, 'ROUND_OPEN']);
      // The stakes left the players' balances at once.
      expect((await platformView(h, players[0]!)).balance).toBe('8.00');
      // The manual player cashes out as soon as the server lets them.
      let cashed: { status: number; body: { cashOut: string; payout: string; code?: string } } | undefined;
      for (;;) {
        const answer = await manual!.client.post('/studio-api/v1/crash/cash-out');
        if (answer.status === 409 && ['ROUND_NOT_STARTED', 'CASH_OUT_TOO_EARLY'].includes(answer.body.code)) {
          await wait(10);
          continue;
        }
        cashed = answer;
        break;
      }
      const late = await holder!.client.post('/studio-api/v1/crash/bets', { stake: '1.00' });
      expect([late.status, late.body.code]).toEqual([409, 'ROUND_STARTED']);
      while ((await auto!.client.get('/studio-api/v1/crash')).body.history[0]?.id !== roundId) await wait(20);
      const crashed = (await auto!.client.get('/studio-api/v1/crash')).body.history[0];
      const point = minor(crashed.point);
      expect(crashed).toMatchObject({
        id: roundId,
        phase: 'crashed',
        hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
      if (cashed!.status === 200) {
        expect(minor(cashed!.body.cashOut)).toBeLessThan(point);
        expect(cashed!.body.payout).toBe(thb((300n * minor(cashed!.body.cashOut)) / 100n));
      } else expect(cashed!.body.code).toBe('ROUND_CRASHED');
      // Every win reaches the platform: each player's balance and record agree with their bet.
      const expected = [
        point >= 150n ? 300n : 0n,
        cashed!.status === 200 ? minor(cashed!.body.payout) : 0n,
        0n,
      ];
      for (const [i, session] of [auto!, manual!, holder!].entries()) {
        let bet = (await session.client.get('/studio-api/v1/rounds')).body.items[0];
        while (bet.status !== 'settled') {
          await wait(20);
          bet = (await session.client.get(`/studio-api/v1/rounds/${bet.id}`)).body;
        }
        expect(bet).toMatchObject({
          engine: 'crash',
          payout: thb(expected[i]!),
          fairness: { crashRoundId: roundId },
          // Every bet's history shows where the round crashed once it has, cashed out before it or not.
          result: expect.objectContaining({ point: crashed.point }),
        });
        const view = await platformView(h, players[i]!);
        expect(view.bets).toEqual([
          expect.objectContaining({
            roundId: bet.id,
            stake: bet.stake,
            payout: bet.payout,
            status: 'settled',
          }),
        ]);
        expect(view.balance).toBe(thb(1000n - minor(bet.stake) + expected[i]!));
      }
      // Anyone checks the round against the chain published before it.
      const verified = await studioClient(h.studioUrl).get(`/studio-api/v1/crash/verify?roundId=${roundId}`);
      expect(verified.body).toMatchObject({
        hash: crashed.hash,
        point: crashed.point,
        terminalHash: state.terminalHash,
        chainValid: true,
      });
      const byHash = await studioClient(h.studioUrl).get(`/studio-api/v1/crash/verify?hash=${crashed.hash}`);
      expect(byHash.body.chainValid).toBe(true);
      const current = (await auto!.client.get('/studio-api/v1/crash')).body.round;
      if (current.phase !== 'crashed')
        expect(
          (await studioClient(h.studioUrl).get(`/studio-api/v1/crash/verify?roundId=${current.id}`)).status,
        ).toBe(404);
      // The event stream told of each phase of the round, the point only at the crash.
      stream.stop();
      const phases = stream.events.filter((e) => e.id === roundId);
      expect(phases.map((e) => e.phase)).toEqual(expect.arrayContaining(['running', 'crashed']));
      expect(phases.filter((e) => e.phase !== 'crashed').every((e) => e.point === null)).toBe(true);
    });

    it('refuses bad crash bets with 400 and crash calls from another game', async () => {
      const member = await fundedMember(h, '5.00');
      const { client } = await sit(h, member, INHOUSE.crash);
      for (const body of [
        { stake: 'x' },
        { stake: '1.00', autoCashOut: '1.00' },
        { stake: '1.00', autoCashOut: 'high' },
        {},
      ]) {
        const answer = await client.post('/studio-api/v1/crash/bets', body);
        expect([answer.status, answer.body.code], JSON.stringify(body)).toEqual([400, 'VALIDATION_FAILED']);
      }
      const dice = (await sit(h, member, INHOUSE.dice)).client;
      expect((await dice.post('/studio-api/v1/crash/bets', { stake: '1.00' })).status).toBe(400);
      expect((await studioClient(h.studioUrl).get('/studio-api/v1/crash/verify?roundId=abc')).status).toBe(
        400,
      );
      expect((await platformView(h, member)).balance).toBe('5.00');
    });
  });
}
