import { describe, expect, it } from 'vitest';
import type { PlayerRain } from '@croupier/contracts';
import { fallingRain, validateAgentEnvelope } from './logic.ts';

const THB = { decimals: 2 };
const form = { title: 'Lunch', budget: '100.00', count: '10', minutes: '60', paymentPassword: '246810' };

describe('validateAgentEnvelope', () => {
  it('accepts a full form', () => {
    expect(validateAgentEnvelope(form, THB)).toEqual({});
  });

  it('marks each field the server would refuse', () => {
    expect(
      validateAgentEnvelope(
        { title: ' ', budget: '9.99', count: '10', minutes: '4', paymentPassword: '' },
        THB,
      ),
    ).toEqual({
      title: { key: 'accounts.v.required' },
      budget: { key: 'envelopes.agent.v.budget' },
      minutes: { key: 'envelopes.agent.v.minutes' },
      paymentPassword: { key: 'accounts.v.required' },
    });
    expect(validateAgentEnvelope({ ...form, count: '201', budget: 'x' }, THB)).toMatchObject({
      count: { key: 'envelopes.agent.v.count' },
      budget: { key: 'accounts.v.invalid' },
    });
  });
});

describe('fallingRain', () => {
  const rain = (id: string, from: number, to: number, extra: Partial<PlayerRain> = {}): PlayerRain => ({
    id,
    title: id,
    sender: null,
    startsAt: new Date(from).toISOString(),
    endsAt: new Date(to).toISOString(),
    count: 5,
    left: 5,
    grabbed: null,
    ...extra,
  });

  it('picks the rain falling now that is not grabbed, emptied or closed', () => {
    const now = 10_000;
    const rains = [
      rain('later', 20_000, 30_000),
      rain('grabbed', 0, 20_000, { grabbed: { amount: '1.00' } }),
      rain('empty', 0, 20_000, { left: 0 }),
      rain('closed', 0, 20_000),
      rain('falling', 0, 20_000),
    ];
    expect(fallingRain(rains, now, new Set(['closed']))?.id).toBe('falling');
    expect(fallingRain(rains, 25_000, new Set())?.id).toBe('later');
    expect(fallingRain(rains, 40_000, new Set())).toBeUndefined();
  });
});
