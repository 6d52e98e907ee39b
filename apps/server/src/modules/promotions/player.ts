import type { Language, Promotion, PromotionKind, PromotionStatus } from '@croupier/contracts';
import { inTransaction, type Database, type Executor } from '../../db/client.ts';
import { DomainError, notFound, validationFailed } from '../../platform/domain-errors.ts';
import { isInTeam } from '../agents/index.ts';
import type { BrandRow } from '../brands/index.ts';
import { creditedDeposits } from '../deposits/index.ts';
import { hasAnyTag, type PlayerRow } from '../players/index.ts';
import { playerLevel } from '../vip/index.ts';
import { depositQualifies, payDepositBonus } from './deposit-bonuses.ts';
import * as repo from './repository.ts';
import type { PromotionRow } from './schema.ts';

/** How long an ended promotion stays on the list, as "registration closed". */
const ENDED_SHOWN_DAYS = 7;
/** Kinds that pay without the player joining: the platform finds who qualifies. */
const AUTOMATIC: readonly PromotionKind[] = ['vip_upgrade', 'birthday'];
/**
 * Whether the player is among those the promotion is for: every dimension it names (VIP levels, agents' teams,
 * player tags) must admit the player, any one value of a dimension will do; naming none admits everyone.
 */
export async function inAudience(db: Executor, row: PromotionRow, player: PlayerRow): Promise<boolean> {
  if (!hasAnyTag(player, row.tags)) return false;
  if (row.vipLevels?.length && !row.vipLevels.includes(await playerLevel(db, player.id))) return false;
  if (!row.agentIds?.length) return true;
  for (const agentId of row.agentIds) if (await isInTeam(db, agentId, player.id)) return true;
  return false;
}

interface Caller {
  admitted: boolean;
  joined: boolean;
  rewards?: repo.CallerRewardFacts;
}

/** The seed's status of a promotion for the caller (DOMAIN.md "Promotions"); a visitor is asked to join. */
function statusOf(row: PromotionRow, now: Date, caller?: Caller): PromotionStatus {
  if (now < row.startsAt) return 'coming_soon';
  // What the player has waiting outlives the promotion's window and budget.
  if (caller?.rewards?.claimable) return 'claim_reward';
  if (caller?.rewards?.application === 'applying') return 'applying';
  if (now >= row.endsAt || (row.budget !== null && row.spent >= row.budget)) return 'registration_closed';
  if (!caller) return AUTOMATIC.includes(row.kind as PromotionKind) ? 'in_progress' : 'join_now';
  if (!caller.admitted) return 'prohibited';
  if (caller.rewards?.paid) return caller.rewards.paid;
  if (caller.rewards?.application === 'rejected') return 'rejected';
  if (AUTOMATIC.includes(row.kind as PromotionKind)) return 'in_progress';
  return caller.joined ? 'signed_up' : 'join_now';
}

const textIn = (texts: Record<string, string>, language: Language) => texts[language] ?? texts.EN ?? '';

/** `GET /api/v1/promotions`: running, coming and recently ended promotions, in the language, with statuses. */
export async function promotionsFor(
  db: Executor,
  brand: BrandRow,
  language: Language,
  player?: PlayerRow,
): Promise<Promotion[]> {
  const rows = await repo.listShownPromotions(db, brand.id, ENDED_SHOWN_DAYS);
  const ids = rows.map((row) => row.id);
  const joined = player ? await repo.joinedBy(db, player.id, ids) : new Set<bigint>();
  const rewards = player
    ? await repo.callerRewardFacts(db, player.id, ids, brand.timezone)
    : new Map<bigint, repo.CallerRewardFacts>();
  const now = new Date();
  const answer: Promotion[] = [];
  for (const row of rows) {
    // A language without its own title shows the English promotion whole, never a mix.
    const shown: Language = row.titles[language] ? language : 'EN';
    const caller = player && {
      admitted: await inAudience(db, row, player),
      joined: joined.has(row.id),
      rewards: rewards.get(row.id),
    };
    answer.push({
      id: row.id.toString(),
      kind: row.kind as PromotionKind,
      title: textIn(row.titles, shown),
      summary: row.summaries[shown] ?? '',
      content: row.contents[shown] ?? '',
      imageUrl: row.imageUrl,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      status: statusOf(row, now, caller),
    });
  }
  return answer;
}

/** The enabled promotion, running and open to the player (to join it or apply), or the reason it is not. */
export async function openPromotion(tx: Executor, brand: BrandRow, player: PlayerRow, id: bigint) {
  const row = await repo.findPromotion(tx, brand.id, id);
  if (!row || !row.enabled) throw notFound('The promotion');
  const status = statusOf(row, new Date(), { admitted: await inAudience(tx, row, player), joined: false });
  if (status === 'coming_soon' || status === 'registration_closed')
    throw new DomainError('PROMOTION_CLOSED', 'This promotion is not open for sign-up.');
  if (status === 'prohibited')
    throw new DomainError('PROMOTION_NOT_ELIGIBLE', 'This promotion is not open to your account.');
  return row;
}

/** The deposit a player names on joining, when the promotion rewards it: credited to them after the start. */
async function namedDeposit(tx: Executor, row: PromotionRow, player: PlayerRow, depositId: string) {
  const [deposit] = /^[1-9][0-9]{0,17}$/.test(depositId)
    ? await creditedDeposits(tx, [BigInt(depositId)])
    : [];
  if (!deposit || deposit.playerId !== player.id || !depositQualifies(row, deposit))
    throw validationFailed({ depositId: 'INVALID' }, 'This deposit does not qualify for the promotion.');
  return deposit;
}

/**
 * `POST /api/v1/promotions/{id}/join`: the player signs up while the promotion runs and admits them; joining
 * again answers the same status. Kinds that pay on their own are not joined. A deposit promotion joined with
 * `depositId` (a credited deposit made after it started) pays that deposit's bonus at once, once.
 */
export async function joinPromotion(
  db: Database,
  brand: BrandRow,
  player: PlayerRow,
  id: bigint,
  depositId?: string,
): Promise<{ status: PromotionStatus }> {
  return inTransaction(db, async (tx) => {
    const row = await openPromotion(tx, brand, player, id);
    if (AUTOMATIC.includes(row.kind as PromotionKind))
      throw new DomainError('OPERATION_DISABLED', 'This promotion needs no sign-up.');
    await repo.insertEntry(tx, row.id, player.id);
    if (depositId === undefined) return { status: 'signed_up' };
    const deposit = await namedDeposit(tx, row, player, depositId);
    const paid = await payDepositBonus(tx, brand, row, deposit);
    return { status: paid ? 'issued' : 'signed_up' };
  });
}
