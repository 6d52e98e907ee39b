import { GAME_TYPE_ROUTES, type Banner, type BannerAdmin, type BannerInput } from '@croupier/contracts';
import { inTransaction, type Database, type Executor } from '../../db/client.ts';
import { notFound, validationFailed } from '../../platform/domain-errors.ts';
import type { BrandRow } from '../brands/index.ts';
import * as repo from './admin-repository.ts';
import { auditAs, type Actor } from './games-admin.ts';
import { listEnabledBanners } from './lobby-repository.ts';
import type { BannerRow } from './schema.ts';
import type { Language } from './snapshot.ts';

export function toBannerAdmin(row: BannerRow): BannerAdmin {
  return {
    id: row.id.toString(),
    groupName: row.groupName as BannerAdmin['groupName'],
    url: row.url,
    linkageType: row.linkageType as BannerAdmin['linkageType'],
    linkageTarget: row.linkageTarget,
    titles: row.titles,
    actions: row.actions,
    enabled: row.enabled,
    sortOrder: row.sortOrder,
  };
}

/** `GET /api/v1/banners`: the enabled slides of a group in their order, titled in the player's language. */
export async function playerBanners(
  db: Executor,
  brand: BrandRow,
  group: string | undefined,
  language: Language,
): Promise<Banner[]> {
  const rows = await listEnabledBanners(db, brand.id, group);
  return rows.map((row) => ({
    id: row.id.toString(),
    url: row.url,
    groupName: row.groupName as Banner['groupName'],
    linkageType: row.linkageType as Banner['linkageType'],
    linkageTarget: row.linkageTarget,
    title: row.titles[language] ?? row.titles.EN ?? '',
    action: row.linkageType === 'none' ? '' : (row.actions[language] ?? row.actions.EN ?? ''),
  }));
}

const CATEGORY_PATHS = new Set(Object.values(GAME_TYPE_ROUTES).map((route) => route.path));

/** A site path (not `//host`) or an https address: a slide must never link a player to `javascript:`. */
function isSafeLink(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\');
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** The texts per language that say something, trimmed. */
function filledTexts(texts: Partial<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts)
      .map(([language, text]) => [language, (text ?? '').trim()] as const)
      .filter(([, text]) => text !== ''),
  );
}

/** Every field checked together: the image, the titles and a target that makes sense for the linkage type. */
async function bannerColumns(db: Executor, input: BannerInput) {
  const url = input.url.trim();
  if (!isSafeLink(url))
    throw validationFailed({ url: 'INVALID' }, 'The image must be a site path or an https address.');
  const titles = filledTexts(input.titles);
  const actions = filledTexts(input.actions ?? {});
  if (!titles.EN)
    throw validationFailed({ 'titles.EN': 'REQUIRED' }, 'The banner needs at least its English title.');
  const target = input.linkageTarget.trim();
  const wrongTarget = (message: string) => validationFailed({ linkageTarget: 'INVALID' }, message);
  switch (input.linkageType) {
    case 'none':
      if (target) throw wrongTarget('A banner without a link has no target.');
      if (Object.keys(actions).length > 0)
        throw validationFailed({ actions: 'INVALID' }, 'A banner without a link has no call to action.');
      break;
    case 'url':
      if (!isSafeLink(target)) throw wrongTarget('The link must be a site path or an https address.');
      break;
    case 'game':
      if (!/^[1-9][0-9]{0,17}$/.test(target) || !(await repo.findGame(db, BigInt(target))))
        throw wrongTarget('No game has this id.');
      break;
    case 'category': {
      const path = target.split('?')[0]!;
      if (!CATEGORY_PATHS.has(path) || !/^[^?]*(\?vassalage=[A-Za-z0-9_]{1,32})?$/.test(target))
        throw wrongTarget('The target must be a category page such as /rng or /rng?vassalage=INHOUSE.');
      break;
    }
    case 'promotion':
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(target)) throw wrongTarget('The target must be a promotion id.');
      break;
  }
  return {
    groupName: input.groupName,
    url,
    linkageType: input.linkageType,
    linkageTarget: target,
    titles,
    actions,
    enabled: input.enabled,
    sortOrder: input.sortOrder,
  };
}

export async function listBannersForOperator(db: Executor, brand: BrandRow): Promise<BannerAdmin[]> {
  return (await repo.listBanners(db, brand.id)).map(toBannerAdmin);
}

export async function createBanner(db: Database, actor: Actor, input: BannerInput) {
  return inTransaction(db, async (tx) => {
    const columns = await bannerColumns(tx, input);
    const row = await repo.insertBanner(tx, { ...columns, brandId: actor.brand.id });
    const view = toBannerAdmin(row);
    await auditAs(tx, actor, 'banner.create', `banner:${row.id}`, null, view);
    return view;
  });
}

export async function replaceBanner(db: Database, actor: Actor, id: bigint, input: BannerInput) {
  return inTransaction(db, async (tx) => {
    const current = await repo.findBanner(tx, actor.brand.id, id, { forUpdate: true });
    if (!current) throw notFound('The banner');
    const row = await repo.updateBanner(tx, id, await bannerColumns(tx, input));
    const view = toBannerAdmin(row);
    await auditAs(tx, actor, 'banner.update', `banner:${id}`, toBannerAdmin(current), view);
    return view;
  });
}

export async function removeBanner(db: Database, actor: Actor, id: bigint) {
  await inTransaction(db, async (tx) => {
    const current = await repo.findBanner(tx, actor.brand.id, id, { forUpdate: true });
    if (!current) throw notFound('The banner');
    await repo.deleteBanner(tx, id);
    await auditAs(tx, actor, 'banner.delete', `banner:${id}`, toBannerAdmin(current), null);
  });
}
