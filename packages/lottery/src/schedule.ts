import { dayIn, instantIn, shiftDay, startOfDayIn } from '@croupier/format';

/**
 * When a game draws, in its own time zone, and the issue numbers `YYYYMMDD-NNNN` of its draws: the day is the
 * local day of the draw and NNNN the draw's 1-based rank in that day. No clock here: instants come in.
 */

/**
 * Fast games: a draw every `minutes` minutes (or, for a quick-draw game, every `seconds` seconds) all day, the
 * first one period after local midnight. Exactly one of the two is given.
 */
export interface EverySchedule {
  kind: 'every';
  timeZone: string;
  /**
   * A divisor of 30 (1, 2, 3, 5, 6, 10, 15, 30), so a local day of 23 or 25 hours across a daylight-saving
   * change still splits into whole draws: such a day simply has fewer or more of them (1380 or 1500 at 1 min).
   */
  minutes?: number;
  /**
   * A divisor of 60 from 10 up (10, 12, 15, 20, 30): a day's draws still fit the four digits of NNNN (8640 at
   * 10 s). The operator's quick rounds, and what lets a browser test see a draw within seconds.
   */
  seconds?: number;
  /** Sales close this many seconds before each draw. */
  closeSeconds: number;
}

/** One draw on each drawing day at a local wall-clock time (issue NNNN is 0001). */
export interface DailySchedule {
  kind: 'daily';
  timeZone: string;
  /**
   * `HH:mm`, local. A time that a daylight-saving change skips draws an hour earlier by the clock, a time it
   * repeats draws the first time (the real draws here are in zones without daylight saving).
   */
  time: string;
  /** Draws only on these weekdays (0 Sunday … 6 Saturday); every day when absent. */
  weekdays?: readonly number[];
  /** Draws only on these days of the month; every day when absent. */
  monthDays?: readonly number[];
  closeSeconds: number;
}

export type Schedule = EverySchedule | DailySchedule;

export interface Issue {
  issueNo: string;
  drawAt: Date;
  /** `closeSeconds` before the draw: tickets for the issue are sold until then. */
  closeAt: Date;
}

const MINUTE = 60_000;
const DAYS_SEARCHED = 400;

const ISSUE_NO = /^(\d{4})(\d{2})(\d{2})-(\d{4})$/;

/** `20261127-0042` for the 42nd draw of local day 2026-11-27. */
export function formatIssueNo(day: string, sequence: number): string {
  return `${day.replaceAll('-', '')}-${String(sequence).padStart(4, '0')}`;
}

/** The local day (`yyyy-MM-dd`) and 1-based sequence of an issue number; null unless a real date and 0001–9999. */
export function parseIssueNo(issueNo: string): { day: string; sequence: number } | null {
  const match = ISSUE_NO.exec(issueNo);
  if (!match) return null;
  const day = `${match[1]}-${match[2]}-${match[3]}`;
  const sequence = Number(match[4]);
  if (sequence === 0 || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) return null;
  return { day, sequence };
}

/** The time between two draws of a fast game. */
export function drawPeriodMs(schedule: EverySchedule): number {
  return schedule.seconds !== undefined ? schedule.seconds * 1000 : (schedule.minutes ?? 0) * MINUTE;
}

function checkEvery(schedule: EverySchedule): void {
  const { minutes, seconds } = schedule;
  if ((minutes === undefined) === (seconds === undefined)) {
    throw new RangeError('a fast game draws every so many minutes or every so many seconds');
  }
  if (minutes !== undefined && (!Number.isInteger(minutes) || minutes < 1 || 30 % minutes !== 0)) {
    throw new RangeError(`a draw every ${minutes} minutes does not divide half an hour`);
  }
  if (
    seconds !== undefined &&
    (!Number.isInteger(seconds) || seconds < 10 || seconds > 30 || 60 % seconds !== 0)
  ) {
    throw new RangeError(`a draw every ${seconds} seconds is not 10, 12, 15, 20 or 30`);
  }
}

function checkSchedule(schedule: Schedule): void {
  if (schedule.kind === 'every') {
    checkEvery(schedule);
    if (schedule.closeSeconds * 1000 >= drawPeriodMs(schedule)) {
      throw new RangeError('sales would close before the previous draw');
    }
  } else if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(schedule.time)) {
    throw new RangeError(`draw time ${schedule.time} is not HH:mm`);
  }
  if (!Number.isInteger(schedule.closeSeconds) || schedule.closeSeconds < 0) {
    throw new RangeError(`close ${schedule.closeSeconds} s before the draw`);
  }
}

function isDrawingDay(schedule: DailySchedule, day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  if (schedule.weekdays && !schedule.weekdays.includes(date.getUTCDay())) return false;
  return !schedule.monthDays || schedule.monthDays.includes(date.getUTCDate());
}

/** Where a fast game's local day starts and how many draws it holds (the nth draws `n × step` after its start). */
function fastDay(schedule: EverySchedule, day: string): { start: number; step: number; count: number } {
  const start = startOfDayIn(day, schedule.timeZone)!.getTime();
  const end = startOfDayIn(shiftDay(day, 1), schedule.timeZone)!.getTime();
  const step = drawPeriodMs(schedule);
  return { start, step, count: (end - start) / step };
}

/** The draw instants of one local day, in order (the issue with sequence n draws at index n − 1). */
function drawsOfDay(schedule: Schedule, day: string): Date[] {
  if (schedule.kind === 'daily') {
    if (!isDrawingDay(schedule, day)) return [];
    const drawAt = instantIn(`${day} ${schedule.time}`, schedule.timeZone);
    return drawAt ? [drawAt] : [];
  }
  const { start, step, count } = fastDay(schedule, day);
  return Array.from({ length: count }, (_, i) => new Date(start + (i + 1) * step));
}

function issue(schedule: Schedule, day: string, sequence: number, drawAt: Date): Issue {
  return {
    issueNo: formatIssueNo(day, sequence),
    drawAt,
    closeAt: new Date(drawAt.getTime() - schedule.closeSeconds * 1000),
  };
}

/** The draw and close instants of an issue; null for an issue number the schedule never draws. */
export function issueTimes(schedule: Schedule, issueNo: string): Issue | null {
  checkSchedule(schedule);
  const parsed = parseIssueNo(issueNo);
  if (!parsed) return null;
  const { day, sequence } = parsed;
  if (schedule.kind === 'every') {
    const { start, step, count } = fastDay(schedule, day);
    return sequence <= count ? issue(schedule, day, sequence, new Date(start + sequence * step)) : null;
  }
  const drawAt = drawsOfDay(schedule, day)[sequence - 1];
  return drawAt ? issue(schedule, day, sequence, drawAt) : null;
}

/**
 * The issue whose draw is the first strictly after `at`: the one on sale (or closed, waiting for its draw) at
 * that instant. At the very instant of a draw, that draw's issue is over and the next one is returned.
 */
export function issueAt(schedule: Schedule, at: Date): Issue {
  checkSchedule(schedule);
  const today = dayIn(at, schedule.timeZone);
  if (schedule.kind === 'every') {
    // The last draw of a day falls on the next day's midnight, so `at` always has a later draw in its own day.
    const start = startOfDayIn(today, schedule.timeZone)!.getTime();
    const step = drawPeriodMs(schedule);
    const sequence = Math.floor((at.getTime() - start) / step) + 1;
    return issue(schedule, today, sequence, new Date(start + sequence * step));
  }
  for (let offset = 0; offset < DAYS_SEARCHED; offset++) {
    const day = shiftDay(today, offset);
    const drawAt = drawsOfDay(schedule, day)[0];
    if (drawAt && drawAt.getTime() > at.getTime()) return issue(schedule, day, 1, drawAt);
  }
  throw new RangeError('the schedule has no drawing day within a year');
}

/**
 * Every issue drawn after `after` up to and including `until`, in order: after downtime, the issues to draw
 * late (from the last drawn issue's draw instant to now), none skipped.
 */
export function issuesBetween(schedule: Schedule, after: Date, until: Date): Issue[] {
  checkSchedule(schedule);
  const issues: Issue[] = [];
  const lastDay = dayIn(until, schedule.timeZone);
  for (let day = dayIn(after, schedule.timeZone); day <= lastDay; day = shiftDay(day, 1)) {
    drawsOfDay(schedule, day).forEach((drawAt, index) => {
      if (drawAt > after && drawAt <= until) issues.push(issue(schedule, day, index + 1, drawAt));
    });
  }
  return issues;
}

/** A fast game's schedule: 1, 3 or 5 minutes in the game's time zone. */
export function fastSchedule(minutes: number, closeSeconds: number, timeZone: string): EverySchedule {
  return { kind: 'every', minutes, closeSeconds, timeZone };
}

/**
 * The Thai government draw: the 1st and 16th at 15:30 Bangkok time. The real draw moves for some holidays
 * (e.g. to the 17th of January, the 2nd of May); such moves are the operator's to schedule, out of scope here.
 */
export function thaiSchedule(closeSeconds: number): DailySchedule {
  return { kind: 'daily', timeZone: 'Asia/Bangkok', time: '15:30', monthDays: [1, 16], closeSeconds };
}

/**
 * 4D (Magnum, Da Ma Cai, Sports Toto): Wednesday, Saturday and Sunday at 19:00 Kuala Lumpur time. The real
 * special draws on some Tuesdays are out of scope.
 */
export function fourDSchedule(closeSeconds: number): DailySchedule {
  return { kind: 'daily', timeZone: 'Asia/Kuala_Lumpur', time: '19:00', weekdays: [3, 6, 0], closeSeconds };
}
