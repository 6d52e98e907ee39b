import {
  GAME_NAME_LANGUAGES,
  type FieldErrorCode,
  type GameAdmin,
  type GameCreate,
  type GamePatch,
  type GamesMaintenance,
  type GameType,
  type Page,
} from '@croupier/contracts';
import { inTransaction, type Database, type Executor } from '../../db/client.ts';
import { DomainError, notFound, validationFailed } from '../../platform/domain-errors.ts';
import { recordAudit } from '../audit/index.ts';
import type { BrandRow } from '../brands/index.ts';
import type { OperatorRow } from '../operators/index.ts';
import * as repo from './admin-repository.ts';
import type { Lobby } from './lobby.ts';
import type { GameRow } from './schema.ts';
import { pageCount } from '../../platform/paging.ts';

export interface Actor {
  brand: BrandRow;
  operator: OperatorRow;
  ip: string;
}

export function auditAs(
  tx: Executor,
  actor: Actor,
  action: string,
  target: string,
  before: unknown,
  after: unknown,
) {
  return recordAudit(tx, {
    brandId: actor.brand.id,
    operatorId: actor.operator.id,
    operatorName: actor.operator.username,
    action,
    target,
    before,
    after,
    ip: actor.ip,
  });
}

export function toGameAdmin(row: GameRow): GameAdmin {
  return {
    gameId: row.id.toString(),
    nodeId: row.nodeId.toString(),
    vassalage: row.vassalage,
    gameCode: row.gameCode,
    gameName: row.gameName,
    localizedNames: row.localizedNames,
    gameType: row.gameType as GameType,
    displayName: row.displayName,
    iconUrl: row.iconUrl,
    isHot: row.isHot,
    enabled: row.enabled,
    maintenance: row.maintenance,
    sortOrder: row.sortOrder,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** An icon is a site path or an https address: anything else (javascript:, data:) would reach every browser. */
function checkIconUrl(url: string) {
  if (url.startsWith('/') && !url.startsWith('//')) return;
  try {
    if (new URL(url).protocol === 'https:') return;
  } catch {
    // falls through to the refusal
  }
  throw validationFailed({ iconUrl: 'INVALID' }, 'The icon must be a site path or an https address.');
}

/**
 * The CN and TH names as sent, trimmed: a string blank once trimmed is refused (`TOO_SHORT`, as the schema
 * refuses ""), `null` (a patch only) stays `null` to remove that name, a language left out stays out.
 */
function trimLocalizedNames(names: Partial<Record<string, string | null>> | undefined) {
  if (names === undefined) return undefined;
  const trimmed: Partial<Record<string, string | null>> = {};
  const fields: Record<string, FieldErrorCode> = {};
  for (const language of GAME_NAME_LANGUAGES) {
    const value = names[language];
    if (value === undefined) continue;
    if (value === null) {
      trimmed[language] = null;
      continue;
    }
    const name = value.trim();
    if (!name) fields[`localizedNames.${language}`] = 'TOO_SHORT';
    else trimmed[language] = name;
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  return trimmed;
}

/** The stored names with the patch's applied: a string sets a language's name, `null` removes it. */
function mergeLocalizedNames(
  current: Record<string, string>,
  changes: Partial<Record<string, string | null>>,
): Record<string, string> {
  const next = { ...current };
  for (const [language, name] of Object.entries(changes)) {
    if (name === null) delete next[language];
    else if (name !== undefined) next[language] = name;
  }
  return next;
}

/** API.md `POST /admin-api/v1/games`: a game of a known vendor, with the next free node id. */
export async function createGame(db: Database, lobby: Lobby, actor: Actor, input: GameCreate) {
  const gameName = input.gameName.trim();
  if (!gameName) throw validationFailed({ gameName: 'REQUIRED' });
  const displayName = input.displayName?.trim() || gameName;
  if (input.iconUrl !== undefined) checkIconUrl(input.iconUrl);
  const localizedNames = mergeLocalizedNames({}, trimLocalizedNames(input.localizedNames) ?? {});
  const row = await inTransaction(db, async (tx) => {
    const vendor = await repo.findVendor(tx, input.vassalage);
    if (!vendor) throw notFound('The vendor');
    if (!vendor.gameTypes.includes(input.gameType))
      throw validationFailed({ gameType: 'INVALID' }, 'This vendor does not offer games of this category.');
    if (await repo.gameCodeTaken(tx, input.vassalage, input.gameCode))
      throw new DomainError('ALREADY_EXISTS', 'This vendor already has a game with this code.', {
        gameCode: 'NOT_ALLOWED',
      });
    const placement = await repo.nextGamePlacement(tx, input.vassalage);
    const created = await repo.insertGame(tx, {
      nodeId: placement.nodeId,
      vassalage: input.vassalage,
      gameCode: input.gameCode,
      gameName,
      localizedNames,
      gameType: input.gameType,
      displayName,
      iconUrl: input.iconUrl ?? `/tiles/${input.vassalage}/${input.gameCode}.svg`,
      isHot: input.isHot ?? 0,
      sortOrder: placement.sortOrder,
    });
    await auditAs(tx, actor, 'game.create', `game:${created.id}`, null, toGameAdmin(created));
    return created;
  });
  await lobby.refresh();
  return { gameId: row.id.toString() };
}

export async function listGamesForOperator(
  db: Database,
  filters: repo.GameAdminFilters,
): Promise<Page<GameAdmin>> {
  const { total, rows } = await repo.searchGames(db, filters);
  return {
    items: rows.map(toGameAdmin),
    page: filters.page,
    pageSize: filters.pageSize,
    total,
    totalPages: pageCount(total, filters.pageSize),
  };
}

export async function patchGame(db: Database, lobby: Lobby, actor: Actor, id: bigint, patch: GamePatch) {
  const displayName = patch.displayName?.trim();
  if (patch.displayName !== undefined && !displayName) throw validationFailed({ displayName: 'REQUIRED' });
  const nameChanges = trimLocalizedNames(patch.localizedNames);
  const updated = await inTransaction(db, async (tx) => {
    const current = await repo.findGame(tx, id, { forUpdate: true });
    if (!current) throw notFound('The game');
    const row = await repo.updateGame(tx, id, {
      ...(patch.isHot !== undefined ? { isHot: patch.isHot } : {}),
      ...(patch.enabled !== undefined ? { enabled: patch.enabled } : {}),
      ...(patch.maintenance !== undefined ? { maintenance: patch.maintenance } : {}),
      ...(patch.sortOrder !== undefined ? { sortOrder: patch.sortOrder } : {}),
      ...(displayName !== undefined ? { displayName } : {}),
      ...(nameChanges !== undefined
        ? { localizedNames: mergeLocalizedNames(current.localizedNames, nameChanges) }
        : {}),
    });
    await auditAs(tx, actor, 'game.update', `game:${id}`, toGameAdmin(current), toGameAdmin(row));
    return row;
  });
  // Players see the change on their next request, on this node at once and on others within a second.
  await lobby.refresh();
  return toGameAdmin(updated);
}

/**
 * Puts many games under maintenance (or back) in one transaction, each change audited like a single PATCH, and
 * reloads the lobby once. Games already in the asked state are left alone; an unknown id is a 404 and changes
 * nothing.
 */
export async function setGamesMaintenance(
  db: Database,
  lobby: Lobby,
  actor: Actor,
  input: GamesMaintenance,
): Promise<{ updated: number }> {
  const ids = input.gameIds.map((id) => BigInt(id));
  const changed = await inTransaction(db, async (tx) => {
    // The studio's account puts only the games of the vendors it manages under maintenance (ADR 0011).
    if (actor.operator.role === 'studio' && (await repo.countGamesOutsideStudio(tx, ids)) > 0)
      throw new DomainError('FORBIDDEN', 'The studio may change only the games of the vendors it manages.');
    const rows = await repo.setMaintenance(tx, ids, input.maintenance);
    if (rows.length < ids.length && (await repo.countGames(tx, ids)) < ids.length) throw notFound('A game');
    for (const row of rows)
      await auditAs(
        tx,
        actor,
        'game.update',
        `game:${row.id}`,
        { ...toGameAdmin(row), maintenance: !input.maintenance },
        toGameAdmin(row),
      );
    return rows.length;
  });
  if (changed > 0) await lobby.refresh();
  return { updated: changed };
}
