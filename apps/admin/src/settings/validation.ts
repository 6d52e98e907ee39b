import { CS_TITLE_MAX, type CustomerService, type Resource } from '@croupier/contracts';
import { type FieldErrors } from '@croupier/web-kit';

// ISO 3166-1 alpha-2, officially assigned codes (249), plus XK (Kosovo), which is in wide use.
const ISO_ALPHA2 = new Set(
  (
    'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW ' +
    'BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ ' +
    'FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ ' +
    'IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH ' +
    'MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL ' +
    'PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD ' +
    'TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW XK'
  ).split(' '),
);

export const ISO_COUNTRY_COUNT = ISO_ALPHA2.size;

/** Normalises a typed country code (trim, uppercase); returns the code or an error code. */
export function parseCountry(
  raw: string,
  existing: readonly string[],
): { value: string } | { error: string } {
  const code = raw.trim().toUpperCase();
  if (code === '') return { error: 'REQUIRED' };
  if (!/^[A-Z]{2}$/.test(code) || !ISO_ALPHA2.has(code)) return { error: 'COUNTRY' };
  if (existing.includes(code)) return { error: 'DUPLICATE' };
  return { value: code };
}

function isIPv4(value: string): boolean {
  const parts = value.split('.');
  return parts.length === 4 && parts.every((p) => /^(0|[1-9][0-9]{0,2})$/.test(p) && Number(p) <= 255);
}

function isIPv6(value: string): boolean {
  if (!/^[0-9a-fA-F:.]+$/.test(value) || value.length > 45) return false;
  // An embedded IPv4 tail (::ffff:1.2.3.4) counts as two groups.
  let groups = value;
  let extra = 0;
  const lastColon = value.lastIndexOf(':');
  if (value.includes('.')) {
    if (!isIPv4(value.slice(lastColon + 1))) return false;
    groups = value.slice(0, lastColon + 1) + '0';
    extra = 1;
  }
  const halves = groups.split('::');
  if (halves.length > 2) return false;
  const count = (part: string | undefined) => (part ? part.split(':') : []);
  const head = count(halves[0]);
  const tail = count(halves[1]);
  if (![...head, ...tail].every((g) => /^[0-9a-fA-F]{1,4}$/.test(g))) return false;
  const total = head.length + tail.length + extra;
  return halves.length === 2 ? total <= 7 : total === 8;
}

/** Accepts IPv4 and IPv6 addresses (no ranges: the server's exempt list is exact addresses). */
export function parseIp(raw: string, existing: readonly string[]): { value: string } | { error: string } {
  const ip = raw.trim();
  if (ip === '') return { error: 'REQUIRED' };
  if (!isIPv4(ip) && !isIPv6(ip)) return { error: 'IP' };
  const lower = ip.toLowerCase();
  if (existing.some((e) => e.toLowerCase() === lower)) return { error: 'DUPLICATE' };
  return { value: ip };
}

export const CS_URL_PATTERN = /^(https?:\/\/|tg:\/\/|line:\/\/|mailto:)/;

/** Checks rows the way the server will, keyed `<row>.<field>` like the server's field errors. */
export function validateCustomerService(rows: readonly CustomerService[]): FieldErrors {
  const errors: FieldErrors = {};
  rows.forEach((row, i) => {
    if (row.title.trim() === '') errors[`${i}.title`] = 'REQUIRED';
    else if (row.title.length > CS_TITLE_MAX) errors[`${i}.title`] = 'TOO_LONG';
    for (const [language, title] of Object.entries(row.titles ?? {}))
      if (title.length > CS_TITLE_MAX) errors[`${i}.titles.${language}`] = 'TOO_LONG';
    if (row.url.trim() === '') errors[`${i}.url`] = 'REQUIRED';
    else if (!CS_URL_PATTERN.test(row.url.trim())) errors[`${i}.url`] = 'URL_SCHEME';
    else if (row.url.length > 500) errors[`${i}.url`] = 'TOO_LONG';
  });
  return errors;
}

export function validateResources(rows: readonly Resource[]): FieldErrors {
  const errors: FieldErrors = {};
  rows.forEach((row, i) => {
    if (row.url.trim() === '') errors[`${i}.url`] = 'REQUIRED';
    else if (row.url.length > 500) errors[`${i}.url`] = 'TOO_LONG';
    if (row.labelNameEn.length > 80) errors[`${i}.labelNameEn`] = 'TOO_LONG';
  });
  return errors;
}

/** Moves one item up (-1) or down (+1); out-of-range moves return the list unchanged. */
export function moveItem<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  const copy = [...list];
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return copy;
  const [item] = copy.splice(index, 1);
  copy.splice(target, 0, item as T);
  return copy;
}

export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;
