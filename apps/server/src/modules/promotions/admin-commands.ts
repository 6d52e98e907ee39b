import {
  LANGUAGES,
  checkTags,
  type FieldErrorCode,
  type PromotionAdmin,
  type PromotionInput,
  type PromotionPatch,
} from '@croupier/contracts';
import { inTransaction, type Database, type Executor } from '../../db/client.ts';
import { notFound, validationFailed } from '../../platform/domain-errors.ts';
import { recordOperatorAudit } from '../audit/index.ts';
import type { BrandRow } from '../brands/index.ts';
import type { OperatorRow } from '../operators/index.ts';
import { usernamesByIds } from '../players/index.ts';
import { audienceAgents } from './audience.ts';
import { parseAmount } from '../wallet/index.ts';
import * as repo from './repository.ts';
import type { PromotionRow } from './schema.ts';
import { toPromotionAdmin } from './views.ts';

export interface Actor {
  brand: BrandRow;
  operator: OperatorRow;
  ip: string;
}

type Fields = Record<string, FieldErrorCode>;

// eslint-disable-next-line no-control-regex
const LINE_CONTROLS = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const TEXT_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** Shipped art (`/promotions/…svg`) or an https image. */
const IMAGE_URL = /^(\/[A-Za-z0-9/_.-]+\.(svg|png|jpe?g|webp)|https:\/\/[^\s"'<>]+)$/;
/** A percent with at most two decimals, above 0 and at most 1000. */
const PERCENT = /^(\d{1,4})(?:\.(\d{1,2}))?$/;

/** Trimmed texts per language: a title in English always; a summary or content only beside its title. */
function texts(input: Pick<PromotionInput, 'titles' | 'summaries' | 'contents'>, fields: Fields) {
  const kept = {
    titles: {} as Record<string, string>,
    summaries: {} as Record<string, string>,
    contents: {} as Record<string, string>,
  };
  for (const language of LANGUAGES) {
    const title = (input.titles[language] ?? '').trim();
    const summary = (input.summaries?.[language] ?? '').trim();
    const content = (input.contents?.[language] ?? '').replaceAll('\r\n', '\n').trim();
    if (LINE_CONTROLS.test(title)) fields[`titles.${language}`] = 'INVALID';
    if (LINE_CONTROLS.test(summary)) fields[`summaries.${language}`] = 'INVALID';
    if (TEXT_CONTROLS.test(content)) fields[`contents.${language}`] = 'INVALID';
    if (!title && (language === 'EN' || summary || content)) fields[`titles.${language}`] ??= 'REQUIRED';
    if (title) kept.titles[language] = title;
    if (summary) kept.summaries[language] = summary;
    if (content) kept.contents[language] = content;
  }
  return kept;
}

function moment(value: string, field: string, fields: Fields) {
  const at = new Date(value);
  // ISO 8601 with a time: a bare date would mean midnight UTC, not the brand's midnight.
  if (Number.isNaN(at.getTime()) || !/^\d{4}-\d{2}-\d{2}T/.test(value)) {
    fields[field] = 'INVALID';
    return new Date(0);
  }
  return at;
}

/** An amount of the brand's currency, or the field marked invalid. */
function amount(text: string, currency: string, field: string, fields: Fields): bigint {
  try {
    return parseAmount(text, currency, field);
  } catch {
    fields[field] = 'INVALID';
    return 0n;
  }
}

/** Hundredths of a percent. */
function percent(text: string, field: string, fields: Fields): bigint {
  const match = PERCENT.exec(text);
  const value = match ? BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0')) : 0n;
  if (value <= 0n || value > 100_000n) fields[field] = 'INVALID';
  return value;
}

/** The columns a whole promotion (created, or current merged with a patch) is stored with, checked together. */
async function columns(db: Executor, brand: BrandRow, input: PromotionInput): Promise<repo.PromotionColumns> {
  const fields: Fields = {};
  const currency = brand.currencyCode;
  const kept = texts(input, fields);
  const startsAt = moment(input.startsAt, 'startsAt', fields);
  const endsAt = moment(input.endsAt, 'endsAt', fields);
  if (!fields.startsAt && !fields.endsAt && endsAt <= startsAt) fields.endsAt = 'INVALID';
  const imageUrl = input.imageUrl?.trim() || null;
  if (imageUrl && !IMAGE_URL.test(imageUrl)) fields.imageUrl = 'INVALID';
  const { reward } = input;
  const rewardValue =
    reward.type === 'percent'
      ? percent(reward.value, 'reward.value', fields)
      : amount(reward.value, currency, 'reward.value', fields);
  // A cap bounds a percent; a fixed reward is its own amount.
  if (reward.cap !== undefined && reward.type === 'fixed') fields['reward.cap'] = 'NOT_ALLOWED';
  const depositKind = ['first_deposit', 'reload', 'daily_first_deposit'].includes(input.kind);
  if (reward.minDeposit !== undefined && !depositKind) fields['reward.minDeposit'] = 'NOT_ALLOWED';
  if (reward.type === 'percent' && !depositKind && input.kind !== 'cashback')
    fields['reward.type'] = 'INVALID';
  const wagering = input.wagering ?? null;
  if (wagering?.base === 'bonus_deposit' && !depositKind) fields['wagering.base'] = 'NOT_ALLOWED';
  const agentIds = await audienceAgents(db, brand, input.audience?.agents, fields);
  const tags = checkTags(input.audience?.tags ?? [], 'audience.tags');
  Object.assign(fields, tags.errors);
  const values: repo.PromotionColumns = {
    kind: input.kind,
    ...kept,
    imageUrl,
    startsAt,
    endsAt,
    vipLevels: input.audience?.vipLevels?.length ? [...new Set(input.audience.vipLevels)] : null,
    agentIds,
    tags: tags.tags.length ? tags.tags : null,
    rewardType: reward.type,
    rewardValue,
    rewardCap: reward.cap === undefined ? null : amount(reward.cap, currency, 'reward.cap', fields),
    minDeposit:
      reward.minDeposit === undefined
        ? null
        : amount(reward.minDeposit, currency, 'reward.minDeposit', fields),
    wageringMultiple: wagering?.multiple ?? null,
    wageringBase: wagering?.base ?? null,
    contributions: (wagering?.contributions as Record<string, number> | undefined) ?? null,
    maxStake: input.maxStake ? amount(input.maxStake, currency, 'maxStake', fields) : null,
    perPlayer: input.limits?.perPlayer ?? 1,
    perPeriod: input.limits?.perPeriod ?? null,
    budget:
      input.limits?.budget === undefined
        ? null
        : amount(input.limits.budget, currency, 'limits.budget', fields),
    enabled: input.enabled,
  };
  if (Object.keys(fields).length > 0)
    throw validationFailed(fields, 'Some fields of the promotion are not valid.');
  return values;
}

/** The stored promotion (as operators see it) as an input again, so a patch merges onto it. */
function asInput(view: PromotionAdmin): PromotionInput {
  return {
    kind: view.kind,
    titles: view.titles,
    summaries: view.summaries,
    contents: view.contents,
    imageUrl: view.imageUrl,
    startsAt: view.startsAt,
    endsAt: view.endsAt,
    audience: view.audience,
    reward: view.reward,
    ...(view.wagering ? { wagering: view.wagering } : {}),
    maxStake: view.maxStake,
    limits: view.limits,
    enabled: view.enabled,
  };
}

function audit(tx: Executor, actor: Actor, action: string, id: bigint, before: unknown, after: unknown) {
  return recordOperatorAudit(tx, actor, { action, target: `promotion:${id}`, before, after });
}

async function adminView(db: Executor, brand: BrandRow, row: PromotionRow): Promise<PromotionAdmin> {
  const joined = (await repo.entryCounts(db, [row.id])).get(row.id) ?? 0;
  return toPromotionAdmin(row, joined, await usernamesByIds(db, row.agentIds ?? []), brand.currencyCode);
}

export async function createPromotion(db: Database, actor: Actor, input: PromotionInput) {
  return inTransaction(db, async (tx) => {
    const row = await repo.insertPromotion(tx, actor.brand.id, await columns(tx, actor.brand, input));
    const view = await adminView(tx, actor.brand, row);
    await audit(tx, actor, 'promotion.create', row.id, null, view);
    return view;
  });
}

/** A patch merges onto the stored promotion; the whole is checked again, as a new one would be. */
export async function patchPromotion(db: Database, actor: Actor, id: bigint, patch: PromotionPatch) {
  return inTransaction(db, async (tx) => {
    const current = await repo.findPromotion(tx, actor.brand.id, id, { forUpdate: true });
    if (!current) throw notFound('The promotion');
    const before = await adminView(tx, actor.brand, current);
    const merged = { ...asInput(before), ...patch };
    const row = await repo.updatePromotion(tx, id, await columns(tx, actor.brand, merged));
    const view = await adminView(tx, actor.brand, row);
    await audit(tx, actor, 'promotion.update', id, before, view);
    return view;
  });
}

export async function listPromotionsForOperator(db: Executor, brand: BrandRow): Promise<PromotionAdmin[]> {
  const rows = await repo.listPromotions(db, brand.id);
  const joined = await repo.entryCounts(
    db,
    rows.map((row) => row.id),
  );
  const names = await usernamesByIds(
    db,
    rows.flatMap((row) => row.agentIds ?? []),
  );
  return rows.map((row) => toPromotionAdmin(row, joined.get(row.id) ?? 0, names, brand.currencyCode));
}

export async function promotionForOperator(db: Executor, brand: BrandRow, id: bigint) {
  const row = await repo.findPromotion(db, brand.id, id);
  if (!row) throw notFound('The promotion');
  return adminView(db, brand, row);
}
