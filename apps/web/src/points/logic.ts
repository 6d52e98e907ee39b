import type { PointGoods } from '@croupier/contracts';
import { DELIVERY_PHONE_PATTERN } from '@croupier/contracts/constants';
import { checkPaymentPassword } from '../security/logic.ts';
import { REQUIRED, type Errors } from '../accounts/validation.ts';

/** The most of one goods a redeem may take (the server's limit too). */
export const MAX_QUANTITY = 100;

/** Points (two decimals) as hundredths, for comparing without floats. */
export const hundredths = (points: string): bigint => {
  const [whole = '0', fraction = ''] = points.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2) || '0');
};

export const pointsOf = (hundredth: bigint): string =>
  `${hundredth / 100n}.${(hundredth % 100n).toString().padStart(2, '0')}`;

/** Points with thousands separators, as people read them. */
export const formatPoints = (points: string): string => {
  const [whole = '0', fraction = '00'] = points.replace('-', '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${points.startsWith('-') ? '-' : ''}${grouped}.${fraction}`;
};

export interface RedeemValues {
  quantity: string;
  address: string;
  phone: string;
  paymentPassword: string;
}

/** The client's checks of the redeem form, the same as the server's (it checks again). */
export function validateRedeem(goods: PointGoods, balance: string, values: RedeemValues): Errors {
  const errors: Errors = {};
  const quantity = Number(values.quantity);
  const most = Math.min(MAX_QUANTITY, goods.remaining);
  if (!values.quantity.trim()) errors.quantity = REQUIRED;
  else if (!/^\d+$/.test(values.quantity.trim()) || quantity < 1 || quantity > most)
    errors.quantity = { key: 'pointsMall.v.quantity', values: { max: Math.max(1, most) } };
  else if (hundredths(goods.pointsNeeded) * BigInt(quantity) > hundredths(balance))
    errors.quantity = { key: 'pointsMall.v.notEnough' };
  if (goods.kind === 'physical') {
    if (!values.address.trim()) errors.address = REQUIRED;
    if (!values.phone.trim()) errors.phone = REQUIRED;
    else if (!DELIVERY_PHONE_PATTERN.test(values.phone.trim())) errors.phone = { key: 'pointsMall.v.phone' };
  }
  const password = checkPaymentPassword(values.paymentPassword);
  if (password) errors.paymentPassword = password;
  return errors;
}
