import { Type, type Static } from 'typebox';
import { CS_POSITIONS, CS_TYPES, RESOURCE_TYPES } from './constants.ts';
import { TranslationsSchema } from './language-texts.ts';

const ModId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Z0-9_]+$' });
const Enabled = Type.Union([Type.Literal('1'), Type.Literal('0')]);
const WhitelabelLeaf = Type.Object({
  modId: ModId,
  enabled: Enabled,
  childrenNodes: Type.Array(Type.Never(), { maxItems: 0 }),
});
const WhitelabelMiddle = Type.Object({
  modId: ModId,
  enabled: Enabled,
  childrenNodes: Type.Array(WhitelabelLeaf, { maxItems: 50 }),
});

/**
 * The whitelabel tree is group → switch → sub-switch at most: a fixed depth keeps a hostile tree from
 * exhausting the validator's stack or bloating every `/site` answer.
 */
export const WhitelabelNodeSchema = Type.Object({
  modId: ModId,
  enabled: Enabled,
  childrenNodes: Type.Array(WhitelabelMiddle, { maxItems: 50 }),
});

export const CS_TITLE_MAX = 80;
export const CustomerServiceSchema = Type.Object({
  csType: Type.Enum(CS_TYPES),
  /** English. */
  title: Type.String({ minLength: 1, maxLength: CS_TITLE_MAX }),
  /** The CN and TH titles (left out or empty: the English one shows). */
  titles: Type.Optional(TranslationsSchema(CS_TITLE_MAX)),
  csPosition: Type.Enum(CS_POSITIONS),
  url: Type.String({ minLength: 1, maxLength: 500, pattern: '^(https?://|tg://|line://|mailto:)' }),
});
export type CustomerService = Static<typeof CustomerServiceSchema>;

export const ResourceSchema = Type.Object({
  resourceType: Type.Enum(RESOURCE_TYPES),
  url: Type.String({ minLength: 1, maxLength: 500, pattern: '^https?://' }),
  labelNameEn: Type.String({ maxLength: 80 }),
});
export type Resource = Static<typeof ResourceSchema>;

export const CurrencySchema = Type.Object({
  code: Type.String(),
  symbol: Type.String(),
  decimals: Type.Integer(),
});

export const RegisterConfigSchema = Type.Object({
  methods: Type.Array(Type.Union([Type.Literal('username'), Type.Literal('mobile')])),
  defaultMethod: Type.Union([Type.Literal('username'), Type.Literal('mobile')]),
  smsVerification: Type.Boolean(),
  mobileCodeLogin: Type.Boolean(),
  freePlay: Type.Boolean(),
  defaultForgotMethod: Type.Union([Type.Literal('phone'), Type.Literal('email')]),
  /** False when the server runs CAPTCHA_PROVIDER=off: forms hide their captcha fields. */
  captcha: Type.Boolean(),
});

/** `GET /api/v1/site`: everything a player SPA needs before its first screen (API.md "Site"). */
export const SiteSchema = Type.Object({
  brand: Type.Object({
    code: Type.String(),
    name: Type.String(),
    currency: CurrencySchema,
    timezone: Type.String(),
    accentColor: Type.String(),
  }),
  status: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
  maintenance: Type.Boolean(),
  maintenanceMessage: Type.Union([Type.String(), Type.Null()]),
  regionRestricted: Type.Boolean(),
  location: Type.Object({ ip: Type.String(), country: Type.Union([Type.String(), Type.Null()]) }),
  languages: Type.Array(Type.String()),
  defaultLanguage: Type.String(),
  whitelabel: Type.Array(WhitelabelNodeSchema),
  customerService: Type.Array(CustomerServiceSchema),
  resources: Type.Array(ResourceSchema),
  register: RegisterConfigSchema,
  mainDomain: Type.String(),
  domainRoute: Type.Array(Type.String()),
  analytics: Type.Object({ gtagId: Type.Union([Type.String(), Type.Null()]) }),
  imageCDNs: Type.Array(Type.String()),
  launchGameCDNs: Type.Array(Type.String()),
});
export type Site = Static<typeof SiteSchema>;
