import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, decodeJwt, exportJWK, generateKeyPair, type JWTPayload } from 'jose';
import Provider from 'oidc-provider';

export const TEST_CLIENT = {
  clientId: 'croupier-test-client',
  clientSecret: 'a-client-secret-for-tests-only',
};

export interface TestIssuer {
  issuer: string;
  /** Rewrites the next ID tokens the token endpoint answers, re-signed with the issuer's own key. */
  tamperIdTokens(change: ((claims: JWTPayload) => JWTPayload) | null): void;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (the `oidc-provider` package) on a free loopback port, with one confidential client
 * for the platform and its development login and consent pages. Accounts exist for any login name. A
 * Graph-like `/me` answers `{ id, name }` for a valid access token, as Facebook's does.
 */
export async function startTestIssuer(redirectUris: string[]): Promise<TestIssuer> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT.clientId,
        client_secret: TEST_CLIENT.clientSecret,
        redirect_uris: redirectUris,
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [jwk] },
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ sub, name: `Player ${sub}` }) }),
    claims: { openid: ['sub'], profile: ['name'] },
    scopes: ['openid', 'profile', 'public_profile'],
    // The name travels in the ID token, as Google and LINE put it there.
    conformIdTokenClaims: false,
    cookies: { keys: ['cookie-key-for-tests-only'] },
    ttl: {
      Interaction: 600,
      Session: 600,
      Grant: 600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
  });
  let tamper: ((claims: JWTPayload) => JWTPayload) | null = null;
  provider.use(async (ctx, next) => {
    if (ctx.path === '/me') {
      const token = await provider.AccessToken.find(
        (ctx.get('authorization') ?? '').replace(/^Bearer /i, ''),
      );
      if (!token?.accountId) {
        ctx.status = 401;
        return;
      }
      ctx.body = { id: token.accountId, name: `Player ${token.accountId}` };
      return;
    }
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.path === '/token' && tamper && body?.id_token) {
      const claims = tamper(decodeJwt(body.id_token));
      ctx.body = {
        ...body,
        id_token: await new SignJWT(claims)
          .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
          .sign(privateKey),
      };
    }
  });
  server.on('request', provider.callback());
  return {
    issuer,
    tamperIdTokens: (change) => {
      tamper = change;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Plays the player at the provider over HTTP: follows the authorization URL, signs in on the login page as
 * `login`, consents, and answers the URL the provider sends the browser back to (or cancels at login).
 */
export async function signInAtIssuer(
  authorizationUrl: string,
  login: string,
  options: { cancel?: boolean } = {},
): Promise<string> {
  const start = new URL(authorizationUrl);
  const cookies = new Map<string, string>();
  let url = start;
  let init: { method: string; body?: URLSearchParams } = { method: 'GET' };
  for (let step = 0; step < 12; step++) {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      cookies.set(name!.trim(), value.join('='));
    }
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.origin !== start.origin) return next.toString();
      url = next;
      init = { method: 'GET' };
      continue;
    }
    const html = await response.text();
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!prompt || !action) throw new Error(`unexpected page at the provider (${response.status})`);
    if (options.cancel) {
      const abort = /href="([^"]*\/abort)"/.exec(html)?.[1];
      if (!abort) throw new Error('no cancel link at the provider');
      url = new URL(abort, url);
      continue;
    }
    url = new URL(action, url);
    init = {
      method: 'POST',
      body: new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt }),
    };
  }
  throw new Error('the provider did not send the browser back');
}
