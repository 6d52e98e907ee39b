import { Type, type Static } from 'typebox';
import { SOCIAL_PROVIDERS } from './constants.ts';
import { LoginAnswerSchema } from './accounts.ts';

/** Social sign-in: the player's calls (API.md "Accounts") and the brand's providers as the console sets them. */

const Provider = Type.Enum(SOCIAL_PROVIDERS);
/** A one-time code or a ticket: opaque, long enough not to be guessed. */
const SocialSecret = Type.String({ minLength: 20, maxLength: 100 });
const InviteCode = Type.Optional(Type.String({ maxLength: 32 }));

/** `GET /api/v1/auth/social/providers`: the social logins this site offers. */
export const SocialProvidersAnswerSchema = Type.Array(Type.Object({ provider: Provider }));
export type SocialProvidersAnswer = Static<typeof SocialProvidersAnswerSchema>;

/** `POST /api/v1/auth/social/{provider}/start`: the invite codes a registration would carry. */
export const SocialStartSchema = Type.Object(
  { affiliateCode: InviteCode, referralCode: InviteCode },
  { additionalProperties: false },
);
export type SocialStart = Static<typeof SocialStartSchema>;
export const SocialStartAnswerSchema = Type.Object({ authorizationUrl: Type.String() });
export type SocialStartAnswer = Static<typeof SocialStartAnswerSchema>;

/** `POST /api/v1/auth/social/exchange`: the one-time code the callback put in the page's fragment. */
export const SocialExchangeSchema = Type.Object({ code: SocialSecret }, { additionalProperties: false });
export type SocialExchange = Static<typeof SocialExchangeSchema>;

/** A social provider's callback exchanged: signed in, or a ticket to bind or register with. */
export const SocialExchangeAnswerSchema = Type.Union([
  Type.Intersect([Type.Object({ status: Type.Literal('signedIn') }), LoginAnswerSchema]),
  Type.Object({
    status: Type.Literal('unbound'),
    ticket: Type.String(),
    provider: Provider,
    displayName: Type.Union([Type.String(), Type.Null()]),
  }),
]);
export type SocialExchangeAnswer = Static<typeof SocialExchangeAnswerSchema>;

/** `POST /api/v1/auth/social/bind`: the existing account the ticket's social login is bound to (irreversible). */
export const SocialBindSchema = Type.Object(
  {
    ticket: SocialSecret,
    username: Type.String({ minLength: 1, maxLength: 64 }),
    password: Type.String({ minLength: 1, maxLength: 200 }),
    captchaId: Type.Optional(Type.String({ maxLength: 64 })),
    captcha: Type.Optional(Type.String({ maxLength: 16 })),
  },
  { additionalProperties: false },
);
export type SocialBind = Static<typeof SocialBindSchema>;

const Endpoint = Type.Union([Type.String(), Type.Null()]);

/**
 * One social login provider as the console shows it. The client secret never comes back, only whether it is
 * set; endpoints that do not apply to the provider's protocol are null.
 */
export const SocialProviderSettingsSchema = Type.Object({
  provider: Provider,
  protocol: Type.Enum(['oidc', 'oauth2']),
  enabled: Type.Boolean(),
  clientId: Type.String(),
  clientSecretSet: Type.Boolean(),
  issuer: Endpoint,
  authorizationEndpoint: Endpoint,
  tokenEndpoint: Endpoint,
  profileEndpoint: Endpoint,
  /** Where the provider sends the player back, on each player domain; registered at the provider. */
  callbackPath: Type.String(),
  updatedAt: Type.Union([Type.String(), Type.Null()]),
});
export type SocialProviderSettings = Static<typeof SocialProviderSettingsSchema>;

const EndpointUrl = Type.String({ minLength: 1, maxLength: 500, pattern: '^https?://' });

/** `PATCH /admin-api/v1/brand/social-login/{provider}`: any subset; a secret given replaces the stored one. */
export const SocialProviderPatchSchema = Type.Object(
  {
    enabled: Type.Optional(Type.Boolean()),
    clientId: Type.Optional(Type.String({ maxLength: 200, pattern: '^[\\x21-\\x7e]*$' })),
    clientSecret: Type.Optional(Type.String({ minLength: 1, maxLength: 500, pattern: '^[\\x21-\\x7e]+$' })),
    issuer: Type.Optional(EndpointUrl),
    authorizationEndpoint: Type.Optional(EndpointUrl),
    tokenEndpoint: Type.Optional(EndpointUrl),
    profileEndpoint: Type.Optional(EndpointUrl),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type SocialProviderPatch = Static<typeof SocialProviderPatchSchema>;
