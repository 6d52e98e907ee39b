import { describe, expect, it } from 'vitest';
import {
  canEditLotterySettings,
  canSeeLotteryRisk,
  canVoidIssues,
  hasExposure,
  isVoidable,
  scheduleText,
} from './rules.ts';

const dayName = (day: number) => ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][day]!;

describe('the console’s lottery rules', () => {
  it('words each kind of schedule', () => {
    expect(
      scheduleText({ kind: 'every', minutes: 3, closeSeconds: 30, timeZone: 'Asia/Shanghai' }, dayName),
    ).toEqual({ key: 'every', values: { minutes: 3, close: 30, zone: 'Asia/Shanghai' } });
    expect(
      scheduleText({ kind: 'every', seconds: 20, closeSeconds: 5, timeZone: 'Asia/Shanghai' }, dayName),
    ).toEqual({ key: 'everySeconds', values: { seconds: 20, close: 5, zone: 'Asia/Shanghai' } });
    expect(
      scheduleText(
        {
          kind: 'daily',
          time: '19:00',
          weekdays: [3, 6, 0],
          closeSeconds: 900,
          timeZone: 'Asia/Kuala_Lumpur',
        },
        dayName,
      ),
    ).toEqual({
      key: 'weekdays',
      values: { time: '19:00', days: 'Wed, Sat, Sun', close: 900, zone: 'Asia/Kuala_Lumpur' },
    });
    expect(
      scheduleText(
        { kind: 'daily', time: '15:30', monthDays: [1, 16], closeSeconds: 3600, timeZone: 'Asia/Bangkok' },
        dayName,
      ).values.days,
    ).toBe('1, 16');
    expect(
      scheduleText({ kind: 'daily', time: '18:15', closeSeconds: 900, timeZone: 'Asia/Ho_Chi_Minh' }, dayName)
        .key,
    ).toBe('daily');
  });

  it('offers the void to owners and admins, on issues neither settled nor void', () => {
    expect(['owner', 'admin', 'finance', 'support'].map((role) => canVoidIssues(role as never))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect((['scheduled', 'open', 'closed', 'drawn', 'settled', 'void'] as const).filter(isVoidable)).toEqual(
      ['scheduled', 'open', 'closed', 'drawn', 'settled'],
    );
  });

  it('lets owners and admins save the settings, the revenue roles read exposure and GGR', () => {
    const roles = ['owner', 'admin', 'finance', 'support', 'viewer'] as const;
    expect(roles.filter(canEditLotterySettings)).toEqual(['owner', 'admin']);
    expect(roles.filter(canSeeLotteryRisk)).toEqual(['owner', 'admin', 'finance']);
    expect((['scheduled', 'open', 'settled', 'void'] as const).filter(hasExposure)).toEqual([
      'open',
      'settled',
      'void',
    ]);
  });
});
