import { describe, expect, it } from 'vitest';
import type { PromotionAdmin } from '@croupier/contracts';
import {
  newPromotion,
  promotionBody,
  promotionValues,
  validateManualBonus,
  validatePromotion,
  type PromotionValues,
} from './rules.ts';

const THB = { code: 'THB', symbol: '฿', decimals: 2 };
const ZONE = 'Asia/Bangkok';

const valid = (change: Partial<PromotionValues> = {}): PromotionValues => ({
  ...newPromotion(),
  titles: { EN: 'Welcome bonus', CN: '首存红利', TH: '' },
  startsAt: '2026-12-01 00:00',
  endsAt: '2026-12-31 23:59',
  rewardValue: '50',
  cap: '300.00',
  multiple: '10',
  base: 'bonus_deposit',
  ...change,
});

describe('promotion editor checks', () => {
  it('accepts a first-deposit bonus of 50% capped at 300 with a 10× requirement on bonus and deposit', () => {
    expect(validatePromotion(valid(), THB, ZONE)).toEqual({});
  });

  it('asks for an English title, and a title in any language that has a summary or content', () => {
    const errors = validatePromotion(
      valid({
        titles: { EN: ' ', CN: '', TH: '' },
        summaries: { EN: '', CN: '摘要', TH: '' },
      }),
      THB,
      ZONE,
    );
    expect(errors['titles.EN']).toEqual({ key: 'fieldErrors.REQUIRED' });
    expect(errors['titles.CN']).toEqual({ key: 'promotions.v.titleFirst' });
  });

  it('refuses titles over 100 characters and control characters in a line', () => {
    const errors = validatePromotion(
      valid({ titles: { EN: 'x'.repeat(101), CN: 'a\u0007b', TH: '' } }),
      THB,
      ZONE,
    );
    expect(errors['titles.EN']).toEqual({ key: 'vendors.v.tooLong', values: { max: 100 } });
    expect(errors['titles.CN']).toEqual({ key: 'fieldErrors.INVALID' });
  });

  it('wants a window whose end comes after its start, written in the brand zone', () => {
    expect(validatePromotion(valid({ endsAt: '2026-11-30 23:00' }), THB, ZONE).endsAt).toEqual({
      key: 'promotions.v.endAfterStart',
    });
    expect(validatePromotion(valid({ startsAt: '1 Dec' }), THB, ZONE).startsAt).toEqual({
      key: 'promotions.v.time',
    });
  });

  it('pays a percent only on deposit kinds and cashback, at most 1000 with two decimals', () => {
    expect(validatePromotion(valid({ kind: 'birthday', base: 'bonus' }), THB, ZONE).rewardType).toEqual({
      key: 'promotions.v.percentKind',
    });
    expect(validatePromotion(valid({ rewardValue: '1000.01' }), THB, ZONE).rewardValue).toEqual({
      key: 'promotions.v.percent',
    });
    expect(validatePromotion(valid({ rewardValue: '12.345' }), THB, ZONE).rewardValue).toBeDefined();
    expect(validatePromotion(valid({ rewardValue: '1000' }), THB, ZONE).rewardValue).toBeUndefined();
  });

  it('counts the deposit in the requirement only for deposit bonuses', () => {
    const errors = validatePromotion(
      valid({ kind: 'application', rewardType: 'fixed', rewardValue: '100.00' }),
      THB,
      ZONE,
    );
    expect(errors.base).toEqual({ key: 'promotions.v.baseKind' });
  });

  it('bounds the multiple, contributions, per-player limit, VIP levels and amounts', () => {
    const errors = validatePromotion(
      valid({
        multiple: '101',
        contributions: { ...valid().contributions, LIVE: '120' },
        perPlayer: '0',
        vipLevels: '1, 100',
        tags: 'whale, big.spender',
        budget: '10.001',
        maxStake: '-5',
      }),
      THB,
      ZONE,
    );
    expect(errors.multiple).toEqual({ key: 'promotions.v.whole', values: { min: 0, max: 100 } });
    expect(errors['contributions.LIVE']).toEqual({ key: 'promotions.v.whole', values: { min: 0, max: 100 } });
    expect(errors.perPlayer).toEqual({ key: 'promotions.v.whole', values: { min: 1, max: 10000 } });
    expect(errors.vipLevels).toEqual({ key: 'promotions.v.vipLevels' });
    expect(errors.tags).toEqual({ key: 'promotions.v.tags' });
    expect(errors.budget).toEqual({ key: 'promotions.v.amount', values: { decimals: 2 } });
    expect(errors.maxStake).toEqual({ key: 'promotions.v.amount', values: { decimals: 2 } });
  });

  it('takes shipped art or an https image and nothing else', () => {
    expect(
      validatePromotion(valid({ imageUrl: '/promotions/welcome.svg' }), THB, ZONE).imageUrl,
    ).toBeUndefined();
    expect(validatePromotion(valid({ imageUrl: 'http://x.test/a.png' }), THB, ZONE).imageUrl).toEqual({
      key: 'promotions.v.imageUrl',
    });
  });
});

describe('promotion body', () => {
  it('sends the window as instants, the texts that say something and the limits set', () => {
    const body = promotionBody(
      valid({ budget: '10000', perPeriod: 'day', vipLevels: '1, 2', tags: 'Whale, whale，ลูกค้าใหม่' }),
      ZONE,
    );
    expect(body.startsAt).toBe('2026-11-30T17:00:00.000Z');
    expect(body.titles).toEqual({ EN: 'Welcome bonus', CN: '首存红利' });
    expect(body.reward).toEqual({ type: 'percent', value: '50', cap: '300.00' });
    expect(body.wagering).toEqual({ multiple: 10, base: 'bonus_deposit' });
    expect(body.limits).toEqual({ perPlayer: 1, perPeriod: 'day', budget: '10000' });
    expect(body.audience).toEqual({ vipLevels: [1, 2], tags: ['whale', 'ลูกค้าใหม่'] });
  });

  it('reads a stored promotion back into the same values', () => {
    const stored = {
      ...promotionBody(valid(), ZONE),
      id: '7',
      summaries: {},
      contents: {},
      imageUrl: null,
      audience: {},
      wagering: { multiple: 10, base: 'bonus_deposit', contributions: { LIVE: 5 } },
      maxStake: null,
      limits: { perPlayer: 1 },
      spent: '0.00',
      joined: 0,
      createdAt: '',
      updatedAt: '',
    } as PromotionAdmin;
    const values = promotionValues(stored, ZONE);
    expect(values.startsAt).toBe('2026-12-01 00:00');
    expect(values.contributions.LIVE).toBe('5');
    expect(values.multiple).toBe('10');
  });
});

describe('manual bonus', () => {
  it('asks for an amount, a multiple of 0 to 100 and a reason', () => {
    expect(
      validateManualBonus({ amount: '100.00', multiple: '5', maxStake: '', reason: 'VIP gift' }, THB),
    ).toEqual({});
    const errors = validateManualBonus({ amount: '0', multiple: '101', maxStake: 'x', reason: ' ' }, THB);
    expect(Object.keys(errors).sort()).toEqual(['amount', 'maxStake', 'multiple', 'reason']);
    expect(errors.reason).toEqual({ key: 'fieldErrors.REQUIRED' });
  });
});
