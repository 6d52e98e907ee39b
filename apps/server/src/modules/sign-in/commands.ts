import type { SignInCalendar, SignInResult, SignInSettings } from '@croupier/contracts';
import { currencyOf, parseMinor, toDecimalString } from '@croupier/money';
import { readAppNow } from '../../db/clock.ts';
import { inTransaction, type Database, type Executor } from '../../db/client.ts';
import { DomainError, validationFailed } from '../../platform/domain-errors.ts';
import { recordOperatorAudit, type OperatorActor } from '../audit/index.ts';
import { grantBonus } from '../bonuses/index.ts';
import type { BrandRow } from '../brands/index.ts';
import { nextPeriod, periodAtLocalTime, periodContaining, previousPeriod } from '../settlements/index.ts';
import * as repo from './repository.ts';
import type { SignInSettingsRow } from './schema.ts';

/** The largest day reward (minor units). */
const MAX_SIGN_IN_REWARD = 10n ** 13n;

/** The reward of a streak's day: the cycle of day rewards repeats after its last day. */
export const rewardOfStreak = (rewards: readonly bigint[], streak: number): bigint =>
  rewards.length === 0 ? 0n : rewards[(streak - 1) % rewards.length]!;

/** Today and yesterday as the brand's calendar reads them now (the database clock). */
async function brandDays(db: Executor, brand: BrandRow) {
  const today = periodContaining('daily', brand.timezone, await readAppNow(db));
  return { today: today.key, yesterday: previousPeriod(today, brand.timezone).key };
}

const offered = (settings: SignInSettingsRow | undefined): settings is SignInSettingsRow =>
  settings !== undefined && settings.enabled;

/**
 * `POST /api/v1/sign-in` (DOMAIN.md "Sign-in"): one check-in per brand-local day; the streak goes on from
 * yesterday's or starts again at 1 after a missed day; the streak day's reward is paid as a bonus (key
 * `sign-in:<player>:<day>`) in the transaction that records the check-in, so of any number of calls at once one
 * pays and the others are `409 ALREADY_SIGNED_IN`.
 */
export async function signIn(db: Database, brand: BrandRow, playerId: bigint): Promise<SignInResult> {
  const settings = await repo.findSettings(db, brand.id);
  if (!offered(settings)) throw new DomainError('OPERATION_DISABLED', 'This site offers no daily sign-in.');
  const { today, yesterday } = await brandDays(db, brand);
  const currency = currencyOf(brand.currencyCode);
  return inTransaction(db, async (tx) => {
    const row = await repo.insertSignIn(tx, {
      brandId: brand.id,
      playerId,
      day: today,
      yesterday,
      rewardOf: (streak) => rewardOfStreak(settings.rewards, streak),
    });
    if (!row) throw new DomainError('ALREADY_SIGNED_IN', 'You have signed in today already.');
    if (row.reward > 0n) {
      const { bonus } = await grantBonus(tx, {
        brandId: brand.id,
        playerId,
        currency: brand.currencyCode,
        amount: row.reward,
        requirement: row.reward * BigInt(settings.wageringMultiple),
        source: { kind: 'sign_in', ref: `sign-in:${today}` },
        idempotencyKey: `sign-in:${playerId}:${today}`,
        reason: `Daily sign-in ${today} (day ${row.streak})`,
      });
      await repo.setBonus(tx, playerId, today, bonus.id);
    }
    return { streak: row.streak, reward: toDecimalString(row.reward, currency) };
  });
}

/** `GET /api/v1/sign-in`: a brand-local month's checked days (default this month), the streak and the rewards. */
export async function signInCalendar(
  db: Executor,
  brand: BrandRow,
  playerId: bigint,
  month?: string,
): Promise<SignInCalendar> {
  const settings = await repo.findSettings(db, brand.id);
  const rewards = offered(settings) ? settings.rewards : [];
  const { today, yesterday } = await brandDays(db, brand);
  const first = periodAtLocalTime('monthly', brand.timezone, { date: `${month ?? today.slice(0, 7)}-01` });
  const days = await repo.signedDays(db, playerId, first.key, nextPeriod(first, brand.timezone).key);
  const latest = await repo.latestSignIn(db, playerId, today);
  const signedToday = latest?.day === today;
  const alive = latest !== undefined && (signedToday || latest.day === yesterday);
  const streak = alive ? latest.streak : 0;
  const currency = currencyOf(brand.currencyCode);
  const money = (amount: bigint) => toDecimalString(amount, currency);
  return {
    enabled: offered(settings),
    today,
    month: first.key.slice(0, 7),
    signedDays: days.map((day) => day.day),
    signedToday,
    streak,
    rewards: rewards.map(money),
    todayReward: money(signedToday ? latest.reward : rewardOfStreak(rewards, streak + 1)),
  };
}

/** How many days of a period (`from` to `to`, brand-local dates) the player signed in: the missions' metric. */
export const signInsBetween = repo.countSignIns;

export function toSettingsView(row: SignInSettingsRow | undefined, currencyCode: string): SignInSettings {
  const currency = currencyOf(currencyCode);
  if (!row) return { enabled: false, rewards: [toDecimalString(0n, currency)], wageringMultiple: 1 };
  return {
    enabled: row.enabled,
    rewards: row.rewards.map((amount) => toDecimalString(amount, currency)),
    wageringMultiple: row.wageringMultiple,
  };
}

export async function readSignInSettings(db: Executor, brand: BrandRow): Promise<SignInSettings> {
  return toSettingsView(await repo.findSettings(db, brand.id), brand.currencyCode);
}

/** An owner or admin sets the day rewards of the brand's sign-in; audited `sign-in.settings`. */
export async function saveSignInSettings(
  db: Database,
  actor: OperatorActor & { brand: BrandRow },
  input: SignInSettings,
): Promise<SignInSettings> {
  const currency = currencyOf(actor.brand.currencyCode);
  const fields: Record<string, 'INVALID'> = {};
  const rewards = input.rewards.map((text, day) => {
    const amount = parseMinor(text, currency);
    // Times the largest wagering multiple, the requirement still fits its bigint column.
    if (amount === null || amount > MAX_SIGN_IN_REWARD) fields[`rewards.${day}`] = 'INVALID';
    return amount ?? 0n;
  });
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  return inTransaction(db, async (tx) => {
    const before = await readSignInSettings(tx, actor.brand);
    await repo.saveSettings(tx, {
      brandId: actor.brand.id,
      rewards,
      wageringMultiple: input.wageringMultiple,
      enabled: input.enabled,
    });
    const after = await readSignInSettings(tx, actor.brand);
    await recordOperatorAudit(tx, actor, { action: 'sign-in.settings', target: 'sign-in', before, after });
    return after;
  });
}
