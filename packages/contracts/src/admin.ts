import { Type, type Static } from 'typebox';
import { LANGUAGES, OPERATOR_ROLES, SOCIAL_PROVIDERS } from './constants.ts';
import { AmountSchema } from './wallet.ts';
import { CustomerServiceSchema, CurrencySchema, ResourceSchema, WhitelabelNodeSchema } from './site.ts';

export const OperatorLoginSchema = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64 }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
  totp: Type.Optional(Type.String({ pattern: '^[0-9]{6}$' })),
});

export const OperatorSchema = Type.Object({
  id: Type.String(),
  username: Type.String(),
  role: Type.Enum(OPERATOR_ROLES),
  disabled: Type.Boolean(),
  totpEnabled: Type.Boolean(),
  lastLoginAt: Type.Union([Type.String(), Type.Null()]),
});
export type Operator = Static<typeof OperatorSchema>;

const CountryCode = Type.String({ pattern: '^[A-Z]{2}$' });
// The server checks each one with net.isIP; the pattern only keeps junk out early.
const IpAddress = Type.String({ minLength: 2, maxLength: 45, pattern: '^[0-9a-fA-F:.]+$' });

/** What `PATCH /admin-api/v1/brand` may change; any subset. */
export const BrandPatchSchema = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
    timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    accentColor: Type.Optional(Type.String({ pattern: '^#[0-9a-fA-F]{6}$' })),
    maintenance: Type.Optional(Type.Boolean()),
    maintenanceMessage: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
    blockedCountries: Type.Optional(Type.Array(CountryCode, { maxItems: 250, uniqueItems: true })),
    exemptIps: Type.Optional(Type.Array(IpAddress, { maxItems: 200, uniqueItems: true })),
    whitelabel: Type.Optional(Type.Array(WhitelabelNodeSchema, { maxItems: 100 })),
    customerService: Type.Optional(Type.Array(CustomerServiceSchema, { maxItems: 30 })),
    resources: Type.Optional(Type.Array(ResourceSchema, { maxItems: 30 })),
    languages: Type.Optional(
      Type.Array(Type.String({ pattern: '^(EN|CN|TH)$' }), {
        minItems: 1,
        maxItems: LANGUAGES.length,
        uniqueItems: true,
      }),
    ),
    defaultLanguage: Type.Optional(Type.String({ pattern: '^(EN|CN|TH)$' })),
    analyticsGtagId: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
    /** Manual adjustments above this need a second operator's approval; at most `adjustmentMaximum`. */
    adjustmentApprovalThreshold: Type.Optional(AmountSchema),
    /** No single manual adjustment may move more than this, approved or not. */
    adjustmentMaximum: Type.Optional(AmountSchema),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type BrandPatch = Static<typeof BrandPatchSchema>;

/** `GET /admin-api/v1/brand`: the brand's settings as the operator edits them. */
export const BrandSettingsSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  domains: Type.Array(Type.String()),
  currency: CurrencySchema,
  timezone: Type.String(),
  accentColor: Type.String(),
  languages: Type.Array(Type.String()),
  defaultLanguage: Type.String(),
  maintenance: Type.Boolean(),
  maintenanceMessage: Type.Union([Type.String(), Type.Null()]),
  blockedCountries: Type.Array(Type.String()),
  exemptIps: Type.Array(Type.String()),
  whitelabel: Type.Array(WhitelabelNodeSchema),
  customerService: Type.Array(CustomerServiceSchema),
  resources: Type.Array(ResourceSchema),
  analyticsGtagId: Type.Union([Type.String(), Type.Null()]),
  adjustmentApprovalThreshold: Type.String(),
  adjustmentMaximum: Type.String(),
  updatedAt: Type.String(),
});
export type BrandSettings = Static<typeof BrandSettingsSchema>;

export const AuditEntrySchema = Type.Object({
  id: Type.String(),
  operator: Type.String(),
  action: Type.String(),
  target: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
  ip: Type.String(),
  createdAt: Type.String(),
});
export type AuditEntry = Static<typeof AuditEntrySchema>;

/**
 * Why a row breaks the audit chain (ADR 0015): its content no longer gives its hash (`altered`), it does not
 * follow the row before it (`unlinked`: that row was removed, or this one was put in), it carries no hash
 * (`unchained`), the chain head names it but the rows stop before it (`missing`: the newest were removed), or
 * it lies past the head (`beyond-head`: put in behind the application's back).
 */
export const AUDIT_CHAIN_BREAKS = ['altered', 'unlinked', 'unchained', 'missing', 'beyond-head'] as const;

/**
 * `GET /admin-api/v1/audit/verify`: API.md's `{ ok, checked, firstBrokenId? }`, and the broken row as the
 * log shows it. A `missing` row was removed, so only its id is known.
 */
export const AuditChainVerdictSchema = Type.Object({
  ok: Type.Boolean(),
  checked: Type.Integer(),
  firstBrokenId: Type.Optional(Type.String()),
  firstBroken: Type.Optional(
    Type.Object({
      id: Type.String(),
      createdAt: Type.Union([Type.String(), Type.Null()]),
      action: Type.Union([Type.String(), Type.Null()]),
      reason: Type.Enum(AUDIT_CHAIN_BREAKS),
    }),
  ),
});
export type AuditChainVerdict = Static<typeof AuditChainVerdictSchema>;

const Endpoint = Type.Union([Type.String(), Type.Null()]);

/**
 * One social login provider as the console shows it. The client secret never comes back, only whether it is
 * set; endpoints that do not apply to the provider's protocol are null.
 */
export const SocialProviderSettingsSchema = Type.Object({
  provider: Type.Enum(SOCIAL_PROVIDERS),
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
