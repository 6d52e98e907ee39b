import { describe, expect, it } from 'vitest';
import {
  fastSchedule,
  formatIssueNo,
  fourDSchedule,
  type EverySchedule,
  type Issue,
  issueAt,
  issuesBetween,
  issueTimes,
  parseIssueNo,
  type Schedule,
  thaiSchedule,
} from './schedule.ts';
import { provincesDrawingOn, VIETNAM_PROVINCES, vietnamSchedule } from './vietnam-provinces.ts';

const at = (iso: string) => new Date(iso);
const summary = (issue: Issue) => [issue.issueNo, issue.drawAt.toISOString(), issue.closeAt.toISOString()];
const province = (code: string) => VIETNAM_PROVINCES.find((p) => p.code === code)!;

/** The issues of one whole local day, from the previous day's last draw to this day's last. */
function dayIssues(schedule: Schedule, lastOfDayBefore: string, lastOfDay: string): Issue[] {
  return issuesBetween(
    schedule,
    issueTimes(schedule, lastOfDayBefore)!.drawAt,
    issueTimes(schedule, lastOfDay)!.drawAt,
  );
}

describe('issue numbers', () => {
  it('formats and parses YYYYMMDD-NNNN', () => {
    expect(formatIssueNo('2026-11-27', 42)).toBe('20261127-0042');
    expect(parseIssueNo('20261127-0042')).toEqual({ day: '2026-11-27', sequence: 42 });
    expect(parseIssueNo('20280229-1440')).toEqual({ day: '2028-02-29', sequence: 1440 });
  });

  it('refuses malformed numbers, impossible dates and sequence 0000', () => {
    for (const bad of [
      '',
      '20261127',
      '20261127-42',
      '2026-11-27-0001',
      '20270229-0001',
      '20261131-0001',
      '20261127-0000',
    ]) {
      expect(parseIssueNo(bad), bad).toBeNull();
    }
  });
});

describe('quick-draw games (a draw every so many seconds)', () => {
  const everyTwenty: EverySchedule = {
    kind: 'every',
    seconds: 20,
    closeSeconds: 5,
    timeZone: 'Asia/Shanghai',
  };

  it('numbers a day of 20-second draws 0001…4320 and closes each sale 5 s before its draw', () => {
    expect(summary(issueAt(everyTwenty, at('2026-11-26T16:00:30Z')))).toEqual([
      '20261127-0002',
      '2026-11-26T16:00:40.000Z',
      '2026-11-26T16:00:35.000Z',
    ]);
    expect(issueAt(everyTwenty, at('2026-11-27T15:59:50Z')).issueNo).toBe('20261127-4320');
    expect(issueTimes(everyTwenty, '20261127-4321')).toBeNull();
    const issues = issuesBetween(everyTwenty, at('2026-11-26T16:00:00Z'), at('2026-11-26T16:02:00Z'));
    expect(issues.map((issue) => issue.issueNo)).toEqual(
      ['0001', '0002', '0003', '0004', '0005', '0006'].map((n) => `20261127-${n}`),
    );
  });

  it('refuses periods that do not divide a minute, overflow NNNN, or come with minutes too', () => {
    for (const seconds of [5, 9, 25, 45, 60, 12.5]) {
      expect(() => issueAt({ ...everyTwenty, seconds }, at('2026-11-27T00:00:00Z')), String(seconds)).toThrow(
        RangeError,
      );
    }
    expect(() => issueAt({ ...everyTwenty, minutes: 1 }, at('2026-11-27T00:00:00Z'))).toThrow(RangeError);
    expect(() => issueAt({ ...everyTwenty, closeSeconds: 20 }, at('2026-11-27T00:00:00Z'))).toThrow(
      RangeError,
    );
    expect(issueAt({ ...everyTwenty, seconds: 10 }, at('2026-11-27T15:59:59Z')).issueNo).toBe(
      '20261127-8640',
    );
  });
});

describe('fast games (a draw every 1, 3 or 5 minutes)', () => {
  const everyMinute = fastSchedule(1, 10, 'Asia/Shanghai');

  it('numbers the draws of a local day from 0001, the last one on the next midnight', () => {
    expect(summary(issueAt(everyMinute, at('2026-11-26T16:00:30Z')))).toEqual([
      '20261127-0001',
      '2026-11-26T16:01:00.000Z',
      '2026-11-26T16:00:50.000Z',
    ]);
    expect(issueAt(everyMinute, at('2026-11-27T15:59:30Z')).issueNo).toBe('20261127-1440');
    expect(issueTimes(everyMinute, '20261127-1440')!.drawAt).toEqual(at('2026-11-27T16:00:00Z'));
    // At the instant of a draw that issue is over: the next one is current.
    expect(issueAt(everyMinute, at('2026-11-27T16:00:00Z')).issueNo).toBe('20261128-0001');
    expect(issueTimes(everyMinute, '20261127-1441')).toBeNull();
  });

  it('gives 1440, 480 and 288 issues a day at 1, 3 and 5 minutes, evenly spaced', () => {
    for (const [minutes, count] of [
      [1, 1440],
      [3, 480],
      [5, 288],
    ] as const) {
      const schedule = fastSchedule(minutes, 5, 'Asia/Bangkok');
      const last = formatIssueNo('2026-11-27', count);
      const issues = dayIssues(schedule, formatIssueNo('2026-11-26', count), last);
      expect(issues.map((issue) => issue.issueNo)).toEqual(
        Array.from({ length: count }, (_, i) => formatIssueNo('2026-11-27', i + 1)),
      );
      issues.forEach((issue, i) => {
        if (i > 0) expect(issue.drawAt.getTime() - issues[i - 1]!.drawAt.getTime()).toBe(minutes * 60_000);
        // A sample through the day (time-zone arithmetic per call is slow): the issue's own times and the
        // issue current just before its draw.
        if (i % 17 === 0 || i === count - 1) {
          expect(issueTimes(schedule, issue.issueNo)).toEqual(issue);
          expect(issueAt(schedule, new Date(issue.drawAt.getTime() - 1))).toEqual(issue);
        }
      });
    }
  });

  it('catches up every issue missed during downtime, in order, none twice', () => {
    const fiveMinutes = fastSchedule(5, 30, 'Asia/Shanghai');
    const lastDrawn = issueTimes(fiveMinutes, '20261127-0100')!;
    const now = new Date(issueTimes(fiveMinutes, '20261127-0105')!.drawAt.getTime() + 30_000);
    const missed = issuesBetween(fiveMinutes, lastDrawn.drawAt, now);
    expect(missed.map((issue) => issue.issueNo)).toEqual([
      '20261127-0101',
      '20261127-0102',
      '20261127-0103',
      '20261127-0104',
      '20261127-0105',
    ]);
    expect(issuesBetween(fiveMinutes, missed.at(-1)!.drawAt, now)).toEqual([]);
  });

  it('runs through month ends, the year end and a leap day', () => {
    const fiveMinutes = fastSchedule(5, 30, 'Asia/Shanghai');
    for (const [lastOfDay, firstOfNext] of [
      ['20261130-0288', '20261201-0001'],
      ['20261231-0288', '20270101-0001'],
      ['20270228-0288', '20270301-0001'],
      ['20280228-0288', '20280229-0001'],
      ['20280229-0288', '20280301-0001'],
    ] as const) {
      const last = issueTimes(fiveMinutes, lastOfDay)!;
      const next = issueAt(fiveMinutes, last.drawAt);
      expect(next.issueNo).toBe(firstOfNext);
      expect(next.drawAt.getTime() - last.drawAt.getTime()).toBe(5 * 60_000);
    }
    expect(issueTimes(fiveMinutes, '20261231-0288')!.drawAt).toEqual(at('2026-12-31T16:00:00Z'));
  });

  it('keeps draws a minute apart across daylight saving in Europe/London (days of 23 and 25 hours)', () => {
    const london = fastSchedule(1, 10, 'Europe/London');
    expect(dayIssues(london, '20260328-1440', '20260329-1380')).toHaveLength(1380);
    expect(issueTimes(london, '20260329-1381')).toBeNull();
    expect(dayIssues(london, '20261024-1440', '20261025-1500')).toHaveLength(1500);
    // Local 01:30 comes twice on 2026-10-25 (BST, then GMT): 90 and 150 minutes after midnight.
    expect(issueTimes(london, '20261025-0090')!.drawAt).toEqual(at('2026-10-25T00:30:00Z'));
    expect(issueTimes(london, '20261025-0150')!.drawAt).toEqual(at('2026-10-25T01:30:00Z'));
    expect(issueAt(london, at('2026-10-25T01:29:30Z')).issueNo).toBe('20261025-0150');
    for (const [from, until] of [
      ['2026-03-28T12:00:00Z', '2026-03-30T12:00:00Z'],
      ['2026-10-24T12:00:00Z', '2026-10-26T12:00:00Z'],
    ] as const) {
      const acrossChange = issuesBetween(london, at(from), at(until));
      expect(acrossChange).toHaveLength(48 * 60);
      for (let i = 1; i < acrossChange.length; i++) {
        expect(acrossChange[i]!.drawAt.getTime() - acrossChange[i - 1]!.drawAt.getTime()).toBe(60_000);
      }
    }
    expect(issueTimes(london, '20260330-0001')!.drawAt).toEqual(at('2026-03-29T23:01:00Z'));
  });

  it('refuses an interval that does not divide half an hour and a close longer than it', () => {
    expect(() => issueAt(fastSchedule(7, 10, 'Asia/Shanghai'), at('2026-11-27T00:00:00Z'))).toThrow(
      RangeError,
    );
    expect(() => issueAt(fastSchedule(1, 60, 'Asia/Shanghai'), at('2026-11-27T00:00:00Z'))).toThrow(
      RangeError,
    );
  });
});

describe('daily draws', () => {
  it('draws Vietnam north every day at 18:15 Ho Chi Minh time', () => {
    const north = vietnamSchedule('vn-mb', 900);
    expect(summary(issueAt(north, at('2026-11-27T11:14:59Z')))).toEqual([
      '20261127-0001',
      '2026-11-27T11:15:00.000Z',
      '2026-11-27T11:00:00.000Z',
    ]);
    expect(issueAt(north, at('2026-11-27T11:15:00Z')).issueNo).toBe('20261128-0001');
    expect(issueTimes(north, '20261127-0002')).toBeNull();
  });

  it('draws a southern or central province only on its weekdays', () => {
    const hcmc = vietnamSchedule(province('TPHCM'), 900);
    // 2026-12-01 is a Tuesday: Ho Chi Minh City draws on Mondays and Saturdays.
    expect(issueAt(hcmc, at('2026-12-01T00:00:00Z')).issueNo).toBe('20261205-0001');
    expect(issueTimes(hcmc, '20261205-0001')!.drawAt).toEqual(at('2026-12-05T09:15:00Z'));
    expect(issueTimes(hcmc, '20261201-0001')).toBeNull();
    const daNang = vietnamSchedule(province('DANANG'), 900);
    expect(issueTimes(daNang, '20261202-0001')!.drawAt).toEqual(at('2026-12-02T10:15:00Z'));
  });

  it('lists the provinces drawing each day: three or four in the south, two or three in the centre', () => {
    expect(provincesDrawingOn('vn-mn', '2026-11-28').map((p) => p.code)).toEqual([
      'TPHCM',
      'LONGAN',
      'BINHPHUOC',
      'HAUGIANG',
    ]);
    expect(provincesDrawingOn('vn-mt', '2026-11-29').map((p) => p.code)).toEqual([
      'HUE',
      'KHANHHOA',
      'KONTUM',
    ]);
    for (let day = 23; day <= 29; day++) {
      expect(provincesDrawingOn('vn-mn', `2026-11-${day}`).length).toBeGreaterThanOrEqual(3);
      expect(provincesDrawingOn('vn-mt', `2026-11-${day}`).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('draws Thai on the 1st and 16th at 15:30 Bangkok time, across a year end', () => {
    const issues = issuesBetween(thaiSchedule(1800), at('2026-12-20T00:00:00Z'), at('2027-02-20T00:00:00Z'));
    expect(issues.map(summary)).toEqual([
      ['20270101-0001', '2027-01-01T08:30:00.000Z', '2027-01-01T08:00:00.000Z'],
      ['20270116-0001', '2027-01-16T08:30:00.000Z', '2027-01-16T08:00:00.000Z'],
      ['20270201-0001', '2027-02-01T08:30:00.000Z', '2027-02-01T08:00:00.000Z'],
      ['20270216-0001', '2027-02-16T08:30:00.000Z', '2027-02-16T08:00:00.000Z'],
    ]);
  });

  it('draws 4D on Wednesday, Saturday and Sunday at 19:00 Kuala Lumpur time', () => {
    const issues = issuesBetween(fourDSchedule(600), at('2026-11-23T00:00:00Z'), at('2026-11-30T00:00:00Z'));
    expect(issues.map((issue) => [issue.issueNo, issue.drawAt.toISOString()])).toEqual([
      ['20261125-0001', '2026-11-25T11:00:00.000Z'],
      ['20261128-0001', '2026-11-28T11:00:00.000Z'],
      ['20261129-0001', '2026-11-29T11:00:00.000Z'],
    ]);
  });

  it('keeps the local hour across daylight saving', () => {
    const londonEvening: Schedule = {
      kind: 'daily',
      timeZone: 'Europe/London',
      time: '18:15',
      closeSeconds: 60,
    };
    const issues = issuesBetween(londonEvening, at('2026-03-28T00:00:00Z'), at('2026-03-30T00:00:00Z'));
    expect(issues.map((issue) => issue.drawAt.toISOString())).toEqual([
      '2026-03-28T18:15:00.000Z',
      '2026-03-29T17:15:00.000Z',
    ]);
  });

  it('draws a skipped local time an hour earlier by the clock and a repeated one the first time', () => {
    const londonNight: Schedule = {
      kind: 'daily',
      timeZone: 'Europe/London',
      time: '01:30',
      closeSeconds: 60,
    };
    expect(issueTimes(londonNight, '20260329-0001')!.drawAt).toEqual(at('2026-03-29T00:30:00Z'));
    expect(issueTimes(londonNight, '20261025-0001')!.drawAt).toEqual(at('2026-10-25T00:30:00Z'));
  });

  it('refuses a draw time that is not HH:mm', () => {
    const bad: Schedule = { kind: 'daily', timeZone: 'Asia/Bangkok', time: '24:00', closeSeconds: 0 };
    expect(() => issueAt(bad, at('2026-11-27T00:00:00Z'))).toThrow(RangeError);
  });
});
