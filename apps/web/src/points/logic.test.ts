import type { PointGoods } from '@croupier/contracts';
import { describe, expect, it } from 'vitest';
import { formatPoints, validateRedeem } from './logic.ts';

const gift: PointGoods = {
  id: '1',
  name: 'Cap',
  description: '',
  image: '',
  kind: 'physical',
  pointsNeeded: '40.00',
  moneyValue: '350.00',
  wageringMultiple: 0,
  remaining: 3,
  redeemed: 0,
};
const ok = { quantity: '1', address: '1 Road', phone: '+66 81 234 5678', paymentPassword: '135790' };

describe('the redeem form', () => {
  it('asks a gift for an address, a phone and the payment password', () => {
    expect(
      validateRedeem(gift, '100.00', { quantity: '1', address: ' ', phone: '', paymentPassword: '' }),
    ).toEqual({
      address: { key: 'accounts.v.required' },
      phone: { key: 'accounts.v.required' },
      paymentPassword: { key: 'accounts.v.required' },
    });
    expect(validateRedeem(gift, '100.00', { ...ok, phone: 'call me' })).toEqual({
      phone: { key: 'pointsMall.v.phone' },
    });
    expect(validateRedeem(gift, '100.00', ok)).toEqual({});
  });

  it('keeps the quantity within the stock and the points held', () => {
    expect(validateRedeem(gift, '100.00', { ...ok, quantity: '4' })).toEqual({
      quantity: { key: 'pointsMall.v.quantity', values: { max: 3 } },
    });
    expect(validateRedeem(gift, '79.99', { ...ok, quantity: '2' })).toEqual({
      quantity: { key: 'pointsMall.v.notEnough' },
    });
    expect(validateRedeem({ ...gift, kind: 'cash' }, '40.00', { ...ok, address: '', phone: '' })).toEqual({});
  });

  it('shows points with thousands separators', () => {
    expect(formatPoints('12345.50')).toBe('12,345.50');
    expect(formatPoints('-10.00')).toBe('-10.00');
  });
});
