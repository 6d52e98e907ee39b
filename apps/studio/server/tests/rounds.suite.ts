import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { recoverDueRounds } from '../recovery/job.ts';
import {
  fundedMember,
  INHOUSE,
  platformView,
  sit,
  studioClient,
  type Harness,
} from '../test-support/harness.ts';
import { expectRecorded, minor, thb } from '../test-support/rounds.ts';
import type { SuiteContext } from '../test-support/suite.ts';

export function roundsSuite(ctx: SuiteContext) {
  let h: Harness;
  beforeAll(() => {
    h = ctx.h;
  });

  describe('a round end to end', () => {
    it.each([
      ['slot', INHOUSE.slot, { engine: 'slot', coinValue: '0.10', level: 1 }],
      [
        'roulette',
        INHOUSE.roulette,
        {
          engine: 'roulette',
          bets: [
            { type: 'straight', numbers: [17], amount: '1.00' },
            { type: 'red', amount: '5.00' },
            { type: 'dozen', index: 2, amount: '2.50' },
          ],
        },
      ],
      ['dice', INHOUSE.dice, { engine: 'dice', stake: '12.34', direction: 'over', target: 4999 }],
      [
        'sic bo',
        INHOUSE.sicbo,
        {
          engine: 'sicbo',
          bets: [
            { type: 'big', amount: '3.00' },
            { type: 'total', value: 10, amount: '1.00' },
          ],
        },
      ],
      [
        'baccarat',
        INHOUSE.baccarat,
        {
          engine: 'baccarat',
          bets: [
            { type: 'banker', amount: '10.00' },
            { type: 'tie', amount: '1.00' },
          ],
        },
      ],
      ['plinko', INHOUSE.plinko, { engine: 'plinko', stake: '2.00', rows: 16, risk: 'high' }],
    ])(
      '%s: one bet and one win on the platform, balance and record agreeing with the round',
      async (_name, gameCode, bet) => {
        const member = await fundedMember(h, '500.00');
        const { client } = await sit(h, member, gameCode);
        for (let i = 0; i < 3; i++) {
          const before = minor((await platformView(h, member)).balance);
          const played = await client.post('/studio-api/v1/rounds', { bet });
          expect(played.status, JSON.stringify(played.body)).toBe(201);
          const round = played.body;
          expect(round).toMatchObject({ status: 'settled', bet, fairness: { nonce: i, serverSeed: null } });
          const view = await expectRecorded(h, member, round);
          expect(view.balance).toBe(thb(before - minor(round.stake) + minor(round.payout)));
          expect(round.balance).toBe(view.balance);
          expect((await client.get(`/studio-api/v1/rounds/${round.id}`)).body).toEqual(round);
        }
        const history = await client.get('/studio-api/v1/rounds');
        expect(history.body.total).toBe(3);
        expect(history.body.items.map((r: { fairness: { nonce: number } }) => r.fairness.nonce)).toEqual([
          2, 1, 0,
        ]);
      },
    );

    it('plays mines move by move: the round stays open, resumes with the session, settles on cash-out or a mine', async () => {
      const member = await fundedMember(h, '500.00');
      const { client, token } = await sit(h, member, INHOUSE.mines);
      let cashedOut = false;
      let busted = false;
      for (let attempt = 0; attempt < 30 && !(cashedOut && busted); attempt++) {
        const before = minor((await platformView(h, member)).balance);
        const opened = await client.post('/studio-api/v1/rounds', {
          bet: { engine: 'mines', stake: '5.00', side: 5, mines: 3 },
        });
        expect(opened.status).toBe(201);
        expect(opened.body).toMatchObject({
          status: 'open',
          payout: '0.00',
          result: { status: 'playing', mines: null },
        });
        const id = opened.body.id;
        // The stake is taken at once; the platform's round stays open while the player plays.
        expect((await platformView(h, member)).balance).toBe(thb(before - 500n));
        const another = await client.post('/studio-api/v1/rounds', {
          bet: { engine: 'mines', stake: '5.00', side: 5, mines: 3 },
        });
        expect([another.status, another.body.code]).toEqual([409, 'ROUND_OPEN']);
        const reopened = await studioClient(h.studioUrl).post('/studio-api/v1/sessions', {
          token,
          vassalage: 'INHOUSE',
          gameCode: INHOUSE.mines,
          mode: 'real',
        });
        expect(reopened.body.openRound).toMatchObject({ id, status: 'open' });
        let round = opened.body;
        // Three reveals, then a cash-out the first time; once cashed out, reveal on until a mine.
        for (let cell = 0; cell < 25 && round.status === 'open' && (cashedOut || cell < 3); cell++) {
          const moved = await client.post(`/studio-api/v1/rounds/${id}/actions`, {
            action: { type: 'reveal', cell },
          });
          expect(moved.status).toBe(200);
          round = moved.body;
        }
        if (round.status === 'open')
          round = (await client.post(`/studio-api/v1/rounds/${id}/actions`, { action: { type: 'cashOut' } }))
            .body;
        expect(round.status).toBe('settled');
        expect(round.result.mines).toHaveLength(3);
        if (round.result.status === 'cashedOut') {
          expect(minor(round.payout)).toBeGreaterThan(500n);
          cashedOut = true;
        } else {
          expect(round).toMatchObject({ payout: '0.00', result: { status: 'busted' } });
          busted = true;
        }
        expect(round.actions.length).toBeGreaterThan(0);
        const view = await expectRecorded(h, member, round);
        expect(view.balance).toBe(thb(before - 500n + minor(round.payout)));
        const late = await client.post(`/studio-api/v1/rounds/${id}/actions`, {
          action: { type: 'cashOut' },
        });
        expect([late.status, late.body.code]).toEqual([409, 'ROUND_FINISHED']);
      }
      expect([cashedOut, busted]).toEqual([true, true]);
    });

    it('plays hi-lo: skips, guesses and a cash-out at the product of the odds', async () => {
      const member = await fundedMember(h, '100.00');
      const { client } = await sit(h, member, INHOUSE.hilo);
      for (let attempt = 0; attempt < 20; attempt++) {
        const opened = (
          await client.post('/studio-api/v1/rounds', { bet: { engine: 'hilo', stake: '1.00' } })
        ).body;
        const skip = await client.post(`/studio-api/v1/rounds/${opened.id}/actions`, {
          action: { type: 'skip' },
        });
        const early = await client.post(`/studio-api/v1/rounds/${opened.id}/actions`, {
          action: { type: 'cashOut' },
        });
        // Nothing risked yet: the engine refuses a cash-out before a guess.
        expect([early.status, early.body.code]).toEqual([400, 'VALIDATION_FAILED']);
        const card = skip.body.result.steps[0].card.rank;
        const guess = card <= 7 ? 'higher' : 'lower';
        const guessed = (
          await client.post(`/studio-api/v1/rounds/${opened.id}/actions`, { action: { type: guess } })
        ).body;
        if (guessed.status !== 'open') {
          expect(guessed).toMatchObject({ status: 'settled', payout: '0.00' });
          continue;
        }
        const paid = (
          await client.post(`/studio-api/v1/rounds/${opened.id}/actions`, { action: { type: 'cashOut' } })
        ).body;
        expect(paid).toMatchObject({ status: 'settled', result: { status: 'cashedOut' } });
        await expectRecorded(h, member, paid);
        return;
      }
      throw new Error('no guess won in 20 rounds');
    });
  });

  describe('refusals move no money', () => {
    it('answers 402 INSUFFICIENT_FUNDS for a stake above the balance, and nothing is recorded', async () => {
      const member = await fundedMember(h, '3.00');
      const { client } = await sit(h, member, INHOUSE.dice);
      const refused = await client.post('/studio-api/v1/rounds', {
        bet: { engine: 'dice', stake: '3.01', direction: 'under', target: 5000 },
      });
      expect([refused.status, refused.body.code]).toEqual([402, 'INSUFFICIENT_FUNDS']);
      expect(await platformView(h, member)).toEqual({ balance: '3.00', bets: [] });
      expect((await client.get('/studio-api/v1/rounds')).body).toEqual({ items: [], total: 0 });
    });

    it('answers 400 naming the field for bad bets and moves, before any round is saved', async () => {
      const member = await fundedMember(h, '50.00');
      const dice = (await sit(h, member, INHOUSE.dice)).client;
      const roulette = (await sit(h, member, INHOUSE.roulette)).client;
      const slot = (await sit(h, member, INHOUSE.slot)).client;
      const mines = (await sit(h, member, INHOUSE.mines)).client;
      const cases: [typeof dice, unknown, string][] = [
        [dice, { engine: 'dice', stake: '1.234', direction: 'over', target: 5000 }, 'bet.stake'],
        [dice, { engine: 'dice', stake: '-1.00', direction: 'over', target: 5000 }, 'bet.stake'],
        [dice, { engine: 'dice', stake: 'ten', direction: 'over', target: 5000 }, 'bet.stake'],
        [dice, { engine: 'dice', stake: '1.00', direction: 'sideways', target: 5000 }, 'bet.direction'],
        [dice, { engine: 'dice', stake: '1.00', direction: 'over', target: 9990 }, 'bet'],
        [dice, { engine: 'dice', stake: '0.01', direction: 'over', target: 5000 }, 'bet'],
        [dice, { engine: 'plinko', stake: '1.00', rows: 8, risk: 'low' }, 'bet.engine'],
        [dice, 'not an object', 'bet'],
        [roulette, { engine: 'roulette', bets: [{ type: 'split', numbers: [1, 5], amount: '1.00' }] }, 'bet'],
        [roulette, { engine: 'roulette', bets: [] }, 'bet.bets'],
        [slot, { engine: 'slot', coinValue: '0.03', level: 1 }, 'bet.coinValue'],
        [slot, { engine: 'slot', coinValue: '0.10', level: 999 }, 'bet'],
        [mines, { engine: 'mines', stake: '1.00', side: 5, mines: 25 }, 'bet'],
        [mines, { engine: 'mines', stake: '1.00', side: 9, mines: 3 }, 'bet.side'],
      ];
      for (const [client, bet, field] of cases) {
        const answer = await client.post('/studio-api/v1/rounds', { bet });
        expect([answer.status, answer.body.code], JSON.stringify(bet)).toEqual([400, 'VALIDATION_FAILED']);
        expect(Object.keys(answer.body.fields ?? {}), JSON.stringify(bet)).toContain(field);
      }
      const unreadable = await fetch(`${h.studioUrl}/studio-api/v1/rounds`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${(await sit(h, member, INHOUSE.dice)).session.session}`,
        },
        body: '{"bet":',
      });
      expect(unreadable.status).toBe(400);
      const badMove = await mines.post('/studio-api/v1/rounds/not-a-round/actions', {
        action: { type: 'reveal', cell: 1 },
      });
      expect(badMove.status).toBe(400);
      const tooLarge = await dice.post('/studio-api/v1/rounds', {
        bet: { engine: 'dice', stake: '10000.01', direction: 'over', target: 5000 },
      });
      expect([tooLarge.status, tooLarge.body.code]).toEqual([403, 'LIMIT_REACHED']);
      expect(await platformView(h, member)).toEqual({ balance: '50.00', bets: [] });
      expect((await dice.get('/studio-api/v1/fairness')).body.nonce).toBe(0);
    });
  });

  describe('concurrency', () => {
    it('takes 50 simultaneous rounds of one player beyond the balance without an overdraft', async () => {
      const member = await fundedMember(h, '100.00');
      const { client } = await sit(h, member, INHOUSE.roulette);
      // 2.00 on each of the 37 numbers: a round stakes 74.00 and pays back exactly 72.00, whatever the
      // pocket, so however the rounds interleave at most 14 fit in 100.00 and the rest must be refused.
      const everyNumber = Array.from({ length: 37 }, (_, n) => ({
        type: 'straight',
        numbers: [n],
        amount: '2.00',
      }));
      const answers = await Promise.all(
        Array.from({ length: 50 }, () =>
          client.post('/studio-api/v1/rounds', { bet: { engine: 'roulette', bets: everyNumber } }),
        ),
      );
      // On a loaded machine some may outlast the request's wallet budget (503): recovery completes them.
      for (const answer of answers) expect([201, 402, 503]).toContain(answer.status);
      await h.studioDb.db.execute(
        sql`update rounds set next_attempt_at = now() where status like 'pending-%'`,
      );
      while ((await recoverDueRounds(h.studio)) > 0);
      const settled = (await client.get('/studio-api/v1/rounds?page=1')).body.total;
      const rounds = [];
      for (let page = 1; rounds.length < settled; page++)
        rounds.push(...(await client.get(`/studio-api/v1/rounds?page=${page}`)).body.items);
      expect(rounds.every((r) => r.status === 'settled')).toBe(true);
      expect(rounds.length).toBeGreaterThanOrEqual(1);
      expect(rounds.length).toBeLessThanOrEqual(14);
      for (const round of rounds) expect([round.stake, round.payout]).toEqual(['74.00', '72.00']);
      const view = await platformView(h, member);
      expect(minor(view.balance)).toBeGreaterThanOrEqual(0n);
      const expected = rounds.reduce((sum, r) => sum - minor(r.stake) + minor(r.payout), 10_000n);
      expect(view.balance).toBe(thb(expected));
      expect(view.bets).toHaveLength(rounds.length);
      for (const round of rounds) await expectRecorded(h, member, round);
      // Every round took its own nonce, refused ones included (a nonce is spent when the round is saved).
      const nonces = rounds.map((r) => r.fairness.nonce);
      expect(new Set(nonces).size).toBe(rounds.length);
    });
  });
}
