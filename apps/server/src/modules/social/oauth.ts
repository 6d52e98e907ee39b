import { isLoopbackUrl, type SocialProvider } from '@croupier/contracts';
import * as oidc from 'openid-client';
import { DomainError } from '../../platform/domain-errors.ts';
import { PROVIDERS } from './providers.ts';

/** Everything needed to talk to one brand's provider, the secret opened. */
export interface ProviderSetup {
  brandId: bigint;
  provider: SocialProvider;
  clientId: string;
  clientSecret: string;
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  profileEndpoint: string;
  /** Changes whenever the operator saves, so a cached discovery never outlives its settings. */
  version: string;
}

export interface ProviderIdentity {
  subject: string;
  displayName: string | null;
}

const DISCOVERY_TTL_MS = 60 * 60_000;
const TIMEOUT_SECONDS = 10;
const cache = new Map<string, { at: number; config: Promise<oidc.Configuration> }>();

async function buildConfiguration(setup: ProviderSetup): Promise<oidc.Configuration> {
  const auth = oidc.ClientSecretPost(setup.clientSecret);
  if (PROVIDERS[setup.provider].protocol === 'oidc') {
    const issuer = new URL(setup.issuer);
    return oidc.discovery(issuer, setup.clientId, undefined, auth, {
      timeout: TIMEOUT_SECONDS,
      ...(isLoopbackUrl(issuer) ? { execute: [oidc.allowInsecureRequests] } : {}),
    });
  }
  const authorization = new URL(setup.authorizationEndpoint);
  const config = new oidc.Configuration(
    {
      // OAuth 2.0 servers without discovery: the authorization server is where the player signs in.
      issuer: authorization.origin,
      authorization_endpoint: setup.authorizationEndpoint,
      token_endpoint: setup.tokenEndpoint,
    },
    setup.clientId,
    undefined,
    auth,
  );
  config.timeout = TIMEOUT_SECONDS;
  if (isLoopbackUrl(authorization)) oidc.allowInsecureRequests(config);
  return config;
}

function configurationFor(setup: ProviderSetup): Promise<oidc.Configuration> {
  const key = `${setup.brandId}:${setup.provider}:${setup.version}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < DISCOVERY_TTL_MS) return hit.config;
  const config = buildConfiguration(setup);
  cache.set(key, { at: Date.now(), config });
  // A failed discovery is tried afresh next time rather than remembered.
  config.catch(() => cache.delete(key));
  return config;
}

export interface Checks {
  redirectUri: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Where to send the player: the provider's authorization URL with state, nonce (OIDC) and PKCE S256. */
export async function authorizationUrl(setup: ProviderSetup, checks: Checks): Promise<string> {
  const description = PROVIDERS[setup.provider];
  let config: oidc.Configuration;
  try {
    config = await configurationFor(setup);
  } catch {
    throw new DomainError('SOCIAL_LOGIN_FAILED', 'The provider cannot be reached; please try again later.');
  }
  return oidc
    .buildAuthorizationUrl(config, {
      redirect_uri: checks.redirectUri,
      scope: description.scopes,
      state: checks.state,
      code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
      ...(description.protocol === 'oidc' ? { nonce: checks.nonce } : {}),
    })
    .toString();
}

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.length > 0 ? value.slice(0, max) : null;

/**
 * Completes the code flow: the authorization response is checked (state, issuer), the code is exchanged with
 * the PKCE verifier, and the ID token's signature, issuer, audience, nonce and expiry are verified by
 * openid-client (OIDC); for OAuth 2.0 the access token fetches the profile. Any failure throws.
 */
export async function completeAuthorization(
  setup: ProviderSetup,
  callbackQuery: string,
  checks: Checks,
): Promise<ProviderIdentity> {
  const description = PROVIDERS[setup.provider];
  const config = await configurationFor(setup);
  // openid-client takes the redirect_uri for the token request from this URL, so it must be the one sent.
  const current = new URL(`${checks.redirectUri}?${callbackQuery}`);
  if (description.protocol === 'oidc') {
    const tokens = await oidc.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('no ID token');
    return { subject: claims.sub, displayName: text(claims.name, 100) };
  }
  const tokens = await oidc.authorizationCodeGrant(config, current, {
    pkceCodeVerifier: checks.codeVerifier,
    expectedState: checks.state,
  });
  const response = await oidc.fetchProtectedResource(
    config,
    tokens.access_token,
    new URL(setup.profileEndpoint),
    'GET',
  );
  if (!response.ok) throw new Error(`profile endpoint answered ${response.status}`);
  const profile = (await response.json()) as { id?: unknown; name?: unknown };
  const subject = typeof profile.id === 'number' ? String(profile.id) : text(profile.id, 255);
  if (!subject) throw new Error('profile has no id');
  return { subject, displayName: text(profile.name, 100) };
}

/** The provider's own refusal (the player cancelled) as opposed to a failure on the way. */
export function isCancellation(error: unknown): boolean {
  return error instanceof oidc.AuthorizationResponseError && error.error === 'access_denied';
}
