import type { Operator, OperatorRole } from '@croupier/contracts';
import type { Database } from '../../db/client.ts';
import { AppError, forbidden } from '../../platform/errors.ts';
import { hashToken, newSessionToken } from '../../platform/tokens.ts';
import { verifyTotp } from '../../platform/totp.ts';
import { recordAudit } from '../audit/index.ts';
import type { BrandRow } from '../brands/schema.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
import * as repo from './repository.ts';

export const SESSION_HOURS = 12;
export const IDLE_MINUTES = 30;
export const LOCK_AFTER_FAILURES = 5;
export const LOCK_MINUTES = 15;

export function toOperator(row: repo.OperatorRow): Operator {
  return { id: row.id.toString(), username: row.username, role: row.role as OperatorRole };
}

const wrongCredentials = () => new AppError(401, 'WRONG_CREDENTIALS', 'Wrong username or password.');

export interface LoginOperatorProps {
  brand: BrandRow;
  username: string;
  password: string;
  totp: string | undefined;
  ip: string;
  userAgent: string;
}

/** Checks an operator's credentials (and authenticator code when enrolled) and opens a session. */
export async function loginOperator(db: Database, props: LoginOperatorProps): Promise<{ token: string }> {
  const operator = await repo.findOperatorByUsername(db, props.brand.id, props.username.trim());
  if (!operator || operator.disabled) {
    await verifyPassword(await dummyPasswordHash(), props.password);
    throw wrongCredentials();
  }
  if (operator.lockedUntil && operator.lockedUntil > new Date()) {
    throw new AppError(423, 'ACCOUNT_LOCKED', 'Too many failed sign-ins; this account is locked for a while.', undefined, {
      lockedUntil: operator.lockedUntil.toISOString(),
    });
  }
  if (!(await verifyPassword(operator.passwordHash, props.password))) {
    await repo.recordFailedLogin(db, operator.id, LOCK_AFTER_FAILURES, LOCK_MINUTES);
    throw wrongCredentials();
  }
  if (operator.totpSecret) {
    if (!props.totp) {
      throw new AppError(401, 'SECOND_VERIFICATION_REQUIRED', 'Enter the code from your authenticator app.', { totp: 'REQUIRED' });
    }
    if (!verifyTotp(operator.totpSecret, props.totp)) {
      await repo.recordFailedLogin(db, operator.id, LOCK_AFTER_FAILURES, LOCK_MINUTES);
      throw new AppError(401, 'WRONG_CREDENTIALS', 'The authenticator code is not right.', { totp: 'INVALID' });
    }
  }
  const token = newSessionToken();
  await db.transaction(async (tx) => {
    await repo.recordSuccessfulLogin(tx, operator.id);
    await repo.insertSession(tx, {
      operatorId: operator.id,
      tokenHash: hashToken(token),
      ip: props.ip,
      userAgent: props.userAgent.slice(0, 300),
      expiresAt: new Date(Date.now() + SESSION_HOURS * 3600_000),
    });
  });
  return { token };
}

/** Roles that may appoint a given role: nobody appoints above their own rank. */
const RANK: Record<OperatorRole, number> = { owner: 4, admin: 3, finance: 2, support: 2, viewer: 1 };

export interface CreateOperatorProps {
  brand: BrandRow;
  actor: repo.OperatorRow;
  username: string;
  password: string;
  role: OperatorRole;
  ip: string;
}

export async function createOperator(db: Database, props: CreateOperatorProps): Promise<Operator> {
  const actorRole = props.actor.role as OperatorRole;
  if (RANK[props.role] > RANK[actorRole] || (props.role === 'owner' && actorRole !== 'owner')) throw forbidden();
  const passwordHash = await hashPassword(props.password);
  return db.transaction(async (tx) => {
    const row = await repo.insertOperator(tx, {
      brandId: props.brand.id,
      username: props.username.trim(),
      passwordHash,
      role: props.role,
    });
    if (!row) {
      throw new AppError(409, 'VALIDATION_FAILED', 'That username is taken.', { username: 'NOT_ALLOWED' });
    }
    await recordAudit(tx, {
      brandId: props.brand.id,
      operatorId: props.actor.id,
      operatorName: props.actor.username,
      action: 'operator.create',
      target: `operator:${row.username}`,
      before: null,
      after: { username: row.username, role: row.role },
      ip: props.ip,
    });
    return toOperator(row);
  });
}

/**
 * Makes sure the brand has its first owner, `admin`. Returns the generated password when one was made,
 * so the start-up can print it once; an ADMIN_PASSWORD from the environment is never echoed.
 */
export async function ensureOwnerOperator(
  db: Database,
  brandId: bigint,
  password: string | undefined,
  generate: () => string,
): Promise<{ created: boolean; generatedPassword?: string }> {
  const existing = await repo.listOperators(db, brandId);
  if (existing.length > 0) return { created: false };
  const chosen = password ?? generate();
  const row = await repo.insertOperator(db, {
    brandId,
    username: 'admin',
    passwordHash: await hashPassword(chosen),
    role: 'owner',
  });
  return { created: Boolean(row), ...(password ? {} : { generatedPassword: chosen }) };
}

export async function logoutOperator(db: Database, sessionId: bigint) {
  await repo.endSession(db, sessionId);
}
