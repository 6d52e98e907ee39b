import { Type, type Static } from 'typebox';

/** The audit log and its chain check. */

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
