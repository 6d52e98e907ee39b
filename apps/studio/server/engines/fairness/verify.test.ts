import { describe, expect, it } from 'vitest';
import { crashChain, crashPoint } from '../mini/crash.ts';
import { openSeedPair, rotateSeeds, takeNonce, type SeedPair } from './seeds.ts';
import { FairStream } from './stream.ts';
import { playRound, verifyCrash, verifyRound, type RoundRequest } from './verify.ts';

const REQUESTS: RoundRequest[] = [
  { game: 'slot', vassalage: 'NEONFOX', gameCode: 'NEONFO-RNG-0007', bet: { coinValue: 2n, level: 1 } },
  {
    game: 'roulette',
    bets: [
      { type: 'straight', numbers: [7], stake: 100n },
      { type: 'red', stake: 500n },
    ],
  },
  { game: 'sicbo', bets: [{ type: 'big', stake: 100n }] },
  { game: 'baccarat', bets: [{ type: 'banker', stake: 100n }] },
  { game: 'dice', bet: { stake: 100n, direction: 'over', target: 5000 } },
  { game: 'mines', bet: { stake: 100n, mines: 3 }, actions: [{ type: 'reveal', cell: 12 }] },
  { game: 'plinko', bet: { stake: 100n, rows: 12, risk: 'high' } },
  { game: 'hilo', bet: { stake: 100n }, actions: [{ type: 'skip' }, { type: 'skip' }] },
];

describe('verifying rounds', () => {
  it.each(REQUESTS.map((r) => [r.game, r] as const))(
    'recomputes a %s round from the seeds revealed at rotation',
    (_game, request) => {
      let pair: SeedPair = openSeedPair('my-own-seed');
      const committed = pair.serverSeedHash;
      const played = [];
      for (let i = 0; i < 3; i++) {
        const { round, pair: next } = takeNonce(pair);
        pair = next;
        played.push({ nonce: round.nonce, result: playRound(FairStream.of(round), request) });
      }
      const { revealed } = rotateSeeds(pair);
      for (const { nonce, result } of played) {
        const check = verifyRound(
          {
            serverSeed: revealed.serverSeed,
            clientSeed: revealed.clientSeed,
            nonce,
            serverSeedHash: committed,
          },
          request,
        );
        expect(check.commitment).toBe('matches');
        expect(check.round).toEqual(result);
        expect(check.integersDrawn).toBeGreaterThan(0);
      }
      // Another server seed than the committed one is caught.
      const other = openSeedPair('my-own-seed');
      expect(
        verifyRound(
          { serverSeed: other.serverSeed, clientSeed: 'my-own-seed', nonce: 0, serverSeedHash: committed },
          request,
        ).commitment,
      ).toBe('mismatch');
    },
  );

  it('gives different outcomes for different nonces and client seeds', () => {
    const serverSeed = '11'.repeat(32);
    const pockets = (clientSeed: string) =>
      Array.from({ length: 20 }, (_, nonce) => {
        const check = verifyRound({ serverSeed, clientSeed, nonce }, REQUESTS[1]!);
        return check.round.game === 'roulette' ? check.round.result.pocket : -1;
      });
    expect(new Set(pockets('a')).size).toBeGreaterThan(10);
    expect(pockets('a')).not.toEqual(pockets('b'));
    expect(verifyRound({ serverSeed, clientSeed: 'a', nonce: 0 }, REQUESTS[1]!).commitment).toBe('not given');
  });

  it('settles a crash round from the chain and refuses a hash that is not in it', () => {
    const seed = '22'.repeat(32);
    const salt = 'public-salt';
    const { terminalHash, hashes } = crashChain(seed, 10);
    const point = crashPoint(hashes[3]!, salt);
    const verified = verifyCrash({
      roundHash: hashes[3]!,
      round: 4,
      terminalHash,
      salt,
      bets: [
        { stake: 100n, autoCashOut: 101 },
        { stake: 100n, autoCashOut: point + 1 },
      ],
    });
    expect(verified?.point).toBe(point);
    expect(verified?.payouts).toEqual([point >= 101 ? 101n : 0n, 0n]);
    expect(verifyCrash({ roundHash: hashes[3]!, round: 5, terminalHash, salt, bets: [] })).toBeNull();
  });
});
