import type { PlayerSummary } from '@croupier/contracts';

export type PlayerTypeLabel = 'member' | 'agent' | 'trial';

/**
 * What kind of account this is, for the Type column. A trial account is never a real agent, so the
 * trial flag wins; the numeric `type` is the legacy code and is not shown.
 */
export function playerTypeLabel(player: Pick<PlayerSummary, 'isAgent' | 'isTrial'>): PlayerTypeLabel {
  if (player.isTrial) return 'trial';
  return player.isAgent ? 'agent' : 'member';
}

/**
 * Registration field names (spec §3 "Registration user" and the other labelled profile fields) that
 * have a translated label under `players.profileKeys`. Matched without regard to case, because
 * brands configured before the field list settled store some of them differently (`realName`).
 */
const PROFILE_KEYS: Readonly<Record<string, string>> = {
  payeename: 'realName',
  realname: 'realName',
  nickname: 'nickname',
  email: 'email',
  mobilenum: 'mobile',
  qqnum: 'qq',
  line: 'line',
  whatsapp: 'whatsapp',
  facebook: 'facebook',
  wechat: 'wechat',
  telegram: 'telegram',
  zalo: 'zalo',
  idnumber: 'idNumber',
  birthday: 'birthday',
  address: 'address',
  nationality: 'nationality',
  occupation: 'occupation',
  sourceofincome: 'sourceOfIncome',
  placeofbirth: 'placeOfBirth',
  affiliatecode: 'affiliateCode',
  recommenderid: 'recommender',
};

/** The `players.profileKeys.*` key for a profile entry, or null when the field has no known label. */
export function profileLabelKey(field: string): string | null {
  const known = PROFILE_KEYS[field.toLowerCase()];
  return known ? `players.profileKeys.${known}` : null;
}

/** Known keys first in a stable order, then the rest alphabetically, so every player reads the same. */
export function sortProfileEntries(profile: Record<string, string>): [string, string][] {
  const order = Object.keys(PROFILE_KEYS);
  const rank = (key: string) => {
    const index = order.indexOf(key.toLowerCase());
    return index === -1 ? order.length : index;
  };
  return Object.entries(profile).sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
}

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Line\//, 'LINE'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/**
 * "Chrome · Android" from a user agent, for a column that must stay one line; the full string stays
 * available as the cell's title. Product names are not translated. Null when nothing is recognised.
 */
export function deviceLabel(userAgent: string): string | null {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const parts = [browser, system].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}
