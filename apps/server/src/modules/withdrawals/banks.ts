import type { BankChoice, LanguageTexts, WithdrawalBank } from '@croupier/contracts';
import { LANGUAGES } from '@croupier/contracts/constants';
import { validationFailed } from '../../platform/domain-errors.ts';

/**
 * The list a brand starts with until an operator saves its own: the main Thai banks (the demo brand pays out in
 * THB), named in the three interface languages.
 */
export const DEFAULT_BANKS: readonly WithdrawalBank[] = [
  { code: 'KBANK', names: { EN: 'Kasikorn Bank', CN: '开泰银行', TH: 'ธนาคารกสิกรไทย' }, enabled: true },
  { code: 'SCB', names: { EN: 'Siam Commercial Bank', CN: '汇商银行', TH: 'ธนาคารไทยพาณิชย์' }, enabled: true },
  { code: 'BBL', names: { EN: 'Bangkok Bank', CN: '盘谷银行', TH: 'ธนาคารกรุงเทพ' }, enabled: true },
  { code: 'KTB', names: { EN: 'Krungthai Bank', CN: '泰京银行', TH: 'ธนาคารกรุงไทย' }, enabled: true },
  { code: 'BAY', names: { EN: 'Krungsri Bank', CN: '大城银行', TH: 'ธนาคารกรุงศรีอยุธยา' }, enabled: true },
  {
    code: 'GSB',
    names: { EN: 'Government Savings Bank', CN: '政府储蓄银行', TH: 'ธนาคารออมสิน' },
    enabled: true,
  },
];

// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f]/;

/**
 * An operator's bank list as it is stored: names trimmed, EN required (CN and TH fall back to it, so empty ones
 * are dropped), codes unique. Errors name the row and field, as `banks.2.names.EN`.
 */
export function checkBanks(banks: readonly WithdrawalBank[]): WithdrawalBank[] {
  const fields: Record<string, 'REQUIRED' | 'INVALID' | 'NOT_ALLOWED'> = {};
  const seen = new Set<string>();
  const checked = banks.map((bank, i) => {
    if (seen.has(bank.code)) fields[`banks.${i}.code`] = 'NOT_ALLOWED';
    seen.add(bank.code);
    const names: LanguageTexts = {};
    for (const language of LANGUAGES) {
      const name = bank.names[language]?.trim().replace(/\s+/g, ' ');
      if (name && CONTROLS.test(name)) fields[`banks.${i}.names.${language}`] = 'INVALID';
      if (name) names[language] = name;
    }
    if (!names.EN) fields[`banks.${i}.names.EN`] = 'REQUIRED';
    return { code: bank.code, names, enabled: bank.enabled };
  });
  if (Object.keys(fields).length > 0) throw validationFailed(fields, 'The bank list is not valid.');
  return checked;
}

/** The banks a player can pick now: the enabled ones, in the operator's order. */
export const bankChoices = (banks: readonly WithdrawalBank[]): BankChoice[] =>
  banks.filter((bank) => bank.enabled).map(({ code, names }) => ({ code, names }));
