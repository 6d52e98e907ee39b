import {
  GAME_TYPES,
  LANGUAGES,
  PROMOTION_CONTENT_MAX,
  PROMOTION_MULTIPLE_MAX,
  PROMOTION_SUMMARY_MAX,
  PROMOTION_TITLE_MAX,
  type GameType,
  type Language,
  type PromotionAdmin,
  type PromotionInput,
  type PromotionKind,
} from '@croupier/contracts';
import { currencyOf, formatMoney, parseMinor, type Currency } from '@croupier/money';
import type { OperatorRole } from '@croupier/contracts/constants';
import { checkTags } from '@croupier/contracts/player-tags';
import { validateReason } from '../players/validate.ts';
import { isoToLocal, localToIso, type Errors, type Problem } from '../vendors/rules.ts';

/** Promotions spend the brand's money: owners and admins set them up, the other roles read (as the server). */
export const canEditPromotions = (role: OperatorRole | undefined) => role === 'owner' || role === 'admin';

export const DEPOSIT_KINDS: readonly PromotionKind[] = ['first_deposit', 'reload', 'daily_first_deposit'];
const isDepositKind = (kind: PromotionKind) => DEPOSIT_KINDS.includes(kind);
/** A percent reward is a share of a deposit or of a loss: only those kinds may have one. */
export const allowsPercent = (kind: PromotionKind) => isDepositKind(kind) || kind === 'cashback';

type Texts = Record<Language, string>;

/** The editor's values, as typed. Amounts are decimal strings; empty means "not set". */
export interface PromotionValues {
  kind: PromotionKind;
  titles: Texts;
  summaries: Texts;
  contents: Texts;
  imageUrl: string;
  /** `yyyy-MM-dd HH:mm` in the brand's zone. */
  startsAt: string;
  endsAt: string;
  /** Comma-separated VIP levels, agent usernames and player tags; all empty is everyone. */
  vipLevels: string;
  agents: string;
  tags: string;
  rewardType: 'percent' | 'fixed';
  rewardValue: string;
  cap: string;
  minDeposit: string;
  /** 0: no wagering requirement. */
  multiple: string;
  base: 'bonus' | 'bonus_deposit';
  /** Percent per game type; empty takes the default. */
  contributions: Record<GameType, string>;
  maxStake: string;
  perPlayer: string;
  perPeriod: '' | 'day' | 'week' | 'month';
  budget: string;
  enabled: boolean;
}

export type PromotionField =
  | Exclude<keyof PromotionValues, 'titles' | 'summaries' | 'contents' | 'contributions'>
  | `titles.${Language}`
  | `summaries.${Language}`
  | `contents.${Language}`
  | `contributions.${GameType}`;

const noTexts = (): Texts => ({ EN: '', CN: '', TH: '' });
const texts = (byLanguage: Record<string, string>): Texts => ({
  EN: byLanguage.EN ?? '',
  CN: byLanguage.CN ?? '',
  TH: byLanguage.TH ?? '',
});
const noContributions = () =>
  Object.fromEntries(GAME_TYPES.map((type) => [type, ''])) as Record<GameType, string>;

export function newPromotion(): PromotionValues {
  return {
    kind: 'first_deposit',
    titles: noTexts(),
    summaries: noTexts(),
    contents: noTexts(),
    imageUrl: '',
    startsAt: '',
    endsAt: '',
    vipLevels: '',
    agents: '',
    tags: '',
    rewardType: 'percent',
    rewardValue: '',
    cap: '',
    minDeposit: '',
    multiple: '0',
    base: 'bonus',
    contributions: noContributions(),
    maxStake: '',
    perPlayer: '1',
    perPeriod: '',
    budget: '',
    enabled: true,
  };
}

/** A stored promotion as the editor shows it; `agents` are shown as the server stores them (usernames). */
export function promotionValues(promotion: PromotionAdmin, timeZone: string): PromotionValues {
  const contributions = noContributions();
  for (const [type, value] of Object.entries(promotion.wagering?.contributions ?? {}))
    contributions[type as GameType] = String(value);
  return {
    kind: promotion.kind,
    titles: texts(promotion.titles),
    summaries: texts(promotion.summaries),
    contents: texts(promotion.contents),
    imageUrl: promotion.imageUrl ?? '',
    startsAt: isoToLocal(promotion.startsAt, timeZone),
    endsAt: isoToLocal(promotion.endsAt, timeZone),
    vipLevels: (promotion.audience.vipLevels ?? []).join(', '),
    agents: (promotion.audience.agents ?? []).join(', '),
    tags: (promotion.audience.tags ?? []).join(', '),
    rewardType: promotion.reward.type,
    rewardValue: promotion.reward.value,
    cap: promotion.reward.cap ?? '',
    minDeposit: promotion.reward.minDeposit ?? '',
    multiple: String(promotion.wagering?.multiple ?? 0),
    base: promotion.wagering?.base ?? 'bonus',
    contributions,
    maxStake: promotion.maxStake ?? '',
    perPlayer: String(promotion.limits.perPlayer),
    perPeriod: promotion.limits.perPeriod ?? '',
    budget: promotion.limits.budget ?? '',
    enabled: promotion.enabled,
  };
}

export const required: Problem = { key: 'fieldErrors.REQUIRED' };
const tooLong = (max: number): Problem => ({ key: 'vendors.v.tooLong', values: { max } });
// eslint-disable-next-line no-control-regex
const LINE_CONTROLS = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const TEXT_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** Shipped art (`/promotions/…svg`) or an https image, as the server accepts. */
const IMAGE_URL = /^(\/[A-Za-z0-9/_.-]+\.(svg|png|jpe?g|webp)|https:\/\/[^\s"'<>]+)$/;
const PERCENT = /^(\d{1,4})(?:\.(\d{1,2}))?$/;
const WHOLE = /^\d{1,5}$/;

/** A comma-separated list, trimmed, without empty entries. */
export const listOf = (text: string) =>
  text
    .split(/[,，\s]+/)
    .map((item) => item.trim())
    .filter(Boolean);

export function amountProblem(text: string, currency: Currency): Problem | null {
  const value = parseMinor(text.trim(), currency);
  return value === null || value <= 0n
    ? { key: 'promotions.v.amount', values: { decimals: currency.decimals } }
    : null;
}

export function wholeProblem(text: string, min: number, max: number): Problem | null {
  const value = Number(text.trim());
  return WHOLE.test(text.trim()) && value >= min && value <= max
    ? null
    : { key: 'promotions.v.whole', values: { min, max } };
}

function checkTexts(values: PromotionValues, errors: Errors<PromotionField>) {
  for (const lang of LANGUAGES) {
    const title = values.titles[lang].trim();
    const summary = values.summaries[lang].trim();
    const content = values.contents[lang].trim();
    if (title.length > PROMOTION_TITLE_MAX) errors[`titles.${lang}`] = tooLong(PROMOTION_TITLE_MAX);
    else if (LINE_CONTROLS.test(title)) errors[`titles.${lang}`] = { key: 'fieldErrors.INVALID' };
    else if (!title && (lang === 'EN' || summary || content))
      errors[`titles.${lang}`] = lang === 'EN' ? required : { key: 'promotions.v.titleFirst' };
    if (summary.length > PROMOTION_SUMMARY_MAX) errors[`summaries.${lang}`] = tooLong(PROMOTION_SUMMARY_MAX);
    else if (LINE_CONTROLS.test(summary)) errors[`summaries.${lang}`] = { key: 'fieldErrors.INVALID' };
    if (content.length > PROMOTION_CONTENT_MAX) errors[`contents.${lang}`] = tooLong(PROMOTION_CONTENT_MAX);
    else if (TEXT_CONTROLS.test(content)) errors[`contents.${lang}`] = { key: 'fieldErrors.INVALID' };
  }
}

function checkReward(values: PromotionValues, currency: Currency, errors: Errors<PromotionField>) {
  const value = values.rewardValue.trim();
  if (values.rewardType === 'percent' && !allowsPercent(values.kind))
    errors.rewardType = { key: 'promotions.v.percentKind' };
  if (!value) errors.rewardValue = required;
  else if (values.rewardType === 'percent') {
    const match = PERCENT.exec(value);
    const hundredths = match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : 0;
    if (hundredths <= 0 || hundredths > 100_000) errors.rewardValue = { key: 'promotions.v.percent' };
  } else {
    const problem = amountProblem(value, currency);
    if (problem) errors.rewardValue = problem;
  }
  if (values.rewardType === 'percent' && values.cap.trim()) {
    const problem = amountProblem(values.cap, currency);
    if (problem) errors.cap = problem;
  }
  if (isDepositKind(values.kind) && values.minDeposit.trim()) {
    const problem = amountProblem(values.minDeposit, currency);
    if (problem) errors.minDeposit = problem;
  }
}

function checkWagering(values: PromotionValues, currency: Currency, errors: Errors<PromotionField>) {
  const multiple = wholeProblem(values.multiple, 0, PROMOTION_MULTIPLE_MAX);
  if (multiple) errors.multiple = multiple;
  if (values.multiple.trim() !== '0') {
    if (values.base === 'bonus_deposit' && !isDepositKind(values.kind))
      errors.base = { key: 'promotions.v.baseKind' };
    for (const type of GAME_TYPES) {
      const text = values.contributions[type].trim();
      const contribution = text ? wholeProblem(text, 0, 100) : null;
      if (contribution) errors[`contributions.${type}`] = contribution;
    }
  }
  if (values.maxStake.trim()) {
    const problem = amountProblem(values.maxStake, currency);
    if (problem) errors.maxStake = problem;
  }
}

/** The editor's checks, the server's rules: it answers the same fields with VALIDATION_FAILED. */
export function validatePromotion(
  values: PromotionValues,
  currency: Currency,
  timeZone: string,
): Errors<PromotionField> {
  const errors: Errors<PromotionField> = {};
  checkTexts(values, errors);
  const image = values.imageUrl.trim();
  if (image.length > 500) errors.imageUrl = tooLong(500);
  else if (image && !IMAGE_URL.test(image)) errors.imageUrl = { key: 'promotions.v.imageUrl' };
  const start = values.startsAt.trim() ? localToIso(values.startsAt, timeZone) : null;
  const end = values.endsAt.trim() ? localToIso(values.endsAt, timeZone) : null;
  if (!values.startsAt.trim()) errors.startsAt = required;
  else if (!start) errors.startsAt = { key: 'promotions.v.time' };
  if (!values.endsAt.trim()) errors.endsAt = required;
  else if (!end) errors.endsAt = { key: 'promotions.v.time' };
  else if (start && end <= start) errors.endsAt = { key: 'promotions.v.endAfterStart' };
  const levels = listOf(values.vipLevels);
  if (levels.length > 100 || levels.some((level) => wholeProblem(level, 0, 99)))
    errors.vipLevels = { key: 'promotions.v.vipLevels' };
  const agents = listOf(values.agents);
  if (agents.length > 50 || agents.some((name) => name.length > 40))
    errors.agents = { key: 'promotions.v.agents' };
  if (Object.keys(checkTags(listOf(values.tags), 'tags').errors).length > 0)
    errors.tags = { key: 'promotions.v.tags' };
  checkReward(values, currency, errors);
  checkWagering(values, currency, errors);
  const perPlayer = wholeProblem(values.perPlayer, 1, 10_000);
  if (perPlayer) errors.perPlayer = perPlayer;
  if (values.budget.trim()) {
    const problem = amountProblem(values.budget, currency);
    if (problem) errors.budget = problem;
  }
  return errors;
}

/** The texts that say something, trimmed. */
function filled(byLanguage: Texts): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const lang of LANGUAGES) if (byLanguage[lang].trim()) kept[lang] = byLanguage[lang].trim();
  return kept;
}

/** The body of `POST` (and `PATCH`: the whole, so a cleared field is cleared) for valid values. */
export function promotionBody(values: PromotionValues, timeZone: string): PromotionInput {
  const contributions = Object.fromEntries(
    GAME_TYPES.filter((type) => values.contributions[type].trim()).map((type) => [
      type,
      Number(values.contributions[type]),
    ]),
  );
  const deposit = isDepositKind(values.kind);
  const levels = listOf(values.vipLevels).map(Number);
  const agents = listOf(values.agents);
  const { tags } = checkTags(listOf(values.tags), 'tags');
  return {
    kind: values.kind,
    titles: filled(values.titles),
    summaries: filled(values.summaries),
    contents: filled(values.contents),
    imageUrl: values.imageUrl.trim() || null,
    startsAt: localToIso(values.startsAt, timeZone) ?? '',
    endsAt: localToIso(values.endsAt, timeZone) ?? '',
    audience: {
      ...(levels.length ? { vipLevels: levels } : {}),
      ...(agents.length ? { agents } : {}),
      ...(tags.length ? { tags } : {}),
    },
    reward: {
      type: values.rewardType,
      value: values.rewardValue.trim(),
      ...(values.rewardType === 'percent' && values.cap.trim() ? { cap: values.cap.trim() } : {}),
      ...(deposit && values.minDeposit.trim() ? { minDeposit: values.minDeposit.trim() } : {}),
    },
    wagering: {
      multiple: Number(values.multiple),
      base: deposit ? values.base : 'bonus',
      ...(Object.keys(contributions).length ? { contributions } : {}),
    },
    maxStake: values.maxStake.trim() || null,
    limits: {
      perPlayer: Number(values.perPlayer),
      ...(values.perPeriod ? { perPeriod: values.perPeriod } : {}),
      ...(values.budget.trim() ? { budget: values.budget.trim() } : {}),
    },
    enabled: values.enabled,
  };
}

/** An amount of the brand's currency as the console shows money. */
export const moneyIn = (code: string) => {
  const currency = currencyOf(code);
  return (text: string) => formatMoney(parseMinor(text, currency) ?? 0n, currency);
};

/** Support answers players' wagering questions; viewers do not see bonuses (as the server). */
export const canReadBonuses = (role: OperatorRole | undefined) => role !== undefined && role !== 'viewer';

/** Bonuses are money: owners, admins and finance grant and cancel them (support only reads), as the server. */
export const canGrantBonuses = (role: OperatorRole | undefined) =>
  role === 'owner' || role === 'admin' || role === 'finance';

export interface ManualBonusValues {
  amount: string;
  multiple: string;
  maxStake: string;
  reason: string;
}

/** A manual bonus as `POST /admin-api/v1/players/{id}/bonuses` accepts it. */
export function validateManualBonus(
  values: ManualBonusValues,
  currency: Currency,
): Errors<keyof ManualBonusValues> {
  const errors: Errors<keyof ManualBonusValues> = {};
  const amount = amountProblem(values.amount, currency);
  if (amount) errors.amount = amount;
  const multiple = wholeProblem(values.multiple, 0, PROMOTION_MULTIPLE_MAX);
  if (multiple) errors.multiple = multiple;
  const maxStake = values.maxStake.trim() ? amountProblem(values.maxStake, currency) : null;
  if (maxStake) errors.maxStake = maxStake;
  const reason = validateReason(values.reason);
  if (reason) errors.reason = { key: `fieldErrors.${reason}` };
  return errors;
}
