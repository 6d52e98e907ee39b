import { ASSIGNABLE_OPERATOR_ROLES, type OperatorRole } from '@croupier/contracts';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { authGuard } from '../../platform/auth-guards.ts';
import { DomainError, forbidden } from '../../platform/domain-errors.ts';
import { bearerToken, hashToken } from '../../platform/tokens.ts';
import { IDLE_MINUTES } from './sign-in.ts';
import { findLiveSession, touchSession, type OperatorRow } from './repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    operator?: OperatorRow;
    operatorSessionId?: bigint;
  }
}

/**
 * preHandler for operator routes: a live session of this brand, and one of the roles. Without roles, any person's
 * role: the studio's account passes only routes that name `studio` (least privilege, ADR 0011). It runs before
 * the body is validated (platform/auth-guards.ts), so strangers learn nothing about a route's fields.
 */
export function requireOperator(db: Database, roles: readonly OperatorRole[] = ASSIGNABLE_OPERATOR_ROLES) {
  return authGuard(async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new DomainError('LOGIN_REQUIRED', 'Please sign in.');
    const found = await findLiveSession(db, hashToken(token), IDLE_MINUTES);
    if (!found || found.operator.brandId !== request.brand.id)
      throw new DomainError('LOGIN_REQUIRED', 'Please sign in again.');
    if (!roles.includes(found.operator.role as OperatorRole)) throw forbidden();
    await touchSession(db, found.session.id);
    request.operator = found.operator;
    request.operatorSessionId = found.session.id;
  });
}

/** The operator a guarded route runs for; the preHandler has already refused anyone else. */
export function currentOperator(request: FastifyRequest): OperatorRow {
  if (!request.operator) throw new DomainError('LOGIN_REQUIRED', 'Please sign in.');
  return request.operator;
}
