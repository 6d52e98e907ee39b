import {
  isFlagOn,
  WHITELABEL_FLAGS,
  type ReferralAdminFriend,
  type ReferralAdminFriendQuery,
  type ReferralFriend,
  type ReferralStatus,
  type ReferralSummary,
} from '@croupier/contracts';
import { currencyOf, toDecimalString } from '@croupier/money';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { maskUsername } from '../bets/index.ts';
import type { BrandRow } from '../brands/index.ts';
import { usernamesByIds, type PlayerRow } from '../players/index.ts';
import { referralFriends, type ReferralFriendRow } from './schema.ts';
import { readReferralRules, toRulesView } from './settings.ts';

interface PageRequest {
  page?: number | undefined;
  pageSize?: number | undefined;
}

const pageOf = (query: PageRequest) => {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  return { page, pageSize, offset: (page - 1) * pageSize };
};

/** One page of friends matching `where`, newest first, with the count of all that match. */
async function friendsPage(db: Executor, where: SQL | undefined, query: PageRequest) {
  const { page, pageSize, offset } = pageOf(query);
  const [rows, [found]] = await Promise.all([
    db
      .select()
      .from(referralFriends)
      .where(where)
      .orderBy(desc(referralFriends.registeredAt), desc(referralFriends.friendId))
      .limit(pageSize)
      .offset(offset),
    db.select({ total: count() }).from(referralFriends).where(where),
  ]);
  const total = found?.total ?? 0;
  return { rows, page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}

const amountIn = (currencyCode: string) => {
  const currency = currencyOf(currencyCode);
  return (value: bigint | null) => (value === null ? null : toDecimalString(value, currency));
};

/** The caller's invitation: code, the rule, and how many friends came, qualified and are still on their way. */
export async function referralSummary(
  db: Executor,
  brand: BrandRow,
  player: PlayerRow,
): Promise<ReferralSummary> {
  const rules = await readReferralRules(db, brand);
  const rows = await db
    .select({
      status: referralFriends.status,
      friends: count(),
      earned: sql<string>`coalesce(sum(${referralFriends.reward}), 0)::text`,
    })
    .from(referralFriends)
    .where(eq(referralFriends.referrerId, player.id))
    .groupBy(referralFriends.status);
  const friendsIn = (status: ReferralStatus) => rows.find((row) => row.status === status)?.friends ?? 0;
  const earned = rows.reduce((sum, row) => sum + BigInt(row.earned), 0n);
  return {
    enabled: isFlagOn(brand.whitelabel, WHITELABEL_FLAGS.referral),
    code: player.referralCode,
    rules: toRulesView(rules, brand.currencyCode),
    invited: rows.reduce((sum, row) => sum + row.friends, 0),
    qualified: friendsIn('qualified'),
    pending: friendsIn('pending'),
    earned: amountIn(brand.currencyCode)(earned)!,
  };
}

/** The caller's friends, newest first, names masked (a referrer learns a friend joined, not who exactly). */
export async function friendsOf(
  db: Executor,
  brand: BrandRow,
  player: PlayerRow,
  query: PageRequest,
): Promise<{ items: ReferralFriend[]; page: number; pageSize: number; total: number; totalPages: number }> {
  const { rows, ...page } = await friendsPage(db, eq(referralFriends.referrerId, player.id), query);
  const names = await usernamesByIds(
    db,
    rows.map((row) => row.friendId),
  );
  const amount = amountIn(brand.currencyCode);
  const items = rows.map((row) => ({
    username: maskUsername(names.get(row.friendId) ?? ''),
    registeredAt: row.registeredAt.toISOString(),
    deadline: row.deadline.toISOString(),
    firstDeposit: amount(row.firstDeposit),
    validBet: amount(row.validBet)!,
    status: row.status,
    reward: amount(row.reward),
  }));
  return { items, ...page };
}

function toAdminFriend(
  row: ReferralFriendRow,
  names: Map<bigint, string>,
  amount: (value: bigint | null) => string | null,
): ReferralAdminFriend {
  return {
    friendId: row.friendId.toString(),
    friendUsername: names.get(row.friendId) ?? '',
    referrerId: row.referrerId.toString(),
    referrerUsername: names.get(row.referrerId) ?? '',
    registeredAt: row.registeredAt.toISOString(),
    deadline: row.deadline.toISOString(),
    status: row.status,
    signals: row.signals,
    firstDeposit: amount(row.firstDeposit),
    validBet: amount(row.validBet)!,
    reward: amount(row.reward),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** The brand's referred players for the console, newest first; `self_referral` is the flagged list. */
export async function adminFriends(db: Executor, brand: BrandRow, query: ReferralAdminFriendQuery) {
  const where = and(
    eq(referralFriends.brandId, brand.id),
    query.status ? eq(referralFriends.status, query.status) : undefined,
  );
  const { rows, ...page } = await friendsPage(db, where, query);
  const names = await usernamesByIds(
    db,
    rows.flatMap((row) => [row.friendId, row.referrerId]),
  );
  const amount = amountIn(brand.currencyCode);
  return { items: rows.map((row) => toAdminFriend(row, names, amount)), ...page };
}
