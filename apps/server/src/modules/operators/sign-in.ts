import type { Operator, OperatorRole } from '@croupier/contracts';
import { inTransaction, type Database } from '../../db/client.ts';
import { DomainError } from '../../platform/domain-errors.ts';
import { hashToken, newSessionToken } from '../../platform/tokens.ts';
import { matchTotpStep } from '../../platform/totp.ts';
import { recordAudit } from '../audit/index.ts';
import type { BrandRow } from '../brands/index.ts';
import {
  recordFailedAttempt,
  recordSucceededAttempt,
  reserveAttempt,
  settlingOnError,
  throttleKey,
  type SecretBox,
  type SignInAttempt,
} from '../security/index.ts';
import { dummyPasswordHash, verifyPassword } from '../security/index.ts';
import * as repo from './repository.ts';

export const SESSION_HOURS = 12;
export const IDLE_MINUTES = 30;

export function toOperator(row: repo.OperatorRow): Operator {
  return {
    id: row.id.toString(),
    username: row.username,
    role: row.role as OperatorRole,
    disabled: row.disabled,
    totpEnabled: row.totpSecret !== null,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

export interface LoginOperatorProps {
  brand: BrandRow;
  username: string;
  password: string;
  totp: string | undefined;
  ip: string;
  userAgent: string;
}

/**
 * Checks an operator's credentials (and authenticator code when enrolled) and opens a session. Every outcome
 * is audited; failures count per (name, IP), so a stranger cannot lock the owner out of the owner's own desk.
 */
export async function loginOperator(
  db: Database,
  box: SecretBox,
  props: LoginOperatorProps,
): Promise<{ token: string }> {
  const username = props.username.trim();
  // Reserved before the hash is checked, so a burst of guesses evaluates no more than the lock allows.
  const attempt = await reserveAttempt(db, throttleKey(`operator:${props.brand.id}`, username, props.ip));
  const token = await settlingOnError(db, attempt, () => checkAndOpenSession(db, box, props, attempt));
  await recordSucceededAttempt(db, attempt);
  return { token };
}

async function checkAndOpenSession(
  db: Database,
  box: SecretBox,
  props: LoginOperatorProps,
  attempt: SignInAttempt,
): Promise<string> {
  const username = props.username.trim();
  const operator = await repo.findOperatorByUsername(db, props.brand.id, username);
  const audit = (action: string, after: unknown) =>
    recordAudit(db, {
      brandId: props.brand.id,
      operatorId: operator?.id ?? null,
      operatorName: username.slice(0, 64),
      action,
      target: `operator:${username.slice(0, 64)}`,
      before: null,
      after,
      ip: props.ip,
    });
  const fail = async (reason: string, error: DomainError) => {
    const locked = await recordFailedAttempt(db, attempt);
    await audit(locked ? 'operator.locked' : 'operator.login_failed', { reason });
    throw error;
  };
  const wrongCredentials = new DomainError('WRONG_CREDENTIALS', 'Wrong username or password.');

  if (!operator || operator.disabled) {
    await verifyPassword(await dummyPasswordHash(), props.password);
    return fail(operator ? 'disabled' : 'unknown user', wrongCredentials);
  }
  if (!(await verifyPassword(operator.passwordHash, props.password)))
    return fail('wrong password', wrongCredentials);
  let acceptedStep: number | null = null;
  if (operator.totpSecret) {
    if (!props.totp) {
      throw new DomainError('TOTP_REQUIRED', 'Enter the code from your authenticator app.', {
        totp: 'REQUIRED',
      });
    }
    acceptedStep = matchTotpStep(box.open(operator.totpSecret), props.totp);
    if (acceptedStep === null || (operator.totpLastStep !== null && acceptedStep <= operator.totpLastStep)) {
      return fail(
        'wrong authenticator code',
        new DomainError('WRONG_CREDENTIALS', 'The authenticator code is not right.', { totp: 'INVALID' }),
      );
    }
  }
  const token = newSessionToken();
  await inTransaction(db, async (tx) => {
    await repo.updateOperatorRow(tx, operator.id, {
      lastLoginAt: new Date(),
      ...(acceptedStep !== null ? { totpLastStep: acceptedStep } : {}),
    });
    await repo.insertSession(tx, {
      operatorId: operator.id,
      tokenHash: hashToken(token),
      ip: props.ip,
      userAgent: props.userAgent.slice(0, 300),
      expiresAt: new Date(Date.now() + SESSION_HOURS * 3600_000),
    });
    await recordAudit(tx, {
      brandId: props.brand.id,
      operatorId: operator.id,
      operatorName: operator.username,
      action: 'operator.login',
      target: `operator:${operator.username}`,
      before: null,
      after: { userAgent: props.userAgent.slice(0, 120) },
      ip: props.ip,
    });
  });
  return token;
}

export async function logoutOperator(
  db: Database,
  props: { operator: repo.OperatorRow; sessionId: bigint; ip: string },
) {
  await inTransaction(db, async (tx) => {
    await repo.endSession(tx, props.sessionId);
    await recordAudit(tx, {
      brandId: props.operator.brandId,
      operatorId: props.operator.id,
      operatorName: props.operator.username,
      action: 'operator.logout',
      target: `operator:${props.operator.username}`,
      before: null,
      after: null,
      ip: props.ip,
    });
  });
}
