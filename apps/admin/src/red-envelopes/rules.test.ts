import { describe, expect, it } from 'vitest';
import { currencyOf } from '@croupier/money';
import { newRain, newWheel, rainBody, validateRain, validateWheel, wheelBody, wheelOdds } from './rules.ts';

const THB = currencyOf('THB');
const ZONE = 'Asia/Bangkok';

describe('rain editor', () => {
  it('refuses a budget below count × the smallest envelope and a window backwards', () => {
    const values = {
      ...newRain(Date.UTC(2026, 0, 1), ZONE),
      title: 'Rain',
      budget: '49.99',
      count: '50',
      endsAt: '2025-12-31T00:00',
    };
    const errors = validateRain(values, THB, ZONE);
    expect(errors.budget?.key).toBe('envelopes.v.budgetBelow');
    expect(errors.endsAt?.key).toBe('promotions.v.endAfterStart');
  });

  it('sends the audience only when named', () => {
    const values = {
      ...newRain(Date.UTC(2026, 0, 1), ZONE),
      title: 'Rain',
      budget: '50.00',
      tags: 'vip, whale',
    };
    expect(validateRain(values, THB, ZONE)).toEqual({});
    expect(rainBody(values, ZONE)).toMatchObject({
      count: 50,
      audience: { tags: ['vip', 'whale'] },
      startsAt: '2026-01-01T00:00:00.000Z',
    });
  });
});

describe('wheel editor', () => {
  const wheel = {
    ...newWheel(),
    EN: 'Lucky',
    segments: [
      { EN: '10', CN: '', TH: '', prize: '10.00', weight: '1' },
      { EN: '1', CN: '', TH: '', prize: '1.00', weight: '4' },
      { EN: 'Again', CN: '', TH: '', prize: '', weight: '5' },
    ],
  };

  it('shows each chance and the expected cost per spin as the server does', () => {
    const odds = wheelOdds(wheel, THB);
    expect(odds.chances).toEqual(['10.00', '40.00', '50.00']);
    expect(odds.cost).toMatch(/^\D*1\.40$/);
    expect(wheelBody(wheel).segments[2]).toEqual({ labels: { EN: 'Again' }, prize: null, weight: 5 });
  });

  it('marks labels, prizes and weights that the server would refuse', () => {
    const errors = validateWheel(
      { ...wheel, EN: '', segments: [{ EN: '', CN: '', TH: '', prize: 'x', weight: '0' }] },
      THB,
    );
    expect(Object.keys(errors).sort()).toEqual([
      'names.EN',
      'segments',
      'segments.0.labels.EN',
      'segments.0.prize',
      'segments.0.weight',
    ]);
    expect(wheelOdds({ ...wheel, segments: [{ ...wheel.segments[0]!, weight: '' }] }, THB).cost).toBeNull();
  });
});
