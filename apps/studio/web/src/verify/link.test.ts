import { describe, expect, it } from 'vitest';
import { FairStream } from '../../../server/engines/fairness/stream.ts';
import { playHilo } from '../../../server/engines/mini/hilo.ts';
import { dropPlinko } from '../../../server/engines/mini/plinko.ts';
import type { Game, Round } from '../api/types.ts';
import { currencyFor } from '../lib/money.ts';
import { deriveBet } from './link.ts';

const json = (v: unknown) =>
  JSON.parse(JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? x.toString() : x)));
const cny = currencyFor('CNY');
const game = (engine: Game['engine'], slot?: Game['slot']): Game => ({
  vassalage: 'CR',
  gameCode: 'G',
  name: 'G',
  localizedNames: {},
  engine,
  minStake: '0.10',
  maxStake: '100.00',
  rtp: '99.00',
  ...(slot ? { slot } : {}),
});
const round = (engine: Round['engine'], result: unknown, stake = '2.00'): Round => ({
  id: 'r',
  engine,
  gameCode: 'G',
  status: 'settled',
  stake,
  payout: '0.00',
  multiplier: '0.00',
  balance: '0.00',
  result,
  fairness: { serverSeedHash: '', clientSeed: '', nonce: 0, serverSeed: null },
  createdAt: '',
  settledAt: null,
});

describe('bets read back from results', () => {
  it('finds a plinko board from its path and multiplier', () => {
    const result = dropPlinko(new FairStream('56'.repeat(32), 'c', 1), {
      stake: 200n,
      rows: 14,
      risk: 'high',
    });
    expect(deriveBet(round('plinko', json(result)), game('plinko'), cny).bet).toEqual({
      engine: 'plinko',
      stake: '2.00',
      rows: 14,
      risk: expect.stringMatching(/high|medium|low/),
    });
  });

  it('replays hi-lo moves', () => {
    const moves = [{ type: 'skip' }, { type: 'higher' }] as const;
    const state = playHilo(new FairStream('56'.repeat(32), 'c', 2), { stake: 200n }, moves);
    const derived = deriveBet(round('hilo', json(state)), game('hilo'), cny);
    expect(derived.actions.slice(0, 2)).toEqual(moves.slice(0, state.steps.length));
  });

  it('splits a slot stake into a level and coin value (any split pays the same)', () => {
    const slot = {
      coinsPerSpin: 25,
      betLevels: [1, 2, 5],
      coinValues: ['0.01', '0.02', '0.10'],
    } as Game['slot'];
    expect(deriveBet(round('slot', {}, '2.50'), game('slot', slot), cny).bet).toEqual({
      engine: 'slot',
      coinValue: '0.10',
      level: 1,
    });
  });

  it('cannot guess table bets', () => {
    expect(deriveBet(round('roulette', { pocket: 3 }), game('roulette'), cny).bet).toBeNull();
  });
});
