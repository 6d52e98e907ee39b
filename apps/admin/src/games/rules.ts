import {
  GAME_NAME_LANGUAGES,
  GAME_TYPES,
  type GameCreate,
  type GamePatch,
  type GameType,
} from '@croupier/contracts';
import { type FormErrors } from '@croupier/web-kit';
import { parsePage } from '../players/filters.ts';
import { GAME_CODE, VASSALAGE, type Errors, type Problem } from '../vendors/rules.ts';

/** One page of the games list as the URL carries it: `?q=&vassalage=&gameType=&hot=&enabled=&page=`. */
export interface GameFilters {
  q: string;
  vassalage: string;
  gameType: GameType | null;
  hot: boolean | null;
  enabled: boolean | null;
  page: number;
}
export const NO_GAME_FILTERS: GameFilters = {
  q: '',
  vassalage: '',
  gameType: null,
  hot: null,
  enabled: null,
  page: 1,
};

const flag = (value: string | null) => (value === 'true' ? true : value === 'false' ? false : null);

export function parseGameFilters(params: URLSearchParams): GameFilters {
  const vassalage = params.get('vassalage') ?? '';
  const type = params.get('gameType');
  return {
    q: (params.get('q') ?? '').trim().slice(0, 80),
    // A hand-edited link with nonsense shows everything rather than an error.
    vassalage: VASSALAGE.test(vassalage) ? vassalage : '',
    gameType: GAME_TYPES.find((x) => x === type) ?? null,
    hot: flag(params.get('hot')),
    enabled: flag(params.get('enabled')),
    page: parsePage(params.get('page')),
  };
}

export function gameFiltersToParams(filters: GameFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.q) params.q = filters.q;
  if (filters.vassalage) params.vassalage = filters.vassalage;
  if (filters.gameType) params.gameType = filters.gameType;
  if (filters.hot !== null) params.hot = String(filters.hot);
  if (filters.enabled !== null) params.enabled = String(filters.enabled);
  if (filters.page > 1) params.page = String(filters.page);
  return params;
}

export const isFiltered = (filters: GameFilters) =>
  filters.q !== '' ||
  filters.vassalage !== '' ||
  filters.gameType !== null ||
  filters.hot !== null ||
  filters.enabled !== null;

export function gamesApiPath(filters: GameFilters, pageSize: number): string {
  const query = new URLSearchParams({
    ...gameFiltersToParams(filters),
    page: String(filters.page),
    pageSize: String(pageSize),
  });
  return `/games?${query.toString()}`;
}

const required: Problem = { key: 'fieldErrors.REQUIRED' };
const tooLong = (max: number): Problem => ({ key: 'vendors.v.tooLong', values: { max } });

/** An image or link address as the server takes it: a path on this site (not `//host`), or https. */
export function imageUrlProblem(value: string, max = 500): Problem | null {
  const text = value.trim();
  if (!text) return required;
  if (text.length > max) return tooLong(max);
  if (text.startsWith('/'))
    return text.startsWith('//') || text.includes('\\') ? { key: 'games.v.imageUrl' } : null;
  try {
    if (new URL(text).protocol === 'https:') return null;
  } catch {
    // falls through
  }
  return { key: 'games.v.imageUrl' };
}

export interface GameValues {
  vassalage: string;
  gameCode: string;
  gameName: string;
  gameType: GameType | '';
  displayName: string;
  iconUrl: string;
  isHot: boolean;
  /** The game's names in the CN and TH lobbies; left empty, those show the English name. */
  nameCN: string;
  nameTH: string;
}
export const NEW_GAME: GameValues = {
  vassalage: '',
  gameCode: '',
  gameName: '',
  gameType: '',
  displayName: '',
  iconUrl: '',
  isHot: false,
  nameCN: '',
  nameTH: '',
};

/** The form's CN and TH name fields, as the server's `localizedNames.CN` / `localizedNames.TH`. */
export type NameField = 'nameCN' | 'nameTH';
export const NAME_FIELDS = GAME_NAME_LANGUAGES.map((language) => ({
  language,
  field: `name${language}` as NameField,
}));
export interface LocalizedNameValues {
  nameCN: string;
  nameTH: string;
}

/** As the server: a name is optional, at most 120 characters once trimmed. */
export function validateLocalizedNames(values: LocalizedNameValues): Errors<NameField> {
  const errors: Errors<NameField> = {};
  for (const { field } of NAME_FIELDS) if (values[field].trim().length > 120) errors[field] = tooLong(120);
  return errors;
}

/** The server names these fields `localizedNames.CN`; the form `nameCN`. */
export function withNameFields(errors: FormErrors): FormErrors {
  const fields = { ...errors.fields };
  for (const { language, field } of NAME_FIELDS) {
    const code = fields[`localizedNames.${language}`];
    if (code) fields[field] = code;
  }
  return { ...errors, fields };
}

/**
 * The `localizedNames` of a patch: only the languages whose name changed; a field emptied removes that name
 * (`null`), so the lobby shows the English one again. Undefined when nothing changed.
 */
export function localizedNamesPatch(
  current: Record<string, string>,
  values: LocalizedNameValues,
): GamePatch['localizedNames'] {
  const patch: NonNullable<GamePatch['localizedNames']> = {};
  for (const { language, field } of NAME_FIELDS) {
    const name = values[field].trim();
    if (name === (current[language] ?? '')) continue;
    patch[language] = name || null;
  }
  return Object.keys(patch).length > 0 ? patch : undefined;
}

export function validateGame(values: GameValues): Errors<keyof GameValues> {
  const errors: Errors<keyof GameValues> = {};
  if (!values.vassalage) errors.vassalage = required;
  const code = values.gameCode.trim();
  if (!code) errors.gameCode = required;
  else if (!GAME_CODE.test(code)) errors.gameCode = { key: 'games.v.gameCode' };
  const name = values.gameName.trim();
  if (!name) errors.gameName = required;
  else if (name.length > 120) errors.gameName = tooLong(120);
  if (!values.gameType) errors.gameType = required;
  if (values.displayName.trim().length > 120) errors.displayName = tooLong(120);
  if (values.iconUrl.trim()) {
    const icon = imageUrlProblem(values.iconUrl);
    if (icon) errors.iconUrl = icon;
  }
  return { ...errors, ...validateLocalizedNames(values) };
}

export function gameBody(values: GameValues): GameCreate {
  const body: GameCreate = {
    vassalage: values.vassalage,
    gameCode: values.gameCode.trim(),
    gameName: values.gameName.trim(),
    gameType: values.gameType as GameType,
    isHot: values.isHot ? 1 : 0,
  };
  if (values.displayName.trim()) body.displayName = values.displayName.trim();
  if (values.iconUrl.trim()) body.iconUrl = values.iconUrl.trim();
  const names: NonNullable<GameCreate['localizedNames']> = {};
  for (const { language, field } of NAME_FIELDS) {
    const name = values[field].trim();
    if (name) names[language] = name;
  }
  if (Object.keys(names).length > 0) body.localizedNames = names;
  return body;
}

/** The edit dialog's display name and order. */
export function validateGameEdit(
  displayName: string,
  sortOrder: string,
): Errors<'displayName' | 'sortOrder'> {
  const errors: Errors<'displayName' | 'sortOrder'> = {};
  const name = displayName.trim();
  if (!name) errors.displayName = required;
  else if (name.length > 120) errors.displayName = tooLong(120);
  if (!/^\d{1,7}$/.test(sortOrder.trim()) || Number(sortOrder) > 1_000_000) {
    errors.sortOrder = { key: 'games.v.order', values: { max: '1,000,000' } };
  }
  return errors;
}
