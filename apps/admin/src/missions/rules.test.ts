import { currencyOf } from '@croupier/money';
import { describe, expect, it } from 'vitest';
import type { AdminLeaderboard, AdminMission } from '@croupier/contracts';
import {
  checkLeaderboard,
  checkMission,
  checkSignIn,
  leaderboardDraftOf,
  leaderboardInputOf,
  missionDraftOf,
  missionInputOf,
  withoutSwitch,
} from './rules.ts';

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

describe('editing a stored mission or leaderboard', () => {
  const stored: AdminMission = {
    id: '7',
    titles: { EN: 'Daily slots 1,000', TH: 'สล็อตรายวัน' },
    metric: 'valid_bet',
    gameType: 'RNG',
    cadence: 'daily',
    target: '1000.00',
    reward: '10.00',
    wageringMultiple: 3,
    budget: '500.00',
    spent: '120.00',
    claims: 12,
    enabled: false,
  };

  it('fills the form with the row and sends it back unchanged but for the switch', () => {
    const draft = missionDraftOf(stored);
    expect(draft).toEqual({
      titles: { EN: 'Daily slots 1,000', CN: '', TH: 'สล็อตรายวัน' },
      metric: 'valid_bet',
      gameType: 'RNG',
      cadence: 'daily',
      wageringMultiple: '3',
      target: '1000.00',
      reward: '10.00',
      budget: '500.00',
    });
    // An emptied budget is no budget; the empty Chinese title is left out, and the switch is not the form's.
    const patch = withoutSwitch(missionInputOf({ ...draft, budget: ' ' }));
    expect(patch).toMatchObject({ target: '1000.00', reward: '10.00', wageringMultiple: 3, budget: null });
    expect(patch.titles).toEqual({ EN: 'Daily slots 1,000', TH: 'สล็อตรายวัน' });
    expect(patch).not.toHaveProperty('enabled');
    expect(missionDraftOf(null)).toMatchObject({ cadence: 'daily', reward: '', budget: '' });
  });

  it('refuses a budget below what the mission has paid, and text for a budget', () => {
    const input = missionInputOf(missionDraftOf(stored));
    expect(checkMission({ ...input, budget: '119.99' }, THB, stored.spent)).toEqual({
      budget: 'BUDGET_BELOW_SPENT',
    });
    expect(checkMission({ ...input, budget: '120.00' }, THB, stored.spent)).toEqual({});
    expect(checkMission({ ...input, budget: null }, THB, stored.spent)).toEqual({});
    expect(checkMission({ ...input, budget: 'abc' }, THB, stored.spent)).toEqual({ budget: 'INVALID' });
  });

  it('fills a leaderboard’s prizes as one list', () => {
    const board: AdminLeaderboard = {
      id: '3',
      titles: { EN: 'Weekly high rollers' },
      metric: 'deposits',
      gameType: null,
      cadence: 'weekly',
      prizes: ['300.00', '200.00'],
      wageringMultiple: 1,
      paidPeriods: 2,
      enabled: true,
    };
    const draft = leaderboardDraftOf(board);
    expect(draft).toMatchObject({ gameType: '', prizes: '300.00, 200.00' });
    expect(leaderboardInputOf(draft)).toMatchObject({ gameType: null, prizes: ['300.00', '200.00'] });
    expect(checkLeaderboard(leaderboardInputOf({ ...draft, prizes: '300.00, 400.00' }), THB)).toEqual({
      'prizes.1': 'INVALID',
    });
  });
});
