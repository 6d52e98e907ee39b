import { inTransaction, type Database } from '../../db/client.ts';
import { DomainError, validationFailed } from '../../platform/domain-errors.ts';
import { matchTotpStep, newTotpSecret } from '../../platform/totp.ts';
import { recordAudit } from '../audit/index.ts';
import type { BrandRow } from '../brands/index.ts';
import type { SecretBox } from '../security/index.ts';
import { hashPassword, verifyPassword } from '../security/index.ts';
import * as repo from './repository.ts';

interface Me {
  operator: repo.OperatorRow;
  sessionId: bigint;
  ip: string;
}

const record = (db: Database, me: Me, action: string) =>
  recordAudit(db, {
    brandId: me.operator.brandId,
    operatorId: me.operator.id,
    operatorName: me.operator.username,
    action,
    target: `operator:${me.operator.username}`,
    before: null,
    after: null,
    ip: me.ip,
  });

/** Changes the operator's own password and signs out their other sessions. */
export async function changeOwnPassword(
  db: Database,
  me: Me,
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  if (!(await verifyPassword(me.operator.passwordHash, oldPassword))) {
    throw validationFailed({ oldPassword: 'INVALID' }, 'The current password is not right.');
  }
  const passwordHash = await hashPassword(newPassword);
  await inTransaction(db, async (tx) => {
    await repo.updateOperatorRow(tx, me.operator.id, { passwordHash });
    await repo.endSessionsOf(tx, me.operator.id, me.sessionId);
  });
  await record(db, me, 'operator.password_change');
}

/** Step one of enrolment: a new key, kept pending until a code from it is confirmed. */
export async function startTotpEnrolment(db: Database, box: SecretBox, me: Me, brand: BrandRow) {
  if (me.operator.totpSecret) throw new DomainError('ALREADY_EXISTS', 'An authenticator is already set up.');
  const secret = newTotpSecret();
  await repo.updateOperatorRow(db, me.operator.id, { totpPending: box.seal(secret) });
  const label = encodeURIComponent(`${brand.name}:${me.operator.username}`);
  const issuer = encodeURIComponent(`${brand.name} console`);
  return {
    secret,
    otpauthUrl: `otpauth://totp/${label}?secret=${secret}&issuer=${issuer}&algorithm=SHA1&digits=6&period=30`,
  };
}

export async function confirmTotpEnrolment(
  db: Database,
  box: SecretBox,
  me: Me,
  code: string,
): Promise<void> {
  if (!me.operator.totpPending)
    throw validationFailed({ code: 'INVALID' }, 'Start the authenticator set-up first.');
  const step = matchTotpStep(box.open(me.operator.totpPending), code);
  if (step === null) throw validationFailed({ code: 'INVALID' }, 'The code is not right.');
  await repo.updateOperatorRow(db, me.operator.id, {
    totpSecret: me.operator.totpPending,
    totpPending: null,
    totpLastStep: step,
  });
  await record(db, me, 'operator.totp_enabled');
}

export async function disableTotp(db: Database, box: SecretBox, me: Me, code: string): Promise<void> {
  if (!me.operator.totpSecret) throw validationFailed({ code: 'INVALID' }, 'No authenticator is set up.');
  const step = matchTotpStep(box.open(me.operator.totpSecret), code);
  if (step === null || (me.operator.totpLastStep !== null && step <= me.operator.totpLastStep)) {
    throw validationFailed({ code: 'INVALID' }, 'The code is not right.');
  }
  await repo.updateOperatorRow(db, me.operator.id, {
    totpSecret: null,
    totpPending: null,
    totpLastStep: null,
  });
  await record(db, me, 'operator.totp_disabled');
}
