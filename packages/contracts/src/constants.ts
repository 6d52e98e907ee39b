/**
 * Plain values and types shared by the server and the SPAs, with no schema library behind them, so the
 * browsers can import them without bundling TypeBox.
 */
/** Stable machine codes of the error catalogue (API.md). The SPAs translate them; never rename one. */
export const ERROR_CODES = [
  'WRONG_CREDENTIALS',
  'USER_NOT_FOUND',
  'NOT_A_MEMBER',
  'NOT_AN_AGENT',
  'LOGIN_REQUIRED',
  'TRIAL_NOT_ALLOWED',
  'DOMAIN_CHECK_FAILED',
  'REGION_BLOCKED',
  'MAINTENANCE',
  'GAME_MAINTENANCE',
  'CAPTCHA_REQUIRED',
  'CAPTCHA_INVALID',
  'PHONE_INVALID',
  'SMS_TOO_MANY_REQUESTS',
  'SMS_CODE_INVALID',
  'SMS_CODE_EXPIRED',
  'SMS_QUOTA_EXCEEDED',
  'OPERATION_DISABLED',
  'VALIDATION_FAILED',
  'INVITATION_CODE_INVALID',
  'TERMS_NOT_ACCEPTED',
  'PASSWORD_MISMATCH',
  'SECOND_VERIFICATION_REQUIRED',
  'INSUFFICIENT_FUNDS',
  'IDEMPOTENCY_CONFLICT',
  'RATE_LIMITED',
  'ACCOUNT_LOCKED',
  'ACCOUNT_FROZEN',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'MALFORMED_REQUEST',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'ALREADY_EXISTS',
  'INVALID_STATE',
  'PAYMENT_PASSWORD_NOT_SET',
  'PAYMENT_PASSWORD_INVALID',
  'AMOUNT_OUT_OF_RANGE',
  'NOT_IN_TEAM',
  'TRANSFERS_FROZEN',
  'CONTRACT_RATE_TOO_HIGH',
  'CONTRACT_CASCADE_UNCONFIRMED',
  'FILE_TYPE_NOT_ALLOWED',
  'FILE_TOO_LARGE',
  'TOO_MANY_FILES',
  'SOCIAL_STATE_INVALID',
  'SOCIAL_LOGIN_CANCELLED',
  'SOCIAL_LOGIN_FAILED',
  'SOCIAL_TICKET_INVALID',
  'SOCIAL_ALREADY_BOUND',
  'CHANNEL_UNAVAILABLE',
  'PAYMENT_GATEWAY_UNAVAILABLE',
  'INVALID_SIGNATURE',
  'AMOUNT_MISMATCH',
  'DAILY_LIMIT_REACHED',
  'PAYOUT_ACCOUNT_LIMIT',
  'ACCOUNT_NAME_MISMATCH',
  'VENDOR_UNAVAILABLE',
  'VENDOR_REFUSED',
  'WALLET_MODE_IN_USE',
  'FOUR_EYES_REQUIRED',
  'PROMOTION_CLOSED',
  'PROMOTION_NOT_ELIGIBLE',
  'WAGERING_OPEN',
  'PROMOTION_BUDGET_SPENT',
  'NOTHING_TO_CLAIM',
  'ENVELOPE_RAIN_CLOSED',
  'ENVELOPES_GONE',
  'ENVELOPE_ALREADY_GRABBED',
  'NO_SPINS_LEFT',
  'APPLICATION_PENDING',
  'REBATE_ALREADY_CLAIMED',
  'ALREADY_SIGNED_IN',
  'MISSION_NOT_COMPLETE',
  'MISSION_ALREADY_CLAIMED',
  'BUDGET_BELOW_SPENT',
  'MEASURE_FIXED_ONCE_PAID',
  'LOTTERY_GAME_NOT_FOUND',
  'ISSUE_CLOSED',
  'NUMBER_CAPPED',
  'NUMBER_STAKE_LIMIT',
  'LINE_STAKE_OUT_OF_RANGE',
  'PLAYER_ISSUE_LIMIT',
  'LOTTERY_PLAY_UNKNOWN',
  'PRIZE_GROUP_NOT_OFFERED',
  'SELECTION_MALFORMED',
  'SELECTION_OUT_OF_RANGE',
  'SELECTION_DUPLICATE',
  'SELECTION_TOO_FEW',
  'SELECTION_TOO_MANY',
  'POINTS_INSUFFICIENT',
  'OUT_OF_STOCK',
  'INTERNAL_ERROR',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The studio game API's codes (apps/studio/API.md): its own catalogue, answered as `{ code, message, fields? }`. */
export const STUDIO_ERROR_CODES = [
  'SESSION_EXPIRED',
  'GAME_NOT_FOUND',
  'GAME_MAINTENANCE',
  'PLAYER_BLOCKED',
  'VALIDATION_FAILED',
  'INSUFFICIENT_FUNDS',
  'ROUND_OPEN',
  'ROUND_NOT_FOUND',
  'ROUND_FINISHED',
  'LIMIT_REACHED',
  'WALLET_UNAVAILABLE',
  'ROUND_STARTED',
  'ROUND_CRASHED',
  'INTERNAL_ERROR',
] as const;

export type StudioErrorCode = (typeof STUDIO_ERROR_CODES)[number];

/** Field-level reasons in `fields` of a problem; the SPAs translate these too. */
export const FIELD_ERROR_CODES = [
  'REQUIRED',
  'INVALID',
  'TOO_SHORT',
  'TOO_LONG',
  'TOO_MANY',
  'NOT_ALLOWED',
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

export const CS_TYPES = [
  'LIVECHAT',
  'TELEGRAM',
  'TELEGRAM1',
  'TELEGRAM2',
  'FACEBOOK',
  'TWITTER',
  'LINE',
] as const;
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

/** Game types (spec §1 categories). RNG is the slot type. */
export const GAME_TYPES = [
  'LIVE',
  'RNG',
  'SPORTS',
  'ESPORTS',
  'PVP',
  'FISH',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
  'BINGO',
  'MINI',
] as const;
export type GameType = (typeof GAME_TYPES)[number];

/**
 * Where each game type lives on the player site (spec §2): list pages take `?vassalage=`,
 * centre pages show one vendor's product at a time.
 */
export const GAME_TYPE_ROUTES: Readonly<Record<GameType, { path: string; page: 'list' | 'centre' }>> = {
  LIVE: { path: '/live', page: 'list' },
  RNG: { path: '/rng', page: 'list' },
  FISH: { path: '/fish', page: 'list' },
  PVP: { path: '/pvp', page: 'list' },
  MINI: { path: '/bgs', page: 'list' },
  BINGO: { path: '/bingo', page: 'list' },
  SPORTS: { path: '/sports', page: 'centre' },
  ESPORTS: { path: '/esports', page: 'centre' },
  LOTT: { path: '/lott', page: 'centre' },
  ELOTT: { path: '/elott', page: 'centre' },
  COCKFIGHT: { path: '/cockfight', page: 'centre' },
};

/** Social one-click login providers (spec §1); each is switched on per brand in its own settings. */
export const SOCIAL_PROVIDERS = ['facebook', 'google', 'line'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Plain HTTP is allowed only to this machine (a test issuer); everywhere else credentials travel over TLS. */
export function isLoopbackUrl(url: URL): boolean {
  return LOOPBACK_HOSTS.has(url.hostname);
}

/** A provider endpoint or issuer: absolute, HTTPS (or HTTP on loopback), no credentials or fragment. */
export function isProviderEndpoint(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackUrl(url));
  return secure && !url.username && !url.password && !url.hash;
}

export const OPERATOR_ROLES = ['owner', 'admin', 'finance', 'support', 'viewer', 'studio'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];
/**
 * The roles a person is given. `studio` belongs to the in-house studio's own account alone (ADR 0011): it may
 * only register the vendors the studio manages, so no operator can hand it out.
 */
export const ASSIGNABLE_OPERATOR_ROLES = ['owner', 'admin', 'finance', 'support', 'viewer'] as const;
export type AssignableOperatorRole = (typeof ASSIGNABLE_OPERATOR_ROLES)[number];

/** Every list answer: `{ items, page, pageSize, total, totalPages }` (API.md conventions). */
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

export * from './field-rules.ts';

/** Every kind of account-record movement (the wallet's transaction types). */
export const TRANSACTION_TYPES = [
  'deposit',
  'withdrawal',
  'adjustment',
  'transfer',
  'bet',
  'win',
  'rollback',
  'bonus',
  'commission',
  'dividend',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const BET_STATUSES = ['open', 'settled', 'cancelled'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

/** How many wins the latest-wins feed keeps per brand. */
export const LATEST_WINS_SIZE = 20;
/** The socket topic a page watches to receive `wins` events (nobody watching: nothing is sent). */
export const WINS_TOPIC = 'wins';

/** The socket event a red envelope rain's start and every grab send to the brand: a hint to refetch the rains. */
export const ENVELOPE_RAIN_EVENT = 'envelope-rain';

/** Spec §9: the announcement and notice popups list titles in pages of 9. */
export const ANNOUNCEMENT_PAGE_SIZE = 9;

/** A text per interface language (EN, CN, TH); its schema is LanguageTextsSchema (language-texts.ts). */
export interface TextsByLanguage {
  EN?: string;
  CN?: string;
  TH?: string;
}

/** The text in `language`, or the English one when that language was left empty (EN is the one required). */
export function textIn(texts: TextsByLanguage, language: keyof TextsByLanguage): string {
  return texts[language]?.trim() || texts.EN || '';
}

/** `english`'s translation into `language`, or `english` itself when there is none (TranslationsSchema). */
export function translatedIn(
  english: string,
  translations: { CN?: string; TH?: string } | undefined,
  language: keyof TextsByLanguage,
): string {
  return textIn({ ...translations, EN: english }, language);
}

/** The longest period an agent report covers (brand-local days, both ends included). */
export const AGENT_REPORT_MAX_DAYS = 366;

/** How far ahead an offered contract's last day in force may be, in days after the brand's today. */
export const CONTRACT_MAX_TERM_DAYS = 366;

/**
 * The agent overview's figures (AgentOverviewSchema) in the order the agent centre and the console show them:
 * the team's head counts, then its money over the period.
 */
export const OVERVIEW_COUNT_FIGURES = ['teamSize', 'directCount', 'newMembers', 'activeMembers'] as const;
export const OVERVIEW_MONEY_FIGURES = [
  'deposits',
  'withdrawals',
  'stake',
  'validBet',
  'payout',
  'profit',
  'bonuses',
  'commissions',
] as const;

/** The points mall's kinds and statuses (points.ts, ADR 0039). */
export const POINT_GAME_KINDS = ['live', 'lottery', 'pvp', 'rng', 'sports'] as const;
export type PointGameKind = (typeof POINT_GAME_KINDS)[number];
/** What a points rate applies to: valid bet of a game kind, or a deposit. */
export const POINT_RATE_KINDS = [...POINT_GAME_KINDS, 'deposit'] as const;
export type PointRateKind = (typeof POINT_RATE_KINDS)[number];
/** Kinds of a points ledger entry (spec §3 "Point types"), plus `refund` for a rejected exchange's points. */
export const POINT_ENTRY_KINDS = [...POINT_RATE_KINDS, 'redeem', 'refund'] as const;
export type PointEntryKind = (typeof POINT_ENTRY_KINDS)[number];

export const POINT_GOODS_KINDS = ['cash', 'physical'] as const;
export type PointGoodsKind = (typeof POINT_GOODS_KINDS)[number];
export const POINT_EXCHANGE_STATUSES = ['in_process', 'passed', 'rejected'] as const;
export type PointExchangeStatus = (typeof POINT_EXCHANGE_STATUSES)[number];

/** A phone for delivery: digits with an optional leading +, spaces or dashes between. */
export const DELIVERY_PHONE_PATTERN = /^\+?[0-9][0-9 -]{5,28}[0-9]$/;
