import { WHITELABEL_FLAGS, isFlagOn, type LaunchAnswer, type LaunchRequest } from '@croupier/contracts';
import { inTransaction, type Database } from '../../db/client.ts';
import { DomainError, notFound } from '../../platform/domain-errors.ts';
import { hashToken, newSessionToken } from '../../platform/tokens.ts';
import type { BrandRow } from '../brands/index.ts';
import { findGameWithVendor, languageOf, touchRecentGame, type Lobby } from '../catalogue/index.ts';
import { insertLaunchSession } from '../gameplay/index.ts';
import { PLAYER_TYPES, type PlayerRow } from '../players/index.ts';
import type { SecretBox } from '../security/index.ts';
import {
  fillLaunchUrl,
  inMaintenanceWindow,
  isVendorPlayable,
  openVendorSecret,
  signLaunchOrigin,
} from '../vendors/index.ts';

/** Real-money sessions let the vendor authenticate and bet for 12 hours (brief convention). */
export const LAUNCH_SESSION_HOURS = 12;
/** How many other games a maintenance answer suggests. */
export const SUGGESTION_COUNT = 6;

export interface LaunchProps {
  brand: BrandRow;
  /** The node's lobby: a refused launch suggests games from it, as the player's lists show them. */
  lobby: Pick<Lobby, 'suggestions'>;
  /** The signed-in account, or null for a guest. */
  player: PlayerRow | null;
  gameId: bigint;
  request: LaunchRequest;
  /** The player site's origin, as the browser reached it: the vendor's page may be framed by it alone. */
  siteOrigin: string;
  /** Opens the vendor's secret, which vouches for `siteOrigin` to the vendor. */
  vendorSecrets: SecretBox;
  now?: Date;
}

export interface LaunchResult extends LaunchAnswer {
  /** The session token handed to the vendor (only its hash is stored): tests play the vendor with it. */
  token: string;
  expiresAt: Date;
}

/**
 * Refuses a launch the player may not make: real money needs a signed-in, active, non-trial account; free
 * play is open to everyone while the brand offers it. Checked before the game, so a guest learns to log in
 * rather than which games exist.
 */
function checkAllowed(brand: BrandRow, player: PlayerRow | null, mode: LaunchRequest['mode']) {
  if (mode === 'demo') {
    if (!isFlagOn(brand.whitelabel, WHITELABEL_FLAGS.freePlay))
      throw new DomainError('OPERATION_DISABLED', 'Free play is not offered on this site.');
    return;
  }
  if (!player) throw new DomainError('LOGIN_REQUIRED', 'Please log in to play for real money.');
  if (player.type === PLAYER_TYPES.trial)
    throw new DomainError('TRIAL_NOT_ALLOWED', 'A real account is needed to play for real money.');
  if (player.status !== 'active')
    throw new DomainError('ACCOUNT_FROZEN', 'This account is frozen; contact customer service.');
}

/**
 * Launches a game: checks who may play, refuses games under maintenance with suggestions of other games of
 * the same type, opens a launch session (real or demo; a demo session never names a player, so no wallet
 * call can ever move money for it) and answers the vendor's launch URL with its placeholders filled.
 */
export async function launchGame(db: Database, props: LaunchProps): Promise<LaunchResult> {
  const { brand, player, request } = props;
  const now = props.now ?? new Date();
  checkAllowed(brand, player, request.mode);
  const found = await findGameWithVendor(db, props.gameId);
  if (!found || !found.game.enabled) throw notFound('The game');
  const { game, vendor } = found;
  const language = languageOf(request.language, brand);
  if (game.maintenance || !isVendorPlayable(vendor, now)) {
    const suggestions = await props.lobby.suggestions(
      brand,
      { gameId: game.id.toString(), gameType: game.gameType },
      language,
      SUGGESTION_COUNT,
    );
    const reason =
      inMaintenanceWindow(vendor, now) || game.maintenance ? 'under maintenance' : 'not available';
    throw new DomainError(
      'GAME_MAINTENANCE',
      `This game is ${reason} right now; try another one.`,
      undefined,
      { suggestions },
    );
  }
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + LAUNCH_SESSION_HOURS * 3_600_000);
  await inTransaction(db, async (tx) => {
    await insertLaunchSession(tx, {
      tokenHash: hashToken(token),
      brandId: brand.id,
      playerId: request.mode === 'real' ? player!.id : null,
      gameId: game.id,
      vassalage: vendor.vassalage,
      mode: request.mode,
      currency: brand.currencyCode,
      createdAt: now,
      expiresAt,
    });
    if (player) await touchRecentGame(tx, player.id, game.id, now);
  });
  const secret = openVendorSecret(props.vendorSecrets, vendor.secretSealed);
  const url = fillLaunchUrl(vendor.launchUrl!, {
    token,
    gameCode: game.gameCode,
    language,
    mode: request.mode,
    origin: props.siteOrigin,
    // Without a secret the vendor cannot check it anyway (and cannot be called back): an empty signature.
    originSignature: secret ? signLaunchOrigin(secret, token, props.siteOrigin) : '',
  });
  return { url, target: 'iframe', token, expiresAt };
}
