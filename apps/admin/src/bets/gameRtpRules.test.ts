import { describe, expect, it } from 'vitest';
import type { GameRtpRow } from '@croupier/contracts';
import {
  deviationState,
  gameRtpApiPath,
  gameRtpCsv,
  gameRtpFiltersToParams,
  isFiltered,
  openAge,
  openRoundsLink,
  parseGameRtpFilters,
  signed,
} from './gameRtpRules.ts';

const NOW = new Date('2025-03-01T23:30:00Z');

const row = (over: Partial<GameRtpRow> = {}): GameRtpRow => ({
  gameId: '7',
  gameName: 'Fortune, Wheel',
  gameCode: 'fortune',
  vassalage: 'INHOUSE',
  vendorName: 'In-house',
  gameType: 'RNG',
  currency: 'THB',
  rounds: 1500,
  stake: '1000.00',
  payout: '951.20',
  actualRtp: '95.12',
  theoreticalRtp: '96.12',
  deviation: '-1.00',
  openRounds: 2,
  interruptedRounds: 1,
  oldestOpenAt: '2025-03-01T10:00:00.000Z',
  ...over,
});

describe('game RTP filters in the URL', () => {
  it('defaults to the last 7 brand days, every game, most rounds first', () => {
    const filters = parseGameRtpFilters(new URLSearchParams(''), NOW, 'Asia/Bangkok');
    expect(filters).toEqual({
      from: '2025-02-24',
      to: '2025-03-02',
      vassalage: '',
      gameType: null,
      q: '',
      sort: 'rounds',
      page: 1,
    });
    expect(isFiltered(filters, NOW, 'Asia/Bangkok')).toBe(false);
  });

  it('reads every filter back from a link and drops what a hand-edited link got wrong', () => {
    const params = new URLSearchParams(
      'from=2025-01-01&to=2025-01-31&vassalage=INHOUSE&gameType=LIVE&q=%20tiger%20&sort=deviation&page=3',
    );
    const filters = parseGameRtpFilters(params, NOW, 'UTC');
    expect(filters).toEqual({
      from: '2025-01-01',
      to: '2025-01-31',
      vassalage: 'INHOUSE',
      gameType: 'LIVE',
      q: 'tiger',
      sort: 'deviation',
      page: 3,
    });
    expect(gameRtpFiltersToParams(filters)).toEqual({ ...Object.fromEntries(params.entries()), q: 'tiger' });
    expect(gameRtpApiPath(filters, 20)).toBe(
      '/reports/game-rtp?from=2025-01-01&to=2025-01-31&vassalage=INHOUSE&gameType=LIVE&q=tiger&sort=deviation&page=3&pageSize=20',
    );
    const junk = parseGameRtpFilters(
      new URLSearchParams('from=yesterday&vassalage=bad code&gameType=POKER&sort=profit&page=-1'),
      NOW,
      'UTC',
    );
    expect(junk).toMatchObject({
      from: '2025-02-23',
      vassalage: '',
      gameType: null,
      sort: 'rounds',
      page: 1,
    });
    // The default sort and the first page stay out of the URL.
    expect(gameRtpFiltersToParams({ ...junk, q: 'x' })).toEqual({
      from: '2025-02-23',
      to: '2025-03-01',
      q: 'x',
    });
    expect(isFiltered({ ...junk, sort: 'stake' }, NOW, 'UTC')).toBe(true);
  });
});

describe('deviation flag', () => {
  it('flags a gap over 2 percentage points either way once there are 1,000 rounds', () => {
    expect(deviationState(row({ deviation: '-2.01' }))).toBe('flagged');
    expect(deviationState(row({ deviation: '2.50' }))).toBe('flagged');
    expect(deviationState(row({ deviation: '-2.00' }))).toBe('ok');
    expect(deviationState(row({ deviation: '0.00' }))).toBe('ok');
    expect(deviationState(row({ deviation: '-5.00', rounds: 1000 }))).toBe('flagged');
  });

  it('only hints below 1,000 rounds, and says nothing without a deviation', () => {
    expect(deviationState(row({ deviation: '-30.00', rounds: 999 }))).toBe('fewRounds');
    expect(deviationState(row({ deviation: null }))).toBe('none');
    expect(deviationState(row({ deviation: null, rounds: 0 }))).toBe('none');
  });

  it('always shows the sign of a deviation', () => {
    expect(signed('1.25')).toBe('+1.25');
    expect(signed('-1.25')).toBe('-1.25');
    expect(signed('0.00')).toBe('+0.00');
  });
});

describe('game RTP rows', () => {
  it('says how long the oldest round has been open in minutes, hours or days', () => {
    const now = new Date('2025-03-03T12:00:00Z');
    expect(openAge('2025-03-03T11:59:40Z', now)).toEqual({ value: 1, unit: 'minute' });
    expect(openAge('2025-03-03T11:01:00Z', now)).toEqual({ value: 59, unit: 'minute' });
    expect(openAge('2025-03-03T11:00:00Z', now)).toEqual({ value: 1, unit: 'hour' });
    expect(openAge('2025-03-01T12:00:01Z', now)).toEqual({ value: 47, unit: 'hour' });
    expect(openAge('2025-02-25T12:00:00Z', now)).toEqual({ value: 6, unit: 'day' });
  });

  it('links open rounds to the round lookup filtered to the vendor and open status', () => {
    expect(openRoundsLink(row({ vassalage: 'ACME_2' }))).toBe('/rounds?vassalage=ACME_2&status=open');
  });

  it('writes a CSV with plain figures, blanks for missing RTPs and a total per currency', () => {
    const csv = gameRtpCsv(
      [
        row(),
        row({
          gameName: '=cmd',
          gameCode: 'x',
          actualRtp: null,
          theoreticalRtp: null,
          deviation: null,
          oldestOpenAt: null,
        }),
      ],
      [{ currency: 'THB', rounds: 3000, stake: '2000.00', payout: '1902.40', actualRtp: '95.12' }],
      ['游戏', 'Code', 'V', 'VC', 'T', 'C', 'R', 'S', 'P', 'A', 'TH', 'D', 'O', 'I', 'OO'],
      'รวม',
    );
    expect(csv.split('\r\n')).toEqual([
      '\uFEFF游戏,Code,V,VC,T,C,R,S,P,A,TH,D,O,I,OO',
      '"Fortune, Wheel",fortune,In-house,INHOUSE,RNG,THB,1500,1000.00,951.20,95.12,96.12,-1.00,2,1,2025-03-01T10:00:00.000Z',
      "'=cmd,x,In-house,INHOUSE,RNG,THB,1500,1000.00,951.20,,,,2,1,",
      'รวม,,,,,THB,3000,2000.00,1902.40,95.12',
      '',
    ]);
  });
});
