import { dayIn, instantIn, shiftDay } from '@croupier/format';
import {
  DEMO_TEAM,
  DEMO_TRANSFERS,
  DEMO_WITHDRAWAL,
  type DemoMember,
  type DemoTransfer,
} from './team-plan.ts';

/**
 * When the demo's history happened, in the brand's zone: `demoagent` opens four weeks before the first start,
 * its team registers over the following week or so, deposits the same day, and plays in sessions of a few
 * rounds on days spread from then to today, mostly in the evening. The member who cashes out does so a few days
 * before the start, after their last session. Everything follows from the plan and the start's time.
 */
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
const ROUNDS_PER_SESSION = 4;
/** Brand-local hours a session starts at: lunch breaks and, mostly, evenings. */
const SESSION_HOURS = [12, 20, 13, 21, 19, 22, 20, 23, 18, 21] as const;
/** A session that would start later than this before the start is moved back to it (today's play). */
const LATEST_SESSION_MS = 20 * 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface DemoCalendar {
  agentOpens: Date;
  /** In the order they happened. */
  events: DemoEvent[];
}

export function demoCalendar(now: Date, timezone: string): DemoCalendar {
  const today = dayIn(now, timezone);
  const at = (daysAgo: number, hour: number, minute: number) => {
    const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
    return instantIn(`${shiftDay(today, -daysAgo)} ${time}`, timezone)!;
  };
  const daysAgoOf = (instant: Date) =>
    Math.round((Date.parse(today) - Date.parse(dayIn(instant, timezone))) / DAY_MS);
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
    const when = at(daysAgo, daysAgo === previousDay ? 15 + (k % 3) : 10 + (k % 3), (k * 23) % 60);
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

  const latestSession = now.getTime() - LATEST_SESSION_MS;
  for (const [index, member] of DEMO_TEAM.entries()) {
    if (!member.play) continue;
    const sessions = Math.ceil(member.play.rounds / ROUNDS_PER_SESSION);
    const last =
      member.username === DEMO_WITHDRAWAL.username ? WITHDRAWAL_DAYS_AGO + 1 : index % 3 === 0 ? 0 : 1;
    // From the day after the member first had money.
    const first = Math.max(daysAgoOf(funded.get(member.username)!) - 1, last);
    for (let s = 0; s < sessions; s++) {
      const daysAgo = first - Math.round((s * (first - last)) / Math.max(sessions - 1, 1));
      const planned = at(
        daysAgo,
        SESSION_HOURS[(index + s * 3) % SESSION_HOURS.length]!,
        (index * 11 + s * 29) % 60,
      );
      const rounds = Array.from(
        { length: Math.min(ROUNDS_PER_SESSION, member.play.rounds - s * ROUNDS_PER_SESSION) },
        (_, r) => s * ROUNDS_PER_SESSION + r,
      );
      events.push({
        at: new Date(Math.min(planned.getTime(), latestSession - index * 60_000)),
        kind: 'session',
        member,
        index,
        rounds,
      });
    }
  }

  const requested = at(WITHDRAWAL_DAYS_AGO, 20, 40);
  events.push(
    { at: requested, kind: 'withdrawal', step: 'request' },
    { at: new Date(requested.getTime() + 35 * 60_000), kind: 'withdrawal', step: 'approve' },
    { at: at(WITHDRAWAL_DAYS_AGO - 1, 10, 15), kind: 'withdrawal', step: 'paid' },
  );
  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  return { agentOpens: at(AGENT_OPENS_DAYS_AGO, 9, 30), events };
}
