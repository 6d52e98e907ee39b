import { LOTTERY_LIMIT_FIELDS, type LotterySettings } from '@croupier/contracts';
import { FOUR_D_ODDS, THAI_ODDS, VIETNAM_DEFAULTS } from '@croupier/lottery';
import { currencyOf, parseMinor, toDecimalString } from '@croupier/money';
import { eq, sql } from 'drizzle-orm';
import { inTransaction, type Database, type Executor } from '../../db/client.ts';
import { validationFailed } from '../../platform/domain-errors.ts';
import { recordOperatorAudit, type OperatorActor } from '../audit/index.ts';
import { lotterySettings, type CapMode } from './schema.ts';

/** The package's default odds and prices, by the keys the brand's overrides use. */
export const DEFAULT_ODDS: Readonly<Record<string, number>> = {
  ...VIETNAM_DEFAULTS,
  ...THAI_ODDS,
  ...FOUR_D_ODDS,
};

/** The lowest prize group a brand may offer (DOMAIN.md's groups run 1700–1980). */
const LOWEST_PRIZE_GROUP = 1700;

/** A brand's settings in minor units, as the commands use them. */
export interface BrandLotterySettings {
  maxPrizeGroup: number;
  prizeGroups: readonly number[];
  overrides: Readonly<Record<string, string>>;
  minLineStake: bigint | null;
  maxLineStake: bigint | null;
  maxPlayerIssueStake: bigint | null;
  numberCap: bigint | null;
  maxNumberStake: bigint | null;
  capMode: CapMode;
}

/** What a brand that never saved its settings plays with: G = 1950, the package's odds, no limits. */
export const DEFAULT_SETTINGS: BrandLotterySettings = {
  maxPrizeGroup: 1950,
  prizeGroups: [1800, 1850, 1900, 1950],
  overrides: {},
  minLineStake: null,
  maxLineStake: null,
  maxPlayerIssueStake: null,
  numberCap: null,
  maxNumberStake: null,
  capMode: 'stop',
};

/** The odds or price under `key`: the brand's override, else the package's default (as a decimal string). */
export function oddsOf(settings: BrandLotterySettings, key: string): string {
  return settings.overrides[key] ?? String(DEFAULT_ODDS[key]);
}

export async function readLotterySettings(db: Executor, brandId: bigint): Promise<BrandLotterySettings> {
  const [row] = await db.select().from(lotterySettings).where(eq(lotterySettings.brandId, brandId));
  if (!row) return DEFAULT_SETTINGS;
  const { brandId: _brand, updatedAt: _at, updatedBy: _by, ...settings } = row;
  return settings;
}

const LIMITS = LOTTERY_LIMIT_FIELDS;

/** The settings as the console shows them, amounts in the brand's currency. */
export function toSettingsView(settings: BrandLotterySettings, currencyCode: string): LotterySettings {
  const currency = currencyOf(currencyCode);
  const amount = (value: bigint | null) => (value === null ? null : toDecimalString(value, currency));
  return {
    maxPrizeGroup: settings.maxPrizeGroup,
    prizeGroups: [...settings.prizeGroups],
    overrides: { ...settings.overrides },
    minLineStake: amount(settings.minLineStake),
    maxLineStake: amount(settings.maxLineStake),
    maxPlayerIssueStake: amount(settings.maxPlayerIssueStake),
    numberCap: amount(settings.numberCap),
    maxNumberStake: amount(settings.maxNumberStake),
    capMode: settings.capMode,
  };
}

/** Checks the console's input field by field; answers the settings in minor units or VALIDATION_FAILED. */
function parseSettings(input: LotterySettings, currencyCode: string): BrandLotterySettings {
  const fields: Record<string, 'INVALID' | 'NOT_ALLOWED'> = {};
  if (input.maxPrizeGroup < LOWEST_PRIZE_GROUP) fields.maxPrizeGroup = 'INVALID';
  const groups = [...new Set(input.prizeGroups)].sort((a, b) => a - b);
  if (groups.length !== input.prizeGroups.length) fields.prizeGroups = 'INVALID';
  else if (groups.some((group) => group < LOWEST_PRIZE_GROUP)) fields.prizeGroups = 'INVALID';
  else if (groups.some((group) => group > input.maxPrizeGroup)) fields.prizeGroups = 'NOT_ALLOWED';
  for (const [key, value] of Object.entries(input.overrides)) {
    const known = DEFAULT_ODDS[key] !== undefined;
    // A price is whole units (a lô point costs 27 units); odds may have decimals (Thai run pays 3.2).
    const whole = !key.endsWith('.price') || /^\d+$/.test(value);
    if (!known || !whole || Number(value) <= 0) fields[`overrides.${key}`] = 'INVALID';
  }
  const currency = currencyOf(currencyCode);
  const limits = {} as Record<(typeof LIMITS)[number], bigint | null>;
  for (const name of LIMITS) {
    const text = input[name];
    const minor = text === null ? null : parseMinor(text, currency);
    if (text !== null && (minor === null || minor <= 0n)) fields[name] = 'INVALID';
    limits[name] = minor;
  }
  if (
    limits.minLineStake !== null &&
    limits.maxLineStake !== null &&
    limits.minLineStake > limits.maxLineStake
  )
    fields.minLineStake = 'NOT_ALLOWED';
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  return {
    maxPrizeGroup: input.maxPrizeGroup,
    prizeGroups: groups,
    overrides: { ...input.overrides },
    ...limits,
    capMode: input.capMode,
  };
}

/** An owner or admin saves the brand's lottery settings (audited); tickets already sold keep their snapshot. */
export async function updateLotterySettings(
  db: Database,
  actor: OperatorActor,
  props: { currencyCode: string; settings: LotterySettings },
): Promise<LotterySettings> {
  const next = parseSettings(props.settings, props.currencyCode);
  return inTransaction(db, async (tx) => {
    const before = await readLotterySettings(tx, actor.brand.id);
    const row = {
      ...next,
      prizeGroups: [...next.prizeGroups],
      updatedAt: sql`app_now()`,
      updatedBy: actor.operator.id,
    };
    await tx
      .insert(lotterySettings)
      .values({ brandId: actor.brand.id, ...row })
      .onConflictDoUpdate({ target: lotterySettings.brandId, set: row });
    const view = toSettingsView(next, props.currencyCode);
    await recordOperatorAudit(tx, actor, {
      action: 'lottery.settings.update',
      target: 'lottery-settings',
      before: toSettingsView(before, props.currencyCode),
      after: view,
    });
    return view;
  });
}
