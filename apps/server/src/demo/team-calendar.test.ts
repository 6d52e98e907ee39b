import { dayIn } from '@croupier/format';
import { describe, expect, it } from 'vitest';
import { demoCalendar, ROUND_EVERY_MS, type DemoEvent } from './team-calendar.ts';
import { DEMO_AGENT, DEMO_TEAM, DEMO_WITHDRAWAL } from './team-plan.ts';

const ZONE = 'Asia/Bangkok';
const DAY_MS = 86_400_000;
// Starts at any hour of the brand's day: just after midnight, in the morning, in the evening rush, just before.
const STARTS = [
  '2026-11-26T17:05:00Z',
  '2026-11-27T03:00:00Z',
  '2026-11-27T13:30:00Z',
  '2026-11-27T16:58:00Z',
];

const sessionsOf = (events: DemoEvent[]) =>
  events.filter((event): event is Extract<DemoEvent, { kind: 'session' }> => event.kind === 'session');

describe.each(STARTS)('the demo calendar of a start at %s', (start) => {
  const now = new Date(start);
  const { agentOpens, events } = demoCalendar(now, ZONE);

  it('lies within the four weeks before the start, in order, after demoagent opens', () => {
    expect(agentOpens.getTime()).toBeGreaterThan(now.getTime() - 30 * DAY_MS);
    const times = events.map((event) => event.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBeGreaterThan(agentOpens.getTime());
    expect(times.at(-1)).toBeLessThan(now.getTime());
  });

  it('registers each account after its upline, and lets it pay, play and sign contracts only afterwards', () => {
    const registered = new Map<string, number>([[DEMO_AGENT, agentOpens.getTime()]]);
    const contracted = new Set<string>();
    for (const event of events) {
      if (event.kind === 'contracts') {
        const upline = DEMO_TEAM.find((member) => member.username === event.agent)?.upline;
        expect(registered.has(event.agent)).toBe(true);
        if (upline) expect(contracted.has(upline)).toBe(true);
        contracted.add(event.agent);
      }
      if (event.kind === 'register') {
        if (event.member.upline !== DEMO_AGENT) expect(registered.has(event.member.upline)).toBe(true);
        registered.set(event.member.username, event.at.getTime());
      }
      if (event.kind === 'deposit' || event.kind === 'session')
        expect(registered.has(event.member.username)).toBe(true);
      if (event.kind === 'transfer') expect(registered.has(event.transfer.to)).toBe(true);
    }
    expect(registered.size).toBe(DEMO_TEAM.length + 1);
    expect(contracted.size).toBe(DEMO_TEAM.filter((member) => member.kind === 'agent').length + 1);
  });

  it('plays every planned round, in sessions that never overlap, over at least 14 days', () => {
    const sessions = sessionsOf(events);
    for (const member of DEMO_TEAM.filter((m) => m.play)) {
      const rounds = sessions.filter((s) => s.member === member).flatMap((s) => s.rounds);
      expect(rounds).toEqual([...Array(member.play!.rounds).keys()]);
    }
    for (let i = 1; i < sessions.length; i++) {
      const previous = sessions[i - 1]!;
      expect(sessions[i]!.at.getTime() - previous.at.getTime()).toBeGreaterThanOrEqual(
        previous.rounds.length * ROUND_EVERY_MS,
      );
    }
    expect(new Set(sessions.map((s) => dayIn(s.at, ZONE))).size).toBeGreaterThanOrEqual(14);
  });

  it('has the member who cashes out stop playing first', () => {
    const requested = events.find((event) => event.kind === 'withdrawal')!.at;
    const theirs = sessionsOf(events).filter((s) => s.member.username === DEMO_WITHDRAWAL.username);
    expect(theirs.length).toBeGreaterThan(1);
    for (const session of theirs) expect(session.at < requested).toBe(true);
  });
});
