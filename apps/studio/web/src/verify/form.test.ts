import { describe, expect, it } from 'vitest';
import type { Game, Round } from '../api/types.ts';
import { buildRequest, crashQuery, emptyForm, formFromQuery } from './form.ts';
import { verifyHref } from './link.ts';

const seed = 'ab'.repeat(32);
const hash = 'cd'.repeat(32);
const game: Game = {
  vassalage: 'CR',
  gameCode: 'MINES',
  name: 'Mines',
  localizedNames: {},
  engine: 'mines',
  minStake: '1.00',
  maxStake: '100.00',
  rtp: '99.00',
};
const round = (engine: Round['engine']): Round => ({
  id: 'r1',
  engine,
  gameCode: game.gameCode,
  status: 'settled',
  stake: '2.00',
  payout: '0.00',
  multiplier: '0.00',
  balance: '10.00',
  result: {},
  fairness: { serverSeedHash: hash, clientSeed: 'my-seed', nonce: 12, serverSeed: seed },
  createdAt: '2026-01-01T00:00:00Z',
  settledAt: '2026-01-01T00:00:00Z',
});

describe('verifier form', () => {
  it('opens from a history link and sends back the same bet and moves', () => {
    const bet = { engine: 'mines' as const, stake: '2.00', side: 5 as const, mines: 3 };
    const actions = [
      { type: 'reveal' as const, cell: 4 },
      { type: 'reveal' as const, cell: 9 },
      { type: 'cashOut' as const },
    ];
    const href = verifyHref({ round: round('mines'), game, bet, actions, language: 'EN', theme: 'dark' });
    const { mode, form } = formFromQuery(href.slice(href.indexOf('?')));
    expect(mode).toBe('seeded');
    expect(form.hash).toBe(hash);
    const { errors, request } = buildRequest(form);
    expect(errors).toEqual({});
    expect(request).toEqual({
      serverSeed: seed,
      clientSeed: 'my-seed',
      nonce: 12,
      bet,
      actions,
      vassalage: 'CR',
      gameCode: 'MINES',
    });
  });

  it('round-trips dice targets and table bets', () => {
    const dice = { engine: 'dice' as const, stake: '1.50', direction: 'over' as const, target: 5049 };
    const href = verifyHref({
      round: round('dice'),
      game,
      bet: dice,
      actions: [],
      language: 'EN',
      theme: 'dark',
    });
    expect(buildRequest(formFromQuery(href.slice(href.indexOf('?'))).form).request?.bet).toEqual(dice);
    const roulette = { engine: 'roulette' as const, bets: [{ type: 'red' as const, amount: '5.00' }] };
    const link = verifyHref({
      round: round('roulette'),
      game,
      bet: roulette,
      actions: [],
      language: 'EN',
      theme: 'dark',
    });
    expect(buildRequest(formFromQuery(link.slice(link.indexOf('?'))).form).request?.bet).toEqual(roulette);
  });

  it('checks every field before sending', () => {
    const { errors, request } = buildRequest({
      ...emptyForm,
      engine: 'mines',
      serverSeed: 'xyz',
      clientSeed: 'has space',
      nonce: '-1',
      stake: '0',
      side: '9',
      moves: '3, jump',
    });
    expect(request).toBeNull();
    expect(errors).toMatchObject({
      serverSeed: 'hex',
      clientSeed: 'seed.characters',
      nonce: 'nonce',
      stake: 'amount',
      side: 'side',
      moves: 'movesMines',
    });
  });

  it('reads hi-lo moves in short or long form', () => {
    const { request } = buildRequest({
      ...emptyForm,
      engine: 'hilo',
      serverSeed: seed,
      clientSeed: 'x',
      moves: 'h, lower s cashOut',
    });
    expect(request?.actions).toEqual([
      { type: 'higher' },
      { type: 'lower' },
      { type: 'skip' },
      { type: 'cashOut' },
    ]);
  });

  it('opens the crash form from a crash link', () => {
    const { mode, crash } = formFromQuery(`?engine=crash&crashHash=${hash}`);
    expect(mode).toBe('crash');
    expect(crashQuery(crash)).toEqual({ hash });
    expect(crashQuery('1042')).toEqual({ roundId: '1042' });
    expect(crashQuery('not a hash!')).toBeNull();
  });
});
