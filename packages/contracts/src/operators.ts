import { Type, type Static } from 'typebox';
import { ASSIGNABLE_OPERATOR_ROLES, OPERATOR_ROLES } from './constants.ts';

/** The operators module's answers and requests: sign-in, the signed-in operator, and managing operators. */

const Password = Type.String({ minLength: 10, maxLength: 200 });

export const OperatorLoginSchema = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64 }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
  totp: Type.Optional(Type.String({ pattern: '^[0-9]{6}$' })),
});
export type OperatorLogin = Static<typeof OperatorLoginSchema>;

/** `POST /admin-api/v1/auth/login`: the session's bearer token. */
export const OperatorLoginAnswerSchema = Type.Object({ token: Type.String() });
export type OperatorLoginAnswer = Static<typeof OperatorLoginAnswerSchema>;

export const OperatorSchema = Type.Object({
  id: Type.String(),
  username: Type.String(),
  role: Type.Enum(OPERATOR_ROLES),
  disabled: Type.Boolean(),
  totpEnabled: Type.Boolean(),
  lastLoginAt: Type.Union([Type.String(), Type.Null()]),
});
export type Operator = Static<typeof OperatorSchema>;

/** `POST /admin-api/v1/operators`: a new operator; the owner role is never handed out. */
export const OperatorCreateSchema = Type.Object(
  {
    username: Type.String({ minLength: 3, maxLength: 32, pattern: '^[A-Za-z][A-Za-z0-9_.-]*$' }),
    password: Password,
    role: Type.Enum(ASSIGNABLE_OPERATOR_ROLES),
  },
  { additionalProperties: false },
);
export type OperatorCreate = Static<typeof OperatorCreateSchema>;

/** `PATCH /admin-api/v1/operators/{id}`: a new role, or disabled (or enabled again); any subset. */
export const OperatorPatchSchema = Type.Object(
  {
    role: Type.Optional(Type.Enum(ASSIGNABLE_OPERATOR_ROLES)),
    disabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type OperatorPatch = Static<typeof OperatorPatchSchema>;

/** `POST /admin-api/v1/me/password`: the operator's own password; their other sessions end. */
export const OperatorPasswordChangeSchema = Type.Object(
  { oldPassword: Type.String({ minLength: 1, maxLength: 200 }), newPassword: Password },
  { additionalProperties: false },
);
export type OperatorPasswordChange = Static<typeof OperatorPasswordChangeSchema>;

/** `POST /admin-api/v1/operators/{id}/password`: a manager sets another operator's password. */
export const OperatorPasswordResetSchema = Type.Object(
  { newPassword: Password },
  { additionalProperties: false },
);
export type OperatorPasswordReset = Static<typeof OperatorPasswordResetSchema>;
