import { Type, type Static } from 'typebox';
import { LanguageParamSchema, TranslationsSchema } from './language-texts.ts';
import { PageQuerySchema } from './page.ts';
import { AmountSchema } from './wallet.ts';

/** The deposit wire types: the player's channels, deposits and history, the operator's queue and the channels. */

export const DEPOSIT_CHANNEL_TYPES = ['bank', 'gateway'] as const;
export const DEPOSIT_STATUSES = ['pending', 'approved', 'rejected', 'expired'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** A channel's name: English in `name`, its CN and TH translations in `names` (empty ones fall back to English). */
export const CHANNEL_NAME_MAX = 60;
export const ChannelNamesSchema = TranslationsSchema(CHANNEL_NAME_MAX);

/** `GET /api/v1/deposit/channels`: `language` (EN, CN, TH; the brand's default language when left out) names them. */
export const DepositChannelQuerySchema = Type.Object({ language: Type.Optional(LanguageParamSchema) });
export type DepositChannelQuery = Static<typeof DepositChannelQuerySchema>;

export const DepositChannelSchema = Type.Object({
  id: Type.String(),
  /** In the asked language, English when the operator gave no translation. */
  name: Type.String(),
  type: Type.Enum(DEPOSIT_CHANNEL_TYPES),
  min: Type.String(),
  max: Type.String(),
});
export type DepositChannel = Static<typeof DepositChannelSchema>;

export const DepositCreateSchema = Type.Object({
  channelId: Type.String({ pattern: '^[0-9]{1,18}$' }),
  amount: AmountSchema,
});
export type DepositCreate = Static<typeof DepositCreateSchema>;

/** Where a bank-transfer deposit goes; the reference lets the operator match the incoming payment. */
export const BankInfoSchema = Type.Object({
  bankName: Type.String(),
  accountNumber: Type.String(),
  accountName: Type.String(),
  reference: Type.String(),
});

export const DepositCreatedSchema = Type.Object({
  id: Type.String(),
  status: Type.Enum(DEPOSIT_STATUSES),
  payUrl: Type.Optional(Type.String()),
  bankInfo: Type.Optional(BankInfoSchema),
});
export type DepositCreated = Static<typeof DepositCreatedSchema>;

/** Payment gateways the platform has an adapter for; `testpay` is the built-in test gateway. */
export const PAYMENT_GATEWAYS = ['testpay'] as const;
export type PaymentGatewayCode = (typeof PAYMENT_GATEWAYS)[number];

const Id = Type.String({ pattern: '^[1-9][0-9]{0,17}$' });
/** A day (2026-11-22, in the brand's time zone) or an instant (ISO 8601). */
const DateOrInstant = Type.String({
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}(T[0-9:.]+(Z|[+-][0-9]{2}:[0-9]{2}))?$',
  maxLength: 40,
});

/** `GET /api/v1/deposits`: the player's own deposits, newest first. */
export const DepositHistoryQuerySchema = Type.Intersect([
  PageQuerySchema,
  Type.Object({
    status: Type.Optional(Type.Enum(DEPOSIT_STATUSES)),
    /** The language `channelName` is in, as for the channels. */
    language: Type.Optional(LanguageParamSchema),
  }),
]);
export type DepositHistoryQuery = Static<typeof DepositHistoryQuerySchema>;

export const DepositItemSchema = Type.Object({
  id: Type.String(),
  createdAt: Type.String(),
  /** In the asked language, English when the channel has no translation. */
  channelName: Type.String(),
  type: Type.Enum(DEPOSIT_CHANNEL_TYPES),
  amount: Type.String(),
  status: Type.Enum(DEPOSIT_STATUSES),
  reference: Type.String(),
  /** Until when a pending deposit waits for the money; after that it expires. */
  expiresAt: Type.String(),
  /** A pending bank transfer still shows where to send the money. */
  bankInfo: Type.Optional(BankInfoSchema),
  /** A pending gateway payment can be reopened. */
  payUrl: Type.Optional(Type.String()),
  /** Why it was rejected. */
  reason: Type.Optional(Type.String()),
});
export type DepositItem = Static<typeof DepositItemSchema>;

/** `{ id, status }`: the answer of the operator's approve and reject (API.md). */
export const DepositStatusSchema = Type.Object({ id: Type.String(), status: Type.Enum(DEPOSIT_STATUSES) });
export type DepositStatusAnswer = Static<typeof DepositStatusSchema>;

export const DepositRejectSchema = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type DepositReject = Static<typeof DepositRejectSchema>;

/** `GET /admin-api/v1/deposits`: the operator's queue. `player` matches the account name exactly. */
export const AdminDepositQuerySchema = Type.Intersect([
  PageQuerySchema,
  Type.Object({
    status: Type.Optional(Type.Enum(DEPOSIT_STATUSES)),
    player: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    channelId: Type.Optional(Id),
    from: Type.Optional(DateOrInstant),
    to: Type.Optional(DateOrInstant),
  }),
]);
export type AdminDepositQuery = Static<typeof AdminDepositQuerySchema>;

export const AdminDepositSchema = Type.Object({
  id: Type.String(),
  createdAt: Type.String(),
  player: Type.Object({ id: Type.String(), account: Type.String() }),
  channel: Type.Object({ id: Type.String(), name: Type.String(), type: Type.Enum(DEPOSIT_CHANNEL_TYPES) }),
  amount: Type.String(),
  status: Type.Enum(DEPOSIT_STATUSES),
  reference: Type.String(),
  expiresAt: Type.String(),
  /** The gateway's own transaction id, once it reported the payment. */
  gatewayReference: Type.Union([Type.String(), Type.Null()]),
  reason: Type.Union([Type.String(), Type.Null()]),
  /** Who approved or rejected it: an operator's name, or the gateway. */
  decidedBy: Type.Union([Type.String(), Type.Null()]),
  decidedAt: Type.Union([Type.String(), Type.Null()]),
});
export type AdminDeposit = Static<typeof AdminDepositSchema>;

/** A deposit channel as the operator configures it. Bank channels carry the receiving account. */
export const DepositChannelAdminSchema = Type.Object({
  id: Type.String(),
  /** English. */
  name: Type.String(),
  /** The CN and TH names players of those languages see; a language left out shows `name`. */
  names: ChannelNamesSchema,
  type: Type.Enum(DEPOSIT_CHANNEL_TYPES),
  gateway: Type.Union([Type.Enum(PAYMENT_GATEWAYS), Type.Null()]),
  min: Type.String(),
  max: Type.String(),
  enabled: Type.Boolean(),
  sortOrder: Type.Integer(),
  expiryMinutes: Type.Integer(),
  bankName: Type.String(),
  accountNumber: Type.String(),
  accountName: Type.String(),
  updatedAt: Type.String(),
});
export type DepositChannelAdmin = Static<typeof DepositChannelAdminSchema>;

const channelFields = {
  name: Type.String({ minLength: 1, maxLength: CHANNEL_NAME_MAX }),
  /** Left out on create: none. A patch replaces the whole map; an empty text is dropped. */
  names: Type.Optional(ChannelNamesSchema),
  gateway: Type.Union([Type.Enum(PAYMENT_GATEWAYS), Type.Null()]),
  min: AmountSchema,
  max: AmountSchema,
  enabled: Type.Boolean(),
  sortOrder: Type.Integer({ minimum: 0, maximum: 9999 }),
  /** How long a pending deposit of this channel waits before it expires: 5 minutes to 7 days. */
  expiryMinutes: Type.Integer({ minimum: 5, maximum: 10080 }),
  bankName: Type.String({ maxLength: 80 }),
  accountNumber: Type.String({ maxLength: 34 }),
  accountName: Type.String({ maxLength: 80 }),
};

export const DepositChannelCreateSchema = Type.Object(
  { type: Type.Enum(DEPOSIT_CHANNEL_TYPES), ...channelFields },
  { additionalProperties: false },
);
export type DepositChannelCreate = Static<typeof DepositChannelCreateSchema>;

/** Any subset; the type of a channel never changes (its deposits were made under it). */
export const DepositChannelPatchSchema = Type.Partial(Type.Object(channelFields), {
  additionalProperties: false,
  minProperties: 1,
});
export type DepositChannelPatch = Static<typeof DepositChannelPatchSchema>;
