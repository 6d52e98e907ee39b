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
 * The signed-in player as `GET /api/v1/me` answers. `balance` is what the player can spend now (the posted
 * balance minus what pending withdrawals hold). VIP, messages and promotions arrive with their own modules;
 * until then the truthful values are level 0 and nothing unread.
 */
export function toUser(player: PlayerRow, brand: BrandRow, available: bigint): PlayerUser {
  const currency = currencyOf(brand.currencyCode);
  return {
    ...playerIdentity(player),
    currency: currency.code,
    balance: toDecimalString(available, currency),
    vip: { level: 0, name: 'VIP 0' },
    unreadMessages: 0,
    availablePromos: 0,
    referralEnabled: isFlagOn(brand.whitelabel, WHITELABEL_FLAGS.referral),
  };
}

/** `toUser` with the player's balance read from the ledger. */
export async function toUserWithBalance(
  db: Executor,
  player: PlayerRow,
  brand: BrandRow,
): Promise<PlayerUser> {
  const { available } = await playerBalance(db, player.id, brand.currencyCode);
  return toUser(player, brand, available);
}
