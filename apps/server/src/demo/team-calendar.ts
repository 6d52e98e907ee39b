import { dayIn, instantIn, shiftDay } from '@croupier/format';
import {
  DEMO_AGENT,
  DEMO_AGENT_DEPOSIT,
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
  | { at: Date; kind: 'withdrawal'; step: 'request' | 'approve' | 'paid' }
  /**
   * The upline (the platform for the top agent) offers `agent` its contracts and the agent signs them: the
   * daily and real-time salaries and the dividend when it opens, the hourly salary in the history's last days.
   */
  | { at: Date; kind: 'contracts'; agent: string; hourly: boolean }
  /** The real-time salary pays on the rounds played so far, as its 5-minute job would. */
  | { at: Date; kind: 'realtime' }
  /**
   * The settlement runs settle every period closed by then (the hourly salary's once its contracts are signed);
   * after them, uplines pay their dividend bills.
   */
  | { at: Date; kind: 'settle'; hourly: boolean; rewards: boolean }
  | { at: Date; kind: 'pay-bills' }
  /** The member presses the site's daily sign-in (their first session of a day does too). */
  | { at: Date; kind: 'check-in'; member: DemoMember };

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
/** A contract is offered and signed this long after its agent opens. */
const CONTRACT_AFTER_MS = 20 * 60_000;
/** The real-time salary pays a session's rounds this long after it starts: after its last win (team-play.ts). */
const REALTIME_AFTER_MS = 270_000;
/** The day's settlements run at 00:10 brand time; uplines pay the bills they bring at 11:00. */
const SETTLE_AT = [0, 10] as const;
const PAY_BILLS_AT = [11, 0] as const;
/**
 * The hourly salary's contracts are signed this many days before the start: every hour since is a settlement
 * run, and a whole history of them (about 700) would slow the first start by many seconds (ADR 0026).
 */
const HOURLY_CONTRACTS_DAYS_AGO = 3;
const DAY_MS = 24 * HOUR_MS;
/** The first playing members check in every morning of the last days before the start: streaks to show. */
const CHECK_IN_MEMBERS = 2;
const CHECK_IN_DAYS = 6;

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
    if (member.kind === 'agent')
      events.push({
        at: new Date(when.getTime() + CONTRACT_AFTER_MS),
        kind: 'contracts',
        agent: member.username,
        hourly: false,
      });
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
  const played = sessions(now, days, funded);
  events.push(...played);
  for (const session of played)
    events.push({ at: new Date(session.at.getTime() + REALTIME_AFTER_MS), kind: 'realtime' });
  const agentOpens = days.at(AGENT_OPENS_DAYS_AGO, 9, 30);
  const requested = days.at(WITHDRAWAL_DAYS_AGO, 20, 40);
  events.push(...contractEvents(now, days, agentOpens, requested));
  events.push(
    { at: requested, kind: 'withdrawal', step: 'request' },
    { at: new Date(requested.getTime() + 35 * 60_000), kind: 'withdrawal', step: 'approve' },
    { at: days.at(WITHDRAWAL_DAYS_AGO - 1, 10, 15), kind: 'withdrawal', step: 'paid' },
  );
  for (const [k, member] of DEMO_TEAM.filter((m) => m.play)
    .slice(0, CHECK_IN_MEMBERS)
    .entries())
    for (let daysAgo = CHECK_IN_DAYS; daysAgo >= 1; daysAgo--)
      events.push({ at: days.at(daysAgo, 8, 10 + 7 * k), kind: 'check-in', member });
  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  return { agentOpens, events };
}

/**
 * `demoagent`'s float (its deposit the day it opens), the contracts of the top agent (those of the others
 * follow their registration) and everyone's hourly ones, each day's settlement runs the next morning and the
 * payment of the bills they bring, but for today's, left pending. VIP and rebate runs join the mornings after
 * the withdrawal's request: their bonuses carry wagering, which would refuse that withdrawal.
 */
function contractEvents(
  now: Date,
  days: ReturnType<typeof brandDays>,
  agentOpens: Date,
  rewardsAfter: Date,
): DemoEvent[] {
  const float = new Date(agentOpens.getTime() + HOUR_MS);
  const top: DemoMember = { username: DEMO_AGENT, upline: '', kind: 'agent', deposits: [DEMO_AGENT_DEPOSIT] };
  const ref = `${DEMO_AGENT}#0`;
  const events: DemoEvent[] = [
    { at: float, kind: 'deposit', member: top, amount: DEMO_AGENT_DEPOSIT, ref },
    { at: new Date(float.getTime() + APPROVAL_MS), kind: 'approve-deposit', ref },
    {
      at: new Date(agentOpens.getTime() + CONTRACT_AFTER_MS),
      kind: 'contracts',
      agent: DEMO_AGENT,
      hourly: false,
    },
  ];
  // Uplines first, a few minutes apart, in the morning.
  const agents = [DEMO_AGENT, ...DEMO_TEAM.filter((m) => m.kind === 'agent').map((m) => m.username)];
  for (const [k, agent] of agents.entries())
    events.push({ at: days.at(HOURLY_CONTRACTS_DAYS_AGO, 9, 5 * k), kind: 'contracts', agent, hourly: true });
  for (let daysAgo = AGENT_OPENS_DAYS_AGO - 1; daysAgo >= 0; daysAgo--) {
    const settle = days.at(daysAgo, ...SETTLE_AT);
    if (settle < now)
      events.push({
        at: settle,
        kind: 'settle',
        hourly: daysAgo < HOURLY_CONTRACTS_DAYS_AGO,
        rewards: settle > rewardsAfter,
      });
    if (daysAgo > 0) events.push({ at: days.at(daysAgo, ...PAY_BILLS_AT), kind: 'pay-bills' });
  }
  return events;
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
