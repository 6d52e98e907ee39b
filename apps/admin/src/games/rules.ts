import { GAME_TYPES, type GameCreate, type GameType } from '@croupier/contracts';
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
}
export const NEW_GAME: GameValues = {
  vassalage: '',
  gameCode: '',
  gameName: '',
  gameType: '',
  displayName: '',
  iconUrl: '',
  isHot: false,
};

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
  return errors;
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
