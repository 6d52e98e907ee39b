import { currencyOf } from '@croupier/money';
import { describe, expect, it } from 'vitest';
import { checkLeaderboard, checkMission, checkSignIn } from './rules.ts';

const THB = currencyOf('THB');
const mission = {
  titles: { EN: 'Spin' },
  metric: 'valid_bet' as const,
  cadence: 'daily' as const,
  target: '100.00',
  reward: '5.00',
  wageringMultiple: 1,
  enabled: true,
};

describe('the console’s mission checks', () => {
  it('takes what the server takes', () => {
    expect(checkMission(mission, THB)).toEqual({});
    expect(checkMission({ ...mission, metric: 'rounds', gameType: 'RNG', target: '20' }, THB)).toEqual({});
  });

  it('names each field the server would refuse', () => {
    expect(
      checkMission(
        {
          ...mission,
          titles: {},
          metric: 'deposits',
          gameType: 'RNG',
          target: '0',
          reward: '1.001',
          wageringMultiple: 101,
        },
        THB,
      ),
    ).toEqual({
      'titles.EN': 'REQUIRED',
      target: 'INVALID',
      reward: 'INVALID',
      gameType: 'NOT_ALLOWED',
      wageringMultiple: 'INVALID',
    });
    expect(checkMission({ ...mission, metric: 'sign_ins', target: '2.5' }, THB)).toEqual({
      target: 'INVALID',
    });
  });

  it('refuses prizes that grow down the ranks, and sign-in rewards with too many decimals', () => {
    const board = { ...mission, cadence: 'weekly' as const, prizes: ['30.00', '40.00'] };
    expect(checkLeaderboard(board, THB)).toEqual({ 'prizes.1': 'INVALID' });
    expect(checkLeaderboard({ ...board, prizes: ['30.00', '30.00'] }, THB)).toEqual({});
    expect(checkSignIn({ enabled: true, rewards: ['1.00', '0.005'], wageringMultiple: 0 }, THB)).toEqual({
      'rewards.1': 'INVALID',
    });
  });
});
