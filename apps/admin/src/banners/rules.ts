import {
  BANNER_ACTION_MAX,
  BANNER_GROUPS,
  BANNER_LINKAGE_TYPES,
  GAME_TYPE_ROUTES,
  LANGUAGES,
  type BannerAdmin,
  type BannerInput,
  type Language,
} from '@croupier/contracts';
import { imageUrlProblem } from '../games/rules.ts';
import type { Errors, Problem } from '../vendors/rules.ts';

export type BannerGroup = (typeof BANNER_GROUPS)[number];
export type LinkageType = (typeof BANNER_LINKAGE_TYPES)[number];

/** The banner editor's values, as typed. */
export interface BannerValues {
  groupName: BannerGroup;
  url: string;
  linkageType: LinkageType;
  linkageTarget: string;
  titles: Record<Language, string>;
  /** The call to action over the art, per language: only for a banner that links somewhere. */
  actions: Record<Language, string>;
  enabled: boolean;
  sortOrder: string;
}
export type BannerField =
  Exclude<keyof BannerValues, 'titles' | 'actions'> | `titles.${Language}` | `actions.${Language}`;

export function newBanner(group: BannerGroup = 'w_home'): BannerValues {
  return {
    groupName: group,
    url: '',
    linkageType: 'none',
    linkageTarget: '',
    titles: { EN: '', CN: '', TH: '' },
    actions: { EN: '', CN: '', TH: '' },
    enabled: true,
    sortOrder: '0',
  };
}

const texts = (byLanguage: Record<string, string>): Record<Language, string> => ({
  EN: byLanguage.EN ?? '',
  CN: byLanguage.CN ?? '',
  TH: byLanguage.TH ?? '',
});

export function bannerValues(banner: BannerAdmin): BannerValues {
  return {
    groupName: banner.groupName,
    url: banner.url,
    linkageType: banner.linkageType,
    linkageTarget: banner.linkageTarget,
    titles: texts(banner.titles),
    actions: texts(banner.actions),
    enabled: banner.enabled,
    sortOrder: String(banner.sortOrder),
  };
}

const required: Problem = { key: 'fieldErrors.REQUIRED' };

/** The category pages a banner may open (spec §2), optionally narrowed to one vendor. */
const CATEGORY_PATHS = new Set(Object.values(GAME_TYPE_ROUTES).map((route) => route.path));

/** What each linkage type's target must look like, as the server checks it; the player site opens it on a click. */
function targetProblem(type: LinkageType, target: string): Problem | null {
  const text = target.trim();
  if (type === 'none') return null;
  if (!text) return required;
  if (text.length > 500) return { key: 'vendors.v.tooLong', values: { max: 500 } };
  switch (type) {
    case 'url':
      return imageUrlProblem(text) ? { key: 'banners.v.url' } : null;
    case 'category':
      return CATEGORY_PATHS.has(text.split('?')[0]!) && /^[^?]*(\?vassalage=[A-Za-z0-9_]{1,32})?$/.test(text)
        ? null
        : { key: 'banners.v.category' };
    case 'game':
      return /^[1-9][0-9]{0,17}$/.test(text) ? null : { key: 'banners.v.game' };
    case 'promotion':
      return /^[A-Za-z0-9_-]{1,64}$/.test(text) ? null : { key: 'banners.v.id' };
  }
}

export function validateBanner(values: BannerValues): Errors<BannerField> {
  const errors: Errors<BannerField> = {};
  const image = imageUrlProblem(values.url);
  if (image) errors.url = image;
  const target = targetProblem(values.linkageType, values.linkageTarget);
  if (target) errors.linkageTarget = target;
  // Alt text for the image comes from the title, so the brand's default language must have one.
  if (!values.titles.EN.trim()) errors['titles.EN'] = { key: 'banners.v.titleEn' };
  for (const lang of LANGUAGES) {
    if (values.titles[lang].trim().length > 120) {
      errors[`titles.${lang}`] = { key: 'vendors.v.tooLong', values: { max: 120 } };
    }
    if (values.linkageType !== 'none' && values.actions[lang].trim().length > BANNER_ACTION_MAX) {
      errors[`actions.${lang}`] = { key: 'vendors.v.tooLong', values: { max: BANNER_ACTION_MAX } };
    }
  }
  if (!/^\d{1,6}$/.test(values.sortOrder.trim()) || Number(values.sortOrder) > 100_000) {
    errors.sortOrder = { key: 'games.v.order', values: { max: '100,000' } };
  }
  return errors;
}

/** The texts that say something, trimmed. */
function filled(byLanguage: Record<Language, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const lang of LANGUAGES) if (byLanguage[lang].trim()) kept[lang] = byLanguage[lang].trim();
  return kept;
}

export function bannerBody(values: BannerValues): BannerInput {
  const titles = filled(values.titles);
  return {
    groupName: values.groupName,
    url: values.url.trim(),
    linkageType: values.linkageType,
    linkageTarget: values.linkageType === 'none' ? '' : values.linkageTarget.trim(),
    titles,
    // A banner without a link has no call to action (the server refuses one).
    actions: values.linkageType === 'none' ? {} : filled(values.actions),
    enabled: values.enabled,
    sortOrder: Number(values.sortOrder),
  };
}

/** Banners by group in BANNER_GROUPS order, each group by its order; groups without banners are left out. */
export function byGroup(banners: BannerAdmin[]): [BannerGroup, BannerAdmin[]][] {
  return BANNER_GROUPS.map((group): [BannerGroup, BannerAdmin[]] => [
    group,
    banners.filter((b) => b.groupName === group).sort((a, b) => a.sortOrder - b.sortOrder),
  ]).filter(([, list]) => list.length > 0);
}
