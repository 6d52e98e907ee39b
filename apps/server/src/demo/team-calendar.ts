import { dayIn, instantIn, shiftDay } from '@croupier/format';
import {
  DEMO_TEAM,
  DEMO_TRANSFERS,
  DEMO_WITHDRAWAL,
  type DemoMember,
  type DemoTransfer,
} from './team-plan.ts';

/** One step of the demo's history, at its time. */
export type DemoEvent =
  | { at: Date; kind: 'register'; member: DemoMember }
  /** `ref` names the deposit for its approval. */
  | { at: Date; kind: 'deposit'; member: DemoMember; amount: number; ref: string }
  | { at: Date; kind: 'approve-deposit'; ref: string }
  | { at: Date; kind: 'transfer'; transfer: DemoTransfer }
  /** `rounds` are the member's round numbers (counted from 0 over all their sessions). */
  | { at: Date; kind: 'session'; member: DemoMember; index: number; rounds: number[] }
  | { at: Date; kind: 'withdrawal'; step: 'request' | 'approve' | 'paid' };

const AGENT_OPENS_DAYS_AGO = 29;
/** Registrations run from this many days before the start… */
const FIRST_REGISTRATION_DAYS_AGO = 28;
/** …over this many days, two accounts a day at most. */
const REGISTRATION_DAYS = 9;
/** How long after a member starts a bank transfer the operator approves it. */
const APPROVAL_MS = 12 * 60_000;
const WITHDRAWAL_DAYS_AGO = 3;
const ROUNDS_PER_SESSION = 3;
/** A session plays a round every minute and a half (team-play.ts)… */
export const ROUND_EVERY_MS = 90_000;
/** …so it lasts at most this long, with a margin. */
const SESSION_SPAN_MS = ROUNDS_PER_SESSION * ROUND_EVERY_MS + 60_000;
/** Brand-local hours a session starts at: lunch breaks and, mostly, evenings. */
const SESSION_HOURS = [12, 20, 13, 21, 19, 22, 20, 23, 18, 21] as const;
/** Today's last session ends this long before the start. */
const LATEST_END_MS = 10 * 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface DemoCalendar {
  agentOpens: Date;
  /** In the order they happened. */
  events: DemoEvent[];
}

/** Brand-local days counted back from the start's. */
function brandDays(now: Date, timezone: string) {
  const today = dayIn(now, timezone);
  return {
    at(daysAgo: number, hour: number, minute: number): Date {
      const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
      return instantIn(`${shiftDay(today, -daysAgo)} ${time}`, timezone)!;
    },
    daysAgoOf: (instant: Date) =>
      Math.round((Date.parse(today) - Date.parse(dayIn(instant, timezone))) / DAY_MS),
  };
}

/**
 * When the demo's history happened, in the brand's zone (ADR 0026): `demoagent` opens four weeks before the
 * first start, its team registers over the following nine days and deposits a few hours after registering,
 * agents pass money down the next day, and members play sessions of a few rounds on days spread from the day
 * after their first money to yesterday or today, at lunch or in the evening. The member who cashes out does so
 * a few days before the start, after their last session. Everything follows from the plan and the start's time.
 */
export function demoCalendar(now: Date, timezone: string): DemoCalendar {
  const days = brandDays(now, timezone);
  const events: DemoEvent[] = [];
  const registered = new Map<string, Date>();
  const funded = new Map<string, Date>();
  const fund = (username: string, when: Date) => {
    const earlier = funded.get(username);
    if (!earlier || when < earlier) funded.set(username, when);
  };

  // The plan lists every upline before its downlines; the same-day second registration comes in the afternoon.
  let previousDay = -1;
  for (const [k, member] of DEMO_TEAM.entries()) {
    const daysAgo = FIRST_REGISTRATION_DAYS_AGO - Math.floor((k * REGISTRATION_DAYS) / DEMO_TEAM.length);
    const when = days.at(daysAgo, daysAgo === previousDay ? 15 + (k % 3) : 10 + (k % 3), (k * 23) % 60);
    previousDay = daysAgo;
    registered.set(member.username, when);
    events.push({ at: when, kind: 'register', member });
    member.deposits.forEach((amount, j) => {
      const deposited = new Date(when.getTime() + (1 + (k % 3)) * HOUR_MS + j * 6 * DAY_MS);
      const ref = `${member.username}#${j}`;
      fund(member.username, deposited);
      events.push({ at: deposited, kind: 'deposit', member, amount, ref });
      events.push({ at: new Date(deposited.getTime() + APPROVAL_MS), kind: 'approve-deposit', ref });
    });
  }
  // The next day, once the payer has money and the payee an account.
  for (const transfer of DEMO_TRANSFERS) {
    const ready = Math.max(funded.get(transfer.from)!.getTime(), registered.get(transfer.to)!.getTime());
    const when = new Date(ready + DAY_MS + HOUR_MS / 2);
    fund(transfer.to, when);
    events.push({ at: when, kind: 'transfer', transfer });
  }
  events.push(...sessions(now, days, funded));
  const requested = days.at(WITHDRAWAL_DAYS_AGO, 20, 40);
  events.push(
    { at: requested, kind: 'withdrawal', step: 'request' },
    { at: new Date(requested.getTime() + 35 * 60_000), kind: 'withdrawal', step: 'approve' },
    { at: days.at(WITHDRAWAL_DAYS_AGO - 1, 10, 15), kind: 'withdrawal', step: 'paid' },
  );
  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  return { agentOpens: days.at(AGENT_OPENS_DAYS_AGO, 9, 30), events };
}

/**
 * Each playing member's sessions. No two overlap (their rounds share the vendors' house accounts, whose entries
 * must follow the clock too): walking back from the latest, a session that would run into the next one, or
 * past the start, moves earlier.
 */
function sessions(now: Date, days: ReturnType<typeof brandDays>, funded: Map<string, Date>) {
  const planned: Extract<DemoEvent, { kind: 'session' }>[] = [];
  for (const [index, member] of DEMO_TEAM.entries()) {
    if (!member.play) continue;
    const count = Math.ceil(member.play.rounds / ROUNDS_PER_SESSION);
    const last =
      member.username === DEMO_WITHDRAWAL.username ? WITHDRAWAL_DAYS_AGO + 1 : index % 3 === 0 ? 0 : 1;
    const first = Math.max(days.daysAgoOf(funded.get(member.username)!) - 1, last);
    for (let s = 0; s < count; s++) {
      const daysAgo = first - Math.round((s * (first - last)) / Math.max(count - 1, 1));
      const hour = SESSION_HOURS[(index + s * 3) % SESSION_HOURS.length]!;
      const rounds = Array.from(
        { length: Math.min(ROUNDS_PER_SESSION, member.play.rounds - s * ROUNDS_PER_SESSION) },
        (_, r) => s * ROUNDS_PER_SESSION + r,
      );
      planned.push({
        at: days.at(daysAgo, hour, (index * 11 + s * 29) % 60),
        kind: 'session',
        member,
        index,
        rounds,
      });
    }
  }
  planned.sort((a, b) => b.at.getTime() - a.at.getTime());
  let nextStart = now.getTime() - LATEST_END_MS;
  for (const session of planned) {
    if (session.at.getTime() > nextStart - SESSION_SPAN_MS)
      session.at = new Date(nextStart - SESSION_SPAN_MS);
    nextStart = session.at.getTime();
  }
  return planned;
}
