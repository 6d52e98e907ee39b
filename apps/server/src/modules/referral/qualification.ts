import { isFlagOn, WHITELABEL_FLAGS, type SelfReferralSignal } from '@croupier/contracts';
import { sql } from 'drizzle-orm';
import { inTransaction, type Database, type Executor } from '../../db/client.ts';
import type { Job } from '../../platform/jobs.ts';
import { validBetByPlayer } from '../bets/index.ts';
import { grantBonus } from '../bonuses/index.ts';
import { findBrandById, type BrandRow } from '../brands/index.ts';
import { firstDepositsOf } from '../deposits/index.ts';
import { findPlayersByIds, referredPlayersSince, sharedAccessOf } from '../players/index.ts';
import { payoutNamesOf } from '../withdrawals/index.ts';
import { referralFriends, type ReferralFriendRow } from './schema.ts';
import { readReferralRules, type BrandReferralRules } from './settings.ts';

/** The prefix of the referral's ledger keys: `referral:<friend id>`, one reward per friend ever. */
export const REFERRAL_CONSUMER = 'referral';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** A registration may commit a moment after a later one: discovery looks back this far past the newest friend. */
const DISCOVERY_LOOKBACK_MS = HOUR_MS;
const DISCOVERY_PAGE = 1_000;
const DECISION_BATCH = 50;
const DECISIONS_PER_RUN = 500;
/**
 * The job looks at a pending friend again at most this often: each look is a handful of queries, and a friend's
 * deposit and play take minutes anyway. A friend found since its last run is looked at at once.
 */
const RECHECK_MS = 60_000;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function dbNow(db: Executor): Promise<Date> {
  const [row] = rowsOf<{ now: Date | string }>(await db.execute(sql`select app_now() as now`));
  return new Date(row!.now);
}

/** Per run, each brand and its rule read once (through the caller's executor: inside a claim, its transaction). */
function brandCache() {
  const cache = new Map<bigint, Promise<{ brand: BrandRow; rules: BrandReferralRules } | undefined>>();
  return (db: Executor, brandId: bigint) => {
    let found = cache.get(brandId);
    if (!found) {
      found = findBrandById(db, brandId).then(async (brand) =>
        brand ? { brand, rules: await readReferralRules(db, brand) } : undefined,
      );
      cache.set(brandId, found);
    }
    return found;
  };
}

/**
 * Records the players referred since the newest friend already known (less the look-back), each with the
 * deadline its brand's rule gives it now. Idempotent: a friend found twice is kept as first found.
 */
export async function findReferredFriends(db: Database): Promise<number> {
  const [newest] = rowsOf<{ at: Date | string | null }>(
    await db.execute(sql`select max(registered_at) as at from ${referralFriends}`),
  );
  let since = newest?.at ? new Date(new Date(newest.at).getTime() - DISCOVERY_LOOKBACK_MS) : new Date(0);
  const brandOf = brandCache();
  let found = 0;
  for (;;) {
    const page = await referredPlayersSince(db, since, DISCOVERY_PAGE);
    const rows = [];
    for (const friend of page) {
      const brand = await brandOf(db, friend.brandId);
      if (!brand) continue;
      rows.push({
        friendId: friend.id,
        brandId: friend.brandId,
        referrerId: friend.referrerId,
        registeredAt: friend.registeredAt,
        deadline: new Date(friend.registeredAt.getTime() + brand.rules.qualifyDays * DAY_MS),
      });
    }
    if (rows.length > 0) {
      const inserted = await db
        .insert(referralFriends)
        .values(rows)
        .onConflictDoNothing()
        .returning({ id: referralFriends.friendId });
      found += inserted.length;
    }
    if (page.length < DISCOVERY_PAGE) return found;
    // A page ending inside one instant would repeat it: the next page starts at that instant and skips nothing.
    const last = page[page.length - 1]!.registeredAt;
    since = last.getTime() === since.getTime() ? new Date(last.getTime() + 1) : last;
  }
}

/** Why the friend is the referrer under another name: a browser, an address or a payout name they share. */
async function selfReferralSignals(db: Executor, friend: ReferralFriendRow): Promise<SelfReferralSignal[]> {
  const access = await sharedAccessOf(db, friend.referrerId, friend.friendId);
  const accounts = await findPlayersByIds(db, [friend.referrerId, friend.friendId]);
  const names = await payoutNamesOf(db, accounts);
  const referrerNames = names.get(friend.referrerId) ?? new Set<string>();
  const sameName = [...(names.get(friend.friendId) ?? [])].some((name) => referrerNames.has(name));
  const signals: SelfReferralSignal[] = [];
  if (access.device) signals.push('device');
  if (access.ip) signals.push('ip');
  if (sameName) signals.push('payout_name');
  return signals;
}

const hourFloor = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
const hourCeil = (at: Date) => new Date(Math.ceil(at.getTime() / HOUR_MS) * HOUR_MS);

/** The friend's valid bet over the qualifying days (whole hours around them, as the stats count). */
async function validBetWithin(db: Executor, brand: BrandRow, friend: ReferralFriendRow): Promise<bigint> {
  const lines = await validBetByPlayer(db, {
    brandId: brand.id,
    timezone: brand.timezone,
    from: hourFloor(friend.registeredAt),
    to: hourCeil(friend.deadline),
    playerId: friend.friendId,
  });
  return lines.reduce((sum, line) => sum + line.validBet, 0n);
}

/**
 * Decides one claimed friend: pays the referrer once when the friend qualified within the days (unless the
 * two are one person), lets the referral lapse after the deadline, else records the progress for the page.
 */
async function decideFriend(
  tx: Executor,
  friend: ReferralFriendRow,
  context: { now: Date; brand: BrandRow; rules: BrandReferralRules },
): Promise<void> {
  const { now, brand, rules } = context;
  const first = (await firstDepositsOf(tx, [friend.friendId])).get(friend.friendId);
  const validBet = await validBetWithin(tx, brand, friend);
  const firstDeposit = first && first.creditedAt < friend.deadline ? first.amount : null;
  const qualified =
    firstDeposit !== null && firstDeposit >= rules.minFirstDeposit && validBet >= rules.minValidBet;
  const progress = { firstDeposit, validBet, checkedAt: now };
  const update = (values: Partial<typeof referralFriends.$inferInsert>) =>
    tx
      .update(referralFriends)
      .set({ ...progress, ...values })
      .where(sql`${referralFriends.friendId} = ${friend.friendId}`);

  if (qualified && isFlagOn(brand.whitelabel, WHITELABEL_FLAGS.referral)) {
    const signals = await selfReferralSignals(tx, friend);
    if (signals.length > 0) {
      await update({ status: 'self_referral', signals, decidedAt: now });
      return;
    }
    const { bonus } = await grantBonus(tx, {
      brandId: brand.id,
      playerId: friend.referrerId,
      currency: brand.currencyCode,
      amount: rules.reward,
      requirement: rules.reward * BigInt(rules.wageringMultiple),
      source: { kind: 'referral', ref: `friend:${friend.friendId}` },
      idempotencyKey: `${REFERRAL_CONSUMER}:${friend.friendId}`,
    });
    await update({ status: 'qualified', reward: bonus.amount, bonusId: bonus.id, decidedAt: now });
    return;
  }
  if (now >= friend.deadline) await update({ status: 'expired', decidedAt: now });
  else await update({});
}

/**
 * Claims pending friends a batch at a time (SKIP LOCKED: workers share them, none decides a friend twice) and
 * decides each, least recently looked at first: those not looked at for `recheckMs` (never twice in one run).
 * Answers how many were looked at.
 */
export async function decideReferrals(
  db: Database,
  options: { limit?: number; recheckMs?: number } = {},
): Promise<number> {
  const limit = options.limit ?? DECISIONS_PER_RUN;
  let looked = 0;
  const brandOf = brandCache();
  const runStart = new Date((await dbNow(db)).getTime() - (options.recheckMs ?? 0));
  while (looked < limit) {
    const batch = await inTransaction(db, async (tx) => {
      const friends = await tx
        .select()
        .from(referralFriends)
        .where(
          sql`${referralFriends.status} = 'pending'
            and (${referralFriends.checkedAt} is null or ${referralFriends.checkedAt} < ${runStart.toISOString()}::timestamptz)`,
        )
        .orderBy(sql`${referralFriends.checkedAt} asc nulls first`, referralFriends.friendId)
        .limit(Math.min(DECISION_BATCH, limit - looked))
        .for('update', { skipLocked: true });
      const now = await dbNow(tx);
      for (const friend of friends) {
        const brand = await brandOf(tx, friend.brandId);
        if (brand) await decideFriend(tx, friend, { now, ...brand });
      }
      return friends.length;
    });
    looked += batch;
    if (batch === 0) break;
  }
  return looked;
}

/** Finds newly referred players and decides pending ones; every node takes part (rows are the claims). */
export const referralJob: Job = {
  name: 'referral.qualification',
  everyMs: 10_000,
  claimsOwnWork: true,
  run: async (db) => {
    await findReferredFriends(db);
    await decideReferrals(db, { recheckMs: RECHECK_MS });
  },
};
