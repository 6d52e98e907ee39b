import type { Operator, OperatorRole } from '@croupier/contracts';
import { inTransaction, type Database, type Transaction } from '../../db/client.ts';
import { DomainError, forbidden, notFound } from '../../platform/domain-errors.ts';
import { recordAudit } from '../audit/index.ts';
import { hashPassword, verifyPassword } from '../security/index.ts';
import * as repo from './repository.ts';
import { mayGrant, mayManage } from './roles.ts';
import { toOperator } from './sign-in.ts';

interface Actor {
  operator: repo.OperatorRow;
  ip: string;
}

const asRole = (row: repo.OperatorRow) => ({ id: row.id, role: row.role as OperatorRole });

function audit(
  tx: Transaction,
  actor: Actor,
  action: string,
  target: repo.OperatorRow,
  before: unknown,
  after: unknown,
) {
  return recordAudit(tx, {
    brandId: actor.operator.brandId,
    operatorId: actor.operator.id,
    operatorName: actor.operator.username,
    action,
    target: `operator:${target.username}`,
    before,
    after,
    ip: actor.ip,
  });
}

export async function createOperator(
  db: Database,
  actor: Actor,
  props: { username: string; password: string; role: OperatorRole },
): Promise<Operator> {
  if (!mayGrant(actor.operator.role as OperatorRole, props.role)) throw forbidden();
  const passwordHash = await hashPassword(props.password);
  return inTransaction(db, async (tx) => {
    const row = await repo.insertOperator(tx, {
      brandId: actor.operator.brandId,
      username: props.username.trim(),
      passwordHash,
      role: props.role,
    });
    if (!row) throw new DomainError('ALREADY_EXISTS', 'That username is taken.', { username: 'NOT_ALLOWED' });
    await audit(tx, actor, 'operator.create', row, null, { username: row.username, role: row.role });
    return toOperator(row);
  });
}

/** Loads the target inside the transaction and checks the actor may manage it. */
async function lockManageable(tx: Transaction, actor: Actor, id: bigint) {
  const target = await repo.findOperatorById(tx, actor.operator.brandId, id, { forUpdate: true });
  if (!target) throw notFound('The operator');
  if (!mayManage(asRole(actor.operator), asRole(target))) throw forbidden();
  return target;
}

/** Changes a role or disables an operator; disabling ends their sessions at once. */
export async function updateOperator(
  db: Database,
  actor: Actor,
  id: bigint,
  changes: { role?: OperatorRole; disabled?: boolean },
): Promise<Operator> {
  if (changes.role && !mayGrant(actor.operator.role as OperatorRole, changes.role)) throw forbidden();
  return inTransaction(db, async (tx) => {
    const target = await lockManageable(tx, actor, id);
    // The studio's account keeps its one role (a manager may still disable it); no person takes it over.
    if (changes.role && changes.role !== target.role && target.role === 'studio') throw forbidden();
    const updated = await repo.updateOperatorRow(tx, target.id, changes);
    if (changes.disabled) await repo.endSessionsOf(tx, target.id);
    await audit(
      tx,
      actor,
      'operator.update',
      target,
      { role: target.role, disabled: target.disabled },
      { role: updated.role, disabled: updated.disabled },
    );
    return toOperator(updated);
  });
}

export async function resetOperatorPassword(
  db: Database,
  actor: Actor,
  id: bigint,
  newPassword: string,
): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await inTransaction(db, async (tx) => {
    const target = await lockManageable(tx, actor, id);
    await repo.updateOperatorRow(tx, target.id, { passwordHash });
    await repo.endSessionsOf(tx, target.id);
    await audit(tx, actor, 'operator.password_reset', target, null, null);
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

/** The brand's first owner: who the first start's demo data is done by, as an operator would do it. */
export async function findFirstOwner(db: Database, brandId: bigint): Promise<repo.OperatorRow | undefined> {
  return (await repo.listOperators(db, brandId)).find((row) => row.role === 'owner');
}

/** The operator account the in-house studio signs in with to register its vendors (ADR 0011). */
export const STUDIO_OPERATOR = 'studio';

/**
 * Makes sure the operator `studio` exists with the given password and the role `studio`, so the studio process
 * (started beside the platform with the same STUDIO_OPERATOR_PASSWORD) can register the vendors it manages and
 * nothing else (ADR 0011). An earlier version made it an admin: its role is brought down at the next start. A
 * changed password replaces the stored one (and ends the old sessions); a disabled flag an owner set is left
 * alone, so an owner can still lock the studio out from the console.
 */
export async function ensureStudioOperator(
  db: Database,
  brandId: bigint,
  password: string,
): Promise<{ created: boolean; passwordChanged: boolean }> {
  const existing = await repo.findOperatorByUsername(db, brandId, STUDIO_OPERATOR);
  if (!existing) {
    const row = await repo.insertOperator(db, {
      brandId,
      username: STUDIO_OPERATOR,
      passwordHash: await hashPassword(password),
      role: 'studio',
    });
    return { created: Boolean(row), passwordChanged: false };
  }
  if (existing.role !== 'studio')
    await inTransaction(db, async (tx) => {
      await repo.updateOperatorRow(tx, existing.id, { role: 'studio' });
      // A session opened as an admin must not outlive the admin role.
      await repo.endSessionsOf(tx, existing.id);
    });
  if (await verifyPassword(existing.passwordHash, password))
    return { created: false, passwordChanged: false };
  const passwordHash = await hashPassword(password);
  await inTransaction(db, async (tx) => {
    await repo.updateOperatorRow(tx, existing.id, { passwordHash });
    await repo.endSessionsOf(tx, existing.id);
  });
  return { created: false, passwordChanged: true };
}
