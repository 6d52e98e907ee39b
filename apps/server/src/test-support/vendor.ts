import { createHash, randomBytes } from 'node:crypto';
import type { GameType, WalletAnswer, WalletAuthenticateAnswer } from '@croupier/contracts';
import { sql } from 'drizzle-orm';
import type { App } from '../app.ts';
import type { Executor } from '../db/client.ts';
import { secretBox } from '../modules/security/index.ts';
import { signRequest } from '../platform/signed-requests.ts';

/**
 * A scripted game vendor for tests and benches: it signs its wallet calls exactly as API.md says (X-Vendor-Id,
 * X-Timestamp in ms, X-Signature = hex HMAC-SHA256 of "<timestamp>.<raw body>") and can be told to sign badly,
 * with a stale clock, or as another vendor, to prove the platform refuses those.
 */

/** How a wallet call reaches the platform: in-process (`app.inject`) or over HTTP. */
export type WalletTransport = (
  path: string,
  headers: Record<string, string>,
  body: string,
) => Promise<{ statusCode: number; body: string }>;

export const injectTransport =
  (app: App): WalletTransport =>
  async (path, headers, body) => {
    const response = await app.inject({
      method: 'POST',
      url: `/wallet-api/v1/${path}`,
      headers,
      payload: body,
    });
    return { statusCode: response.statusCode, body: response.body };
  };

export const httpTransport =
  (baseUrl: string): WalletTransport =>
  async (path, headers, body) => {
    const response = await fetch(`${baseUrl}/wallet-api/v1/${path}`, { method: 'POST', headers, body });
    return { statusCode: response.status, body: await response.text() };
  };

export interface CallOptions {
  /** Sign with this secret instead of the vendor's own. */
  secret?: string;
  /** Milliseconds added to the clock (e.g. −6 minutes for a stale call). */
  clockSkewMs?: number;
  /** Send this X-Vendor-Id instead. */
  vendorId?: string;
  /** Send these bytes instead of the JSON of the body (signed as they are). */
  rawBody?: string;
}

export interface WalletClient {
  /** Sends a signed call and answers the JSON body; refuses anything but HTTP 200, as a vendor would. */
  call<A = WalletAnswer>(path: string, body: unknown, options?: CallOptions): Promise<A>;
  authenticate(token: string, options?: CallOptions): Promise<WalletAuthenticateAnswer>;
  balance(playerId: bigint | string, options?: CallOptions): Promise<WalletAnswer>;
  bet(props: BetCall, options?: CallOptions): Promise<WalletAnswer>;
  win(props: WinCall, options?: CallOptions): Promise<WalletAnswer>;
  rollback(props: RollbackCall, options?: CallOptions): Promise<WalletAnswer>;
}

export interface BetCall {
  playerId: bigint | string;
  sessionToken: string;
  transactionId: string;
  roundId: string;
  gameCode: string;
  amount: string;
  currency: string;
}
export type WinCall = Omit<BetCall, 'sessionToken'> & { roundClosed: boolean };
export interface RollbackCall {
  playerId: bigint | string;
  transactionId: string;
  referenceTransactionId: string;
  roundId: string;
}

export function walletClient(props: {
  vassalage: string;
  secret: string;
  transport: WalletTransport;
}): WalletClient {
  async function call<A>(path: string, body: unknown, options: CallOptions = {}): Promise<A> {
    const raw =
      options.rawBody ?? JSON.stringify(body, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
    const timestamp = String(Date.now() + (options.clockSkewMs ?? 0));
    const response = await props.transport(
      path,
      {
        'content-type': 'application/json',
        'x-vendor-id': options.vendorId ?? props.vassalage,
        'x-timestamp': timestamp,
        'x-signature': signRequest(options.secret ?? props.secret, timestamp, raw),
      },
      raw,
    );
    if (response.statusCode !== 200)
      throw new Error(`wallet ${path} answered HTTP ${response.statusCode}: ${response.body}`);
    return JSON.parse(response.body) as A;
  }
  return {
    call,
    authenticate: (token, options) => call('authenticate', { token }, options),
    balance: (playerId, options) => call('balance', { playerId: playerId.toString() }, options),
    bet: (bet, options) => call('bet', { ...bet, playerId: bet.playerId.toString() }, options),
    win: (win, options) => call('win', { ...win, playerId: win.playerId.toString() }, options),
    rollback: (rollback, options) =>
      call('rollback', { ...rollback, playerId: rollback.playerId.toString() }, options),
  };
}

export interface ConnectedVendor {
  vassalage: string;
  secret: string;
  games: { gameId: bigint; gameCode: string; gameType: GameType }[];
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * A vendor with its wallet secret sealed the way onboarding seals it (`secretBox(appSecret, 'vendor-wallet')`)
 * and one game per listed type. Written straight to the tables: vendor onboarding is another module's API.
 */
export async function connectVendor(
  db: Executor,
  appSecret: string,
  props: {
    vassalage: string;
    gameTypes?: GameType[];
    walletMode?: 'seamless' | 'transfer';
    /** A transfer-wallet vendor's API base URL (a scripted vendor's, see transfer-vendor.ts). */
    transferUrl?: string;
  },
): Promise<ConnectedVendor> {
  const secret = randomBytes(32).toString('hex');
  const sealed = secretBox(appSecret, 'vendor-wallet').seal(secret);
  const gameTypes = props.gameTypes ?? ['RNG'];
  await db.execute(sql`
    insert into vendors (vassalage, name, game_types, launch_url, secret_sealed, secret_rotated_at, wallet_mode, transfer_url)
    values (${props.vassalage}, ${`${props.vassalage} Games`}, ${sql.raw(`array[${gameTypes.map((t) => `'${t}'`).join(',')}]`)},
      ${`https://${props.vassalage.toLowerCase()}.example/launch?t={token}&g={gameCode}&l={language}&m={mode}`},
      ${sealed}, now(), ${props.walletMode ?? 'seamless'}, ${props.transferUrl ?? null})
    on conflict (vassalage) do update set secret_sealed = excluded.secret_sealed, secret_rotated_at = now(),
      wallet_mode = excluded.wallet_mode, launch_url = excluded.launch_url, transfer_url = excluded.transfer_url`);
  const games = [];
  for (const gameType of gameTypes) {
    const gameCode = `${props.vassalage.toLowerCase()}-${gameType.toLowerCase()}-1`;
    const [row] = rowsOf<{ id: bigint }>(
      await db.execute(sql`
        insert into games (node_id, vassalage, game_code, game_name, game_type, display_name, icon_url)
        values ((select coalesce(max(node_id), 0) + 1 from games), ${props.vassalage}, ${gameCode},
          ${`${gameType} by ${props.vassalage}`}, ${gameType}, ${`${gameType} by ${props.vassalage}`}, '/tiles/test.png')
        on conflict (vassalage, game_code) do update set game_type = excluded.game_type
        returning id`),
    );
    games.push({ gameId: row!.id, gameCode, gameType });
  }
  return { vassalage: props.vassalage, secret, games };
}

/**
 * A launch session as the launch endpoint opens it (32 random bytes base64url; only its SHA-256 stored), for a
 * real-money player by default, expiring in 12 hours unless told otherwise. Answers the token the vendor gets.
 */
export async function openLaunchSession(
  db: Executor,
  props: {
    vendor: ConnectedVendor;
    playerId: bigint;
    gameId?: bigint;
    mode?: 'real' | 'demo';
    expiresAt?: Date;
  },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = createHash('sha256').update(token).digest('hex');
  const expiresAt = props.expiresAt ?? new Date(Date.now() + 12 * 3_600_000);
  await db.execute(sql`
    insert into launch_sessions (token_hash, brand_id, player_id, game_id, vassalage, mode, currency, expires_at)
    select ${tokenHash}, p.brand_id, p.id, ${props.gameId ?? props.vendor.games[0]!.gameId}, ${props.vendor.vassalage},
      ${props.mode ?? 'real'}, b.currency_code, ${expiresAt.toISOString()}::timestamptz
    from players p join brands b on b.id = p.brand_id where p.id = ${props.playerId}`);
  return token;
}

/** Moves a launch session's expiry (to the past, to prove what an expired session may still do). */
export async function expireLaunchSession(db: Executor, token: string) {
  const tokenHash = createHash('sha256').update(token).digest('hex');
  await db.execute(
    sql`update launch_sessions set expires_at = now() - interval '1 second' where token_hash = ${tokenHash}`,
  );
}
