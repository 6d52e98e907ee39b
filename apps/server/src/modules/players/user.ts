import type { PlayerIdentity, PlayerUser } from '@croupier/contracts';
import { WHITELABEL_FLAGS, isFlagOn } from '@croupier/contracts/constants';
import { currencyOf, toDecimalString } from '@croupier/money';
import type { BrandRow } from '../brands/index.ts';
import { playerBalance } from '../ledger/index.ts';
import type { Executor } from '../../db/client.ts';
import type { PlayerRow } from './repository.ts';
import { AGENT_TYPES, PLAYER_TYPES } from './schema.ts';

export function playerIdentity(player: PlayerRow): PlayerIdentity {
  return {
    id: player.id.toString(),
    account: player.username,
    nickname: player.profile.nickname ?? player.username,
    type: player.type,
    isAgent: AGENT_TYPES.includes(player.type),
    isTrial: player.type === PLAYER_TYPES.trial,
  };
}

/**
 * What other modules know of a member that `/me` shows: the VIP level (VIP module) and the count of claimable
 * rewards (promotions module). Players cannot import those modules (they build on players), so the app hands
 * a reader in (`memberFacts` of `playerRoutes`).
 */
export type MemberFacts = Pick<PlayerUser, 'vip' | 'availablePromos' | 'claimableMissions'>;
export type MemberFactsReader = (db: Executor, player: PlayerRow, brand: BrandRow) => Promise<MemberFacts>;

/** Before any module knows better: level 0 and nothing to claim. */
export const NO_MEMBER_FACTS: MemberFacts = {
  vip: { level: 0, name: 'VIP 0' },
  availablePromos: 0,
  claimableMissions: 0,
};

/**
 * The signed-in player as `GET /api/v1/me` answers. `balance` is what the player can spend now (the posted
 * balance minus what pending withdrawals hold). Messages arrive with their own module; until then nothing is
 * unread. Sign-in answers carry `NO_MEMBER_FACTS`: the site reads `/me` right after.
 */
export function toUser(
  player: PlayerRow,
  brand: BrandRow,
  available: bigint,
  facts: MemberFacts = NO_MEMBER_FACTS,
): PlayerUser {
  const currency = currencyOf(brand.currencyCode);
  return {
    ...playerIdentity(player),
    currency: currency.code,
    balance: toDecimalString(available, currency),
    vip: facts.vip,
    unreadMessages: 0,
    availablePromos: facts.availablePromos,
    claimableMissions: facts.claimableMissions,
    referralEnabled: isFlagOn(brand.whitelabel, WHITELABEL_FLAGS.referral),
  };
}

/** `toUser` with the player's balance read from the ledger. */
export async function toUserWithBalance(
  db: Executor,
  player: PlayerRow,
  brand: BrandRow,
  readFacts?: MemberFactsReader,
): Promise<PlayerUser> {
  const [{ available }, facts] = await Promise.all([
    playerBalance(db, player.id, brand.currencyCode),
    readFacts ? readFacts(db, player, brand) : NO_MEMBER_FACTS,
  ]);
  return toUser(player, brand, available, facts);
}
