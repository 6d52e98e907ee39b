import type { SocialProvider } from '@croupier/contracts';

/**
 * Each provider as a small description. OpenID Connect providers need only their issuer: discovery names the
 * endpoints and keys, and the ID token carries the subject. Facebook's web login is plain OAuth 2.0, so its
 * endpoints are named and the subject is the `id` its Graph `me` endpoint answers. Operators may point any of
 * them elsewhere (a local test issuer, a newer Graph version).
 */
export type ProviderDescription =
  | { protocol: 'oidc'; issuer: string; scopes: string }
  | {
      protocol: 'oauth2';
      authorizationEndpoint: string;
      tokenEndpoint: string;
      profileEndpoint: string;
      scopes: string;
    };

export const PROVIDERS: Readonly<Record<SocialProvider, ProviderDescription>> = {
  google: { protocol: 'oidc', issuer: 'https://accounts.google.com', scopes: 'openid profile' },
  line: { protocol: 'oidc', issuer: 'https://access.line.me', scopes: 'openid profile' },
  // Unversioned Graph URLs follow the API version set in the Facebook app's own dashboard.
  facebook: {
    protocol: 'oauth2',
    authorizationEndpoint: 'https://www.facebook.com/dialog/oauth',
    tokenEndpoint: 'https://graph.facebook.com/oauth/access_token',
    profileEndpoint: 'https://graph.facebook.com/me?fields=id,name',
    scopes: 'public_profile',
  },
};

export const ENDPOINT_FIELDS = [
  'issuer',
  'authorizationEndpoint',
  'tokenEndpoint',
  'profileEndpoint',
] as const;
export type EndpointField = (typeof ENDPOINT_FIELDS)[number];

/** The endpoint fields an operator sets for a provider: the issuer, or the OAuth 2.0 endpoints. */
export function endpointFieldsOf(provider: SocialProvider): readonly EndpointField[] {
  return PROVIDERS[provider].protocol === 'oidc'
    ? ['issuer']
    : ['authorizationEndpoint', 'tokenEndpoint', 'profileEndpoint'];
}
