import { randomBytes } from 'node:crypto';
import type { SocialProvider } from '@croupier/contracts';
import * as oidc from 'openid-client';
import { inTransaction, type Database, type Transaction } from '../../db/client.ts';
import { DomainError } from '../../platform/domain-errors.ts';
import { hashToken } from '../../platform/tokens.ts';
import type { BrandRow } from '../brands/index.ts';
import type { CaptchaService } from '../captcha/index.ts';
import {
  admitPlayer,
  checkPassword,
  findPlayerById,
  registerPlayer,
  type ClientInfo,
  type PlayerRow,
  type RegisterInput,
} from '../players/index.ts';
import { settlingOnError, type SecretBox } from '../security/index.ts';
import { authorizationUrl, completeAuthorization, isCancellation } from './oauth.ts';
import * as repo from './repository.ts';
import { callbackPath, loadProviderSetup } from './settings.ts';

/** Time to sign in at the provider. */
const START_MINUTES = 10;
/** Time to swap the exchange code and then to choose between binding and registering. */
const CHOICE_MINUTES = 15;

const secret = () => randomBytes(32).toString('base64url');

export interface SocialContext {
  brand: BrandRow;
  client: ClientInfo;
  /** The browser's sign-in cookie: every stage must come from the browser that started. */
  browser: string;
  box: SecretBox;
  secret: string;
}

const ticketInvalid = () =>
  new DomainError(
    'SOCIAL_TICKET_INVALID',
    'This social sign-in has expired or was used; please start again.',
  );

/** Starts a sign-in: a fresh state, nonce and PKCE verifier bound to this browser, and the provider's URL. */
export async function startSocialSignIn(
  db: Database,
  props: SocialContext & {
    provider: SocialProvider;
    origin: string;
    codes: { affiliateCode?: string | undefined; referralCode?: string | undefined };
  },
) {
  const setup = await loadProviderSetup(db, props.brand, props.provider, props.box);
  const checks = {
    // Normalised (no default port), as openid-client later rebuilds it for the token request.
    redirectUri: new URL(callbackPath(props.provider), props.origin).href,
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
  };
  const url = await authorizationUrl(setup, checks);
  await repo.deleteExpiredSignIns(db);
  await repo.insertSignIn(db, {
    brandId: props.brand.id,
    provider: props.provider,
    browserHash: hashToken(props.browser),
    stateHash: hashToken(checks.state),
    nonce: checks.nonce,
    codeVerifier: checks.codeVerifier,
    redirectUri: checks.redirectUri,
    affiliateCode: props.codes.affiliateCode?.trim() || null,
    referralCode: props.codes.referralCode?.trim() || null,
    expiresAt: new Date(Date.now() + START_MINUTES * 60_000),
  });
  return { authorizationUrl: url };
}

export type CallbackOutcome =
  | { code: string }
  | {
      error: 'SOCIAL_STATE_INVALID' | 'SOCIAL_LOGIN_CANCELLED' | 'SOCIAL_LOGIN_FAILED' | 'OPERATION_DISABLED';
    };

/**
 * The provider's answer. The state is used up first, whatever follows, so a tampered, replayed, expired or
 * foreign state gets nowhere; then the code is exchanged and the identity verified. The answer is a one-time
 * exchange code for the page, never a session token in a URL.
 */
export async function finishCallback(
  db: Database,
  props: SocialContext & {
    provider: SocialProvider;
    state: string | undefined;
    query: string;
    onFailure: (error: unknown) => void;
  },
): Promise<CallbackOutcome> {
  if (!props.state) return { error: 'SOCIAL_STATE_INVALID' };
  const row = await repo.advanceSignIn(
    db,
    {
      brandId: props.brand.id,
      browserHash: hashToken(props.browser),
      from: 'started',
      key: { stateHash: hashToken(props.state), provider: props.provider },
    },
    'returned',
  );
  if (!row) return { error: 'SOCIAL_STATE_INVALID' };
  let setup;
  try {
    setup = await loadProviderSetup(db, props.brand, props.provider, props.box);
  } catch {
    return { error: 'OPERATION_DISABLED' };
  }
  let identity;
  try {
    identity = await completeAuthorization(setup, props.query, {
      redirectUri: row.redirectUri,
      state: props.state,
      nonce: row.nonce,
      codeVerifier: row.codeVerifier,
    });
  } catch (error) {
    if (isCancellation(error)) return { error: 'SOCIAL_LOGIN_CANCELLED' };
    props.onFailure(error);
    return { error: 'SOCIAL_LOGIN_FAILED' };
  }
  if (identity.subject.length > 255) return { error: 'SOCIAL_LOGIN_FAILED' };
  const binding = await repo.findBinding(db, props.brand.id, props.provider, identity.subject);
  const code = secret();
  await repo.updateSignIn(db, row.id, {
    subject: identity.subject,
    displayName: identity.displayName,
    playerId: binding?.playerId ?? null,
    exchangeCodeHash: hashToken(code),
    expiresAt: new Date(Date.now() + CHOICE_MINUTES * 60_000),
  });
  return { code };
}

/**
 * Swaps the one-time exchange code: a bound provider account signs straight in, as a password login does;
 * an unbound one gets a ticket with which the player binds an existing account or registers a new one.
 */
export async function exchangeCode(db: Database, props: SocialContext & { code: string }) {
  const { brand, client } = props;
  const row = await repo.advanceSignIn(
    db,
    {
      brandId: brand.id,
      browserHash: hashToken(props.browser),
      from: 'returned',
      key: { exchangeCodeHash: hashToken(props.code) },
    },
    'exchanged',
  );
  if (!row?.subject) throw ticketInvalid();
  if (row.playerId !== null) {
    await repo.updateSignIn(db, row.id, { stage: 'done' });
    const player = await findPlayerById(db, brand.id, row.playerId);
    if (!player) throw ticketInvalid();
    const answer = await admitPlayer(db, {
      brand,
      player,
      client,
      type: 'social',
      weakPassword: false,
      secret: props.secret,
    });
    return { status: 'signedIn' as const, ...answer };
  }
  const ticket = secret();
  await repo.updateSignIn(db, row.id, { ticketHash: hashToken(ticket) });
  return {
    status: 'unbound' as const,
    ticket,
    provider: row.provider as SocialProvider,
    displayName: row.displayName,
  };
}

async function liveTicket(db: Database, props: SocialContext & { ticket: string }) {
  const row = await repo.findLiveTicket(
    db,
    props.brand.id,
    hashToken(props.browser),
    hashToken(props.ticket),
  );
  if (!row?.subject) throw ticketInvalid();
  return row;
}

/** Uses the ticket up and writes the binding, inside the caller's transaction; either both or neither. */
async function bindInside(
  tx: Transaction,
  props: SocialContext & { ticket: string },
  row: repo.SignInRow,
  player: PlayerRow,
) {
  const used = await repo.advanceSignIn(
    tx,
    {
      brandId: props.brand.id,
      browserHash: hashToken(props.browser),
      from: 'exchanged',
      key: { ticketHash: hashToken(props.ticket) },
    },
    'done',
    { playerId: player.id },
  );
  if (!used) throw ticketInvalid();
  const bound = await repo.insertBinding(tx, {
    brandId: props.brand.id,
    playerId: player.id,
    provider: row.provider,
    subject: row.subject!,
  });
  if (!bound)
    throw new DomainError(
      'SOCIAL_ALREADY_BOUND',
      'This account already has a login of this provider, or the provider account is bound elsewhere.',
    );
}

/**
 * Binds the provider account to an existing account after its username and password check out; wrong
 * passwords count towards the same per-(name, IP) lock as the login form, and leave the ticket usable.
 * The binding is irreversible. Then the player is signed in like any other login.
 */
export async function bindExistingAccount(
  db: Database,
  props: SocialContext & {
    ticket: string;
    username: string;
    password: string;
    captchaId?: string | undefined;
    captcha?: string | undefined;
    captchaService: CaptchaService;
  },
) {
  const row = await liveTicket(db, props);
  const { player, attempt } = await checkPassword(db, {
    brand: props.brand,
    username: props.username,
    password: props.password,
    captchaId: props.captchaId,
    captchaValue: props.captcha,
    client: props.client,
    captcha: props.captchaService,
  });
  return settlingOnError(db, attempt, async () => {
    if (player.status === 'frozen')
      throw new DomainError('ACCOUNT_FROZEN', 'This account is frozen; contact customer service.');
    await inTransaction(db, (tx) => bindInside(tx, props, row, player));
    return admitPlayer(db, {
      brand: props.brand,
      player,
      client: props.client,
      type: 'social',
      weakPassword: false,
      attempt,
      secret: props.secret,
    });
  });
}

/** Registers a new account for the provider account, by the brand's registration rules, and signs in. */
export async function registerWithSocial(
  db: Database,
  props: SocialContext & {
    ticket: string;
    input: RegisterInput & { method: 'username' };
    captchaService: CaptchaService;
  },
) {
  const row = await liveTicket(db, props);
  const input = props.input;
  return registerPlayer(db, {
    brand: props.brand,
    input: {
      ...input,
      // Invitation codes the player arrived with at the start hold unless the form names others.
      affiliateCode: input.affiliateCode?.trim() || row.affiliateCode || undefined,
      referralCode: input.referralCode?.trim() || row.referralCode || undefined,
    },
    client: props.client,
    captcha: props.captchaService,
    secret: props.secret,
    social: { bind: (tx, player) => bindInside(tx, props, row, player) },
  });
}
