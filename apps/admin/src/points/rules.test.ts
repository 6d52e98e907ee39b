import { describe, expect, it } from 'vitest';
import { currencyOf } from '@croupier/money';
import { checkGoods, EMPTY_GOODS, goodsRule } from './rules.ts';

const THB = currencyOf('THB');

describe('goods form', () => {
  it('asks for the stock instead of putting goods on sale with none, and names each refused field', () => {
    const { errors, input } = checkGoods(
      { ...EMPTY_GOODS, name: 'Voucher', pointsNeeded: '-5', moneyValue: '50.00', sort: 'x' },
      THB,
    );
    expect(input).toBeNull();
    expect(errors).toEqual({ pointsNeeded: 'INVALID', remaining: 'REQUIRED', sort: 'INVALID' });
  });

  it('says what a refused field takes, for the client’s and the server’s INVALID alike', () => {
    expect(goodsRule('pointsNeeded', THB)).toEqual({ key: 'pointsMall.v.points' });
    expect(goodsRule('moneyValue', THB)).toEqual({ key: 'pointsMall.v.money', values: { decimals: 2 } });
    expect(goodsRule('remaining', THB)).toEqual({
      key: 'promotions.v.whole',
      values: { min: 0, max: 1_000_000 },
    });
    expect(goodsRule('name', THB)).toBeNull();
  });

  it('sends the stock given', () => {
    const { input } = checkGoods(
      { ...EMPTY_GOODS, name: 'Bag', kind: 'physical', pointsNeeded: '10', remaining: '5' },
      THB,
    );
    expect(input).toMatchObject({ name: 'Bag', kind: 'physical', pointsNeeded: '10', remaining: 5 });
  });
});
