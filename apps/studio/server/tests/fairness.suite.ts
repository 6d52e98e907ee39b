import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client.ts';
import { applyRatio, FairStream, mini } from '../engines/index.ts';
import {
  fundedMember,
  INHOUSE,
  sit,
  studioClient,
  type Call,
  type Harness,
} from '../test-support/harness.ts';
import { expectRecorded, minor, thb } from '../test-support/rounds.ts';
import type { SuiteContext } from '../test-support/suite.ts';

/**
 * Asks the public verifier to recompute a round as the studio shows it. `withGame` names the game too, as the
 * history's link does; without it the verifier works from the bet alone.
 */
function verifyShown(h: Harness, shown: Call['body'], { withGame }: { withGame: boolean }) {
  return studioClient(h.studioUrl).post('/studio-api/v1/verify', {
    serverSeed: shown.fairness.serverSeed,
    clientSeed: shown.fairness.clientSeed,
    nonce: shown.fairness.nonce,
    bet: shown.bet,
    actions: shown.actions,
    ...(withGame ? { vassalage: shown.vassalage, gameCode: shown.gameCode } : {}),
    currency: shown.currency,
  });
}

export function fairnessSuite(ctx: SuiteContext) {
  let h: Harness;
  beforeAll(() => {
    h = ctx.h;
  });

  describe('provably fair', () => {
    it('recomputes every round of a pair with the public verifier once the pair is rotated', async () => {
      const member = await fundedMember(h, '200.00');
      const games = [
        [INHOUSE.slot, { engine: 'slot', coinValue: '0.05', level: 1 }],
        [
          INHOUSE.roulette,
          { engine: 'roulette', bets: [{ type: 'corner', numbers: [0, 1, 2, 3], amount: '1.00' }] },
        ],
        [INHOUSE.dice, { engine: 'dice', stake: '1.00', direction: 'under', target: 3300 }],
      ] as const;
      const played = [];
      for (const [gameCode, bet] of games) {
        const { client } = await sit(h, member, gameCode);
        played.push((await client.post('/studio-api/v1/rounds', { bet })).body);
      }
      const { client } = await sit(h, member, INHOUSE.mines);
      const mines = (
        await client.post('/studio-api/v1/rounds', {
          bet: { engine: 'mines', stake: '1.00', side: 4, mines: 2 },
        })
      ).body;
      // The open round's layout is still secret: no rotation until it is finished. Asked before the first
      // reveal, which may hit a mine and finish the round.
      const early = await client.post('/studio-api/v1/fairness/rotate');
      expect([early.status, early.body.code]).toEqual([409, 'ROUND_OPEN']);
      const moved = (
        await client.post(`/studio-api/v1/rounds/${mines.id}/actions`, {
          action: { type: 'reveal', cell: 5 },
        })
      ).body;
      const last =
        moved.status === 'open'
          ? (await client.post(`/studio-api/v1/rounds/${mines.id}/actions`, { action: { type: 'cashOut' } }))
              .body
          : moved;
      played.push(last);
      expect(played.map((r) => r.fairness.nonce)).toEqual([0, 1, 2, 3]);
      const rotated = await client.post('/studio-api/v1/fairness/rotate');
      expect(rotated.status).toBe(200);
      expect(rotated.body.revealed).toMatchObject({
        serverSeedHash: played[0].fairness.serverSeedHash,
        nonce: 4,
      });
      expect(rotated.body.next).toMatchObject({ nonce: 0, clientSeed: played[0].fairness.clientSeed });
      expect(rotated.body.next.serverSeedHash).not.toBe(played[0].fairness.serverSeedHash);
      for (const round of played) {
        const shown = (await client.get(`/studio-api/v1/rounds/${round.id}`)).body;
        expect(shown.fairness.serverSeed).toBe(rotated.body.revealed.serverSeed);
        const verified = await verifyShown(h, shown, { withGame: true });
        expect(verified.status, JSON.stringify(verified.body)).toBe(200);
        expect(verified.body).toEqual({
          serverSeedHash: shown.fairness.serverSeedHash,
          result: shown.result,
          stake: shown.stake,
          payout: shown.payout,
          maxWin: '1000000.00',
          cappedPayout: null,
        });
      }
    });

    it('shows in the verifier the uncapped outcome of a round the largest win capped, and what it paid', async () => {
      const member = await fundedMember(h, '10000.00');
      const { client } = await sit(h, member, INHOUSE.mines);
      const bet = { engine: 'mines', stake: '10000.00', side: 7, mines: 45 };
      const opened = (await client.post('/studio-api/v1/rounds', { bet })).body;
      expect(opened.status).toBe('open');
      // Where the four safe tiles are, read from the seeds the studio holds (the player learns them at rotation).
      const [pair] = rowsOf<{ server_seed: string; client_seed: string }>(
        await h.studioDb.db.execute(
          sql`select server_seed, client_seed from seed_pairs where subject = ${`real:${member.id}`}
              and revealed_at is null`,
        ),
      );
      const nonce = opened.fairness.nonce as number;
      const mined = new Set(
        mini.minesLayout(new FairStream(pair!.server_seed, pair!.client_seed, nonce), 49, 45),
      );
      const [first, second] = [...Array(49).keys()].filter((cell) => !mined.has(cell));
      const one = await client.post(`/studio-api/v1/rounds/${opened.id}/actions`, {
        action: { type: 'reveal', cell: first },
      });
      expect(one.body.status).toBe('open');
      // Two safe tiles of four: 10,000.00 × 194.04 would pay 1,940,400.00; the round cashes out by itself, capped.
      const two = await client.post(`/studio-api/v1/rounds/${opened.id}/actions`, {
        action: { type: 'reveal', cell: second },
      });
      const uncapped = thb(applyRatio(minor('10000.00'), mini.minesMultiplier(49, 45, 2)));
      expect(uncapped).toBe('1940400.00');
      expect(two.body).toMatchObject({ status: 'settled', payout: '1000000.00' });
      expect(two.body.actions).toEqual([
        { type: 'reveal', cell: first },
        { type: 'reveal', cell: second },
        { type: 'cashOut' },
      ]);
      await expectRecorded(h, member, two.body);

      await client.post('/studio-api/v1/fairness/rotate');
      const shown = (await client.get(`/studio-api/v1/rounds/${opened.id}`)).body;
      const verified = await verifyShown(h, shown, { withGame: false });
      expect(verified.status, JSON.stringify(verified.body)).toBe(200);
      expect(verified.body).toEqual({
        serverSeedHash: shown.fairness.serverSeedHash,
        result: shown.result,
        stake: '10000.00',
        payout: uncapped,
        maxWin: '1000000.00',
        cappedPayout: shown.payout,
      });
    });

    it('takes a client seed of the player (rotating the pair) and refuses an unprintable one', async () => {
      const member = await fundedMember(h, '1.00');
      const { client } = await sit(h, member, INHOUSE.dice);
      const set = await client.put('/studio-api/v1/fairness/client-seed', { clientSeed: 'my-lucky-seed' });
      expect(set.body).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });
      const bad = await client.put('/studio-api/v1/fairness/client-seed', { clientSeed: 'two words' });
      expect([bad.status, bad.body.fields]).toEqual([400, { clientSeed: 'INVALID' }]);
    });
  });
}
