import {
  CHANNEL_NAME_MAX,
  type DepositChannelAdmin,
  type DepositChannelCreate,
  type DepositChannelPatch,
  type PaymentGatewayCode,
} from '@croupier/contracts';
import { parseMinor, toDecimalString, type Currency } from '@croupier/money';

/** The channel editor's values, as typed. */
export interface ChannelValues {
  /** English; the Chinese and Thai names fall back to it when left empty. */
  name: string;
  nameCN: string;
  nameTH: string;
  type: 'bank' | 'gateway';
  gateway: PaymentGatewayCode;
  min: string;
  max: string;
  enabled: boolean;
  sortOrder: string;
  expiryMinutes: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
}

/** A translation key with its values, per field. */
export type ChannelErrors = Partial<
  Record<keyof ChannelValues, { key: string; values?: Record<string, unknown> }>
>;

export const NEW_CHANNEL: ChannelValues = {
  name: '',
  nameCN: '',
  nameTH: '',
  type: 'bank',
  gateway: 'testpay',
  min: '100',
  max: '50000',
  enabled: true,
  sortOrder: '10',
  expiryMinutes: '1440',
  bankName: '',
  accountNumber: '',
  accountName: '',
};

export function channelValues(channel: DepositChannelAdmin): ChannelValues {
  return {
    name: channel.name,
    nameCN: channel.names.CN ?? '',
    nameTH: channel.names.TH ?? '',
    type: channel.type,
    gateway: channel.gateway ?? 'testpay',
    min: channel.min,
    max: channel.max,
    enabled: channel.enabled,
    sortOrder: String(channel.sortOrder),
    expiryMinutes: String(channel.expiryMinutes),
    bankName: channel.bankName,
    accountNumber: channel.accountNumber,
    accountName: channel.accountName,
  };
}

const wholeNumber = (text: string, min: number, max: number) =>
  /^\d{1,5}$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;

/** The checks the server makes, so most mistakes show before the round trip. */
export function validateChannel(values: ChannelValues, currency: Currency): ChannelErrors {
  const errors: ChannelErrors = {};
  const required = { key: 'fieldErrors.REQUIRED' };
  if (!values.name.trim()) errors.name = required;
  const tooLong = { key: 'channels.v.nameLength', values: { max: CHANNEL_NAME_MAX } };
  for (const key of ['name', 'nameCN', 'nameTH'] as const)
    if (values[key].trim().length > CHANNEL_NAME_MAX) errors[key] = tooLong;
  const amount = (text: string) => {
    const value = /^\d{1,15}(\.\d+)?$/.test(text.trim()) ? parseMinor(text.trim(), currency) : null;
    return value !== null && value > 0n ? value : null;
  };
  const min = amount(values.min);
  const max = amount(values.max);
  const amountError = { key: 'channels.v.amount', values: { decimals: currency.decimals } };
  if (min === null) errors.min = amountError;
  if (max === null) errors.max = amountError;
  else if (min !== null && max < min) errors.max = { key: 'channels.v.maxBelowMin' };
  if (!wholeNumber(values.expiryMinutes, 5, 10080)) errors.expiryMinutes = { key: 'channels.v.expiry' };
  if (!wholeNumber(values.sortOrder, 0, 9999)) errors.sortOrder = { key: 'channels.v.order' };
  if (values.type === 'bank') {
    if (!values.bankName.trim()) errors.bankName = required;
    if (!values.accountName.trim()) errors.accountName = required;
    if (!values.accountNumber.trim()) errors.accountNumber = required;
    else if (!/^[0-9 -]{4,34}$/.test(values.accountNumber.trim()))
      errors.accountNumber = { key: 'channels.v.accountNumber' };
  }
  return errors;
}

/** The request body once validateChannel passed: a whole channel to add, or every editable setting to change. */
export function channelBody(values: ChannelValues, currency: Currency): DepositChannelCreate {
  const amount = (text: string) => toDecimalString(parseMinor(text.trim(), currency) ?? 0n, currency);
  const bank = values.type === 'bank';
  return {
    type: values.type,
    name: values.name.trim(),
    // Empty translations are left out: players of that language see the English name.
    names: {
      ...(values.nameCN.trim() ? { CN: values.nameCN.trim() } : {}),
      ...(values.nameTH.trim() ? { TH: values.nameTH.trim() } : {}),
    },
    gateway: bank ? null : values.gateway,
    min: amount(values.min),
    max: amount(values.max),
    enabled: values.enabled,
    sortOrder: Number(values.sortOrder),
    expiryMinutes: Number(values.expiryMinutes),
    bankName: bank ? values.bankName.trim() : '',
    accountNumber: bank ? values.accountNumber.trim() : '',
    accountName: bank ? values.accountName.trim() : '',
  };
}

/** The field of the form a server error names (`names.CN` is the Chinese name's input). */
export function formFieldOf(serverField: string): string {
  return serverField === 'names.CN' ? 'nameCN' : serverField === 'names.TH' ? 'nameTH' : serverField;
}

/** An edit sends everything but the type, which never changes. */
export function channelPatch(values: ChannelValues, currency: Currency): DepositChannelPatch {
  const { type: _type, ...patch } = channelBody(values, currency);
  return patch;
}
