import { Type, type Static } from 'typebox';

/**
 * `held`: kept for the console by the `outbox` provider, never delivered. `pending`: waiting for its first
 * delivery attempt. `failed`: the last attempt failed; retried at `nextAttemptAt`, or given up when that is
 * null. `sent`: the provider accepted it.
 */
export const DELIVERY_STATUSES = ['held', 'pending', 'sent', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** An item of `GET /admin-api/v1/outbox`: API.md's `to, channel, body, createdAt`, then the delivery. */
export const OutboxMessageSchema = Type.Object({
  id: Type.String(),
  to: Type.String(),
  channel: Type.Enum(['sms', 'email']),
  subject: Type.Union([Type.String(), Type.Null()]),
  body: Type.String(),
  createdAt: Type.String(),
  status: Type.Enum(DELIVERY_STATUSES),
  attempts: Type.Integer(),
  nextAttemptAt: Type.Union([Type.String(), Type.Null()]),
  sentAt: Type.Union([Type.String(), Type.Null()]),
  lastError: Type.Union([Type.String(), Type.Null()]),
});
export type OutboxMessage = Static<typeof OutboxMessageSchema>;
