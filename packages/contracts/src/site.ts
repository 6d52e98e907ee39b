import { Type, type Static } from 'typebox';

export const CS_TYPES = ['LIVECHAT', 'TELEGRAM', 'TELEGRAM1', 'TELEGRAM2', 'FACEBOOK', 'TWITTER', 'LINE'] as const;
export type CsType = (typeof CS_TYPES)[number];

/** Where a customer-service entry shows: the left side menu, the right icon bar, or both. */
export const CS_POSITIONS = ['LEFT', 'RIGHT', 'BOTH'] as const;

/** Live interface languages (spec §9): EN is the default. */
export const LANGUAGES = ['EN', 'CN', 'TH'] as const;
export type Language = (typeof LANGUAGES)[number];

export const RESOURCE_TYPES = ['IOS', 'IOS_LITE', 'ANDROID', 'LOGO', 'LICENSE'] as const;

export interface WhitelabelNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: WhitelabelNode[];
}

export const WhitelabelNodeSchema = Type.Cyclic(
  {
    WhitelabelNode: Type.Object({
      modId: Type.String({ minLength: 1, maxLength: 64 }),
      enabled: Type.Union([Type.Literal('1'), Type.Literal('0')]),
      childrenNodes: Type.Array(Type.Ref('WhitelabelNode'), { maxItems: 100 }),
    }),
  },
  'WhitelabelNode',
);

export const CustomerServiceSchema = Type.Object({
  csType: Type.Enum(CS_TYPES),
  title: Type.String({ minLength: 1, maxLength: 80 }),
  csPosition: Type.Enum(CS_POSITIONS),
  url: Type.String({ minLength: 1, maxLength: 500, pattern: '^(https?://|tg://|line://|mailto:)' }),
});
export type CustomerService = Static<typeof CustomerServiceSchema>;

export const ResourceSchema = Type.Object({
  resourceType: Type.Enum(RESOURCE_TYPES),
  url: Type.String({ minLength: 1, maxLength: 500 }),
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

/** Whitelabel switches every brand carries (spec §6). Nested ones sit under the group's modId. */
export const WHITELABEL_FLAGS = {
  usernameRegistration: 'USERNAMEREG3',
  mobileRegistration: 'MOBILENUMREG3',
  mobilePasswordRegistration: 'MOBILENUMPASSREG3',
  registrationMobileVerification: 'REGMOBVERF3',
  changePasswordVerification: 'CHNGPASSVERIF3',
  mobileCodeLogin: 'MOBILECODELOGIN',
  phoneVerification: 'PHONEVERIFICATION',
  secondVerification: 'SECONDVERIFICATION',
  passwordExpiry: 'PASSWORDEXPIRY',
  freePlay: 'FREEPLAY',
  points: 'POINTS',
  manualRebate: 'MANUALREBATE',
  referral: 'REFERRAL',
  socialFacebook: 'SOCIALFACEBOOK',
  socialGoogle: 'SOCIALGOOGLE',
  socialLine: 'SOCIALLINE',
  dividend: 'DIVIDEND',
  dailySalary: 'DAILYSALARY',
  hourlySalary: 'HOURLYSALARY',
  realtimeSalary: 'REALTIMESALARY',
} as const;

/** True when the flag is on anywhere in the tree (a disabled parent switches its children off). */
export function isFlagOn(tree: readonly WhitelabelNode[], modId: string): boolean {
  for (const node of tree) {
    if (node.modId === modId) return node.enabled === '1';
    if (node.enabled === '1' && isFlagOn(node.childrenNodes, modId)) return true;
  }
  return false;
}
