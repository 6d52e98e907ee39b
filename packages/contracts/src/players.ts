import { Type, type Static } from 'typebox';

export const PLAYER_STATUSES = ['active', 'frozen'] as const;
export type PlayerStatus = (typeof PLAYER_STATUSES)[number];

export const LOGIN_METHODS = ['password', 'sms', 'register', 'social', 'trial'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];

/** Who a player is, as both the player's own `/me` and the operator's lists name them. */
export const PlayerIdentitySchema = Type.Object({
  id: Type.String(),
  account: Type.String(),
  nickname: Type.String(),
  type: Type.Integer(),
  isAgent: Type.Boolean(),
  isTrial: Type.Boolean(),
});
export type PlayerIdentity = Static<typeof PlayerIdentitySchema>;

/** A row of `GET /admin-api/v1/players`. */
export const PlayerSummarySchema = Type.Object({
  ...PlayerIdentitySchema.properties,
  status: Type.Enum(PLAYER_STATUSES),
  mobile: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  lastLoginAt: Type.Union([Type.String(), Type.Null()]),
  lastLoginIp: Type.Union([Type.String(), Type.Null()]),
  locked: Type.Boolean(),
  /** Operators' labels (normalised: lower case, trimmed), in the order they were set. */
  tags: Type.Array(Type.String()),
});
export type PlayerSummary = Static<typeof PlayerSummarySchema>;

export const PlayerSessionSchema = Type.Object({
  id: Type.String(),
  ip: Type.String(),
  country: Type.Union([Type.String(), Type.Null()]),
  userAgent: Type.String(),
  createdAt: Type.String(),
  lastSeenAt: Type.String(),
});
export type PlayerSession = Static<typeof PlayerSessionSchema>;

export const LoginAttemptSchema = Type.Object({
  at: Type.String(),
  ip: Type.String(),
  country: Type.Union([Type.String(), Type.Null()]),
  userAgent: Type.String(),
  method: Type.Enum(LOGIN_METHODS),
  success: Type.Boolean(),
  reason: Type.Union([Type.String(), Type.Null()]),
});
export type LoginAttempt = Static<typeof LoginAttemptSchema>;

/** `GET /admin-api/v1/players/{id}`, and the answer of the actions that change what it shows. */
export const PlayerDetailSchema = Type.Object({
  ...PlayerSummarySchema.properties,
  profile: Type.Record(Type.String(), Type.String()),
  referralCode: Type.String(),
  upline: Type.Union([Type.Object({ id: Type.String(), account: Type.String() }), Type.Null()]),
  registrationIp: Type.String(),
  mustChangePassword: Type.Boolean(),
  totpEnabled: Type.Boolean(),
  sessions: Type.Array(PlayerSessionSchema),
  loginHistory: Type.Array(LoginAttemptSchema),
});
export type PlayerDetail = Static<typeof PlayerDetailSchema>;

/** `POST /admin-api/v1/players/{id}/password-reset`: shown to the operator once; the player's sessions end. */
export const TemporaryPasswordSchema = Type.Object({ temporaryPassword: Type.String() });
export type TemporaryPassword = Static<typeof TemporaryPasswordSchema>;

/** `PUT /admin-api/v1/players/{id}/tags`: the player's whole set of tags; checked field by field by the server. */
export const PlayerTagsBodySchema = Type.Object(
  { tags: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 200 }) },
  { additionalProperties: false },
);
export type PlayerTagsBody = Static<typeof PlayerTagsBodySchema>;
