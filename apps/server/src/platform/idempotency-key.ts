import { Type } from 'typebox';
import type { FastifyRequest } from 'fastify';
import { validationFailed } from './domain-errors.ts';
import type { IdempotentRequest } from './idempotent-requests.ts';

const KEY = /^[\x21-\x7e]{1,200}$/;

/** The optional `Idempotency-Key` header of every money-moving POST, for the route schemas (OpenAPI). */
export const IdempotencyHeader = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ maxLength: 200 })),
});

/** The `Idempotency-Key` header, when the client sent one: printable ASCII, at most 200 characters. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !KEY.test(key)) throw validationFailed({ 'Idempotency-Key': 'INVALID' });
  return key;
}

/** A money route's request as `runIdempotent` keys it: the brand, who sent it, its key and the route. */
export function idempotentRequest(
  request: FastifyRequest,
  brandId: bigint,
  caller: string,
  scope: string,
): IdempotentRequest {
  return { brandId, caller, key: idempotencyKeyOf(request), scope };
}
