import type { FieldErrorCode, VendorAdmin, VendorCreate, VendorPatch } from '@croupier/contracts';
import { inTransaction, type Database, type Executor } from '../../db/client.ts';
import { DomainError, notFound, validationFailed } from '../../platform/domain-errors.ts';
import { changedKeys, recordAudit } from '../audit/index.ts';
import type { BrandRow } from '../brands/index.ts';
import {
  countVendorGames,
  findVendor,
  insertVendor,
  listVendorsWithCounts,
  nextSortOrder,
  updateVendor,
  type Lobby,
  type VendorRow,
} from '../catalogue/index.ts';
import type { OperatorRow } from '../operators/index.ts';
import type { SecretBox } from '../security/index.ts';
import { launchUrlProblem } from './launch-url.ts';
import { transferUrlProblem } from './transfer-url.ts';
import { newVendorSecret } from './secrets.ts';
import { inMaintenanceWindow, isConnected } from './status.ts';
import { announceVendorKeyChange } from './key-changes.ts';
import { isStudioAccount, refuseOutsideStudio, refuseStudioPatchBeyond } from './studio-access.ts';

export interface VendorActor {
  brand: BrandRow;
  operator: OperatorRow;
  ip: string;
  /** This node's lobby, reloaded after a change so the operator's next look at the player site shows it. */
  lobby: Pick<Lobby, 'refresh'>;
  /** Whether money still depends on the vendor's wallet mode (routes.ts, `WalletModeInUse`). */
  walletModeInUse: WalletModeInUse;
}

/**
 * Whether money still depends on a vendor's wallet mode: open rounds of a seamless vendor (its wins and
 * rollbacks are owed through the seamless wallet), or money players hold at a transfer vendor (they take it
 * back through the transfer wallet). The bets and transfer-wallet modules know; they import this module, so
 * app.ts hands their answer in.
 */
export type WalletModeInUse = (db: Executor, vassalage: string, mode: string) => Promise<boolean>;

export function toVendorAdmin(row: VendorRow, gameCount: number, now = new Date()): VendorAdmin {
  return {
    vassalage: row.vassalage,
    name: row.name,
    gameTypes: row.gameTypes as VendorAdmin['gameTypes'],
    launchUrl: row.launchUrl,
    walletMode: row.walletMode as VendorAdmin['walletMode'],
    transferUrl: row.transferUrl,
    connected: isConnected(row),
    enabled: row.enabled,
    maintenanceFrom: row.maintenanceFrom?.toISOString() ?? null,
    maintenanceUntil: row.maintenanceUntil?.toISOString() ?? null,
    underMaintenance: inMaintenanceWindow(row, now),
    secretRotatedAt: row.secretRotatedAt?.toISOString() ?? null,
    gameCount,
    sortOrder: row.sortOrder,
    studioManaged: row.studioManaged,
  };
}

/** Every vendor for a person; the studio's account sees only the vendors it manages. */
export async function listVendors(db: Executor, viewer: Pick<OperatorRow, 'role'>): Promise<VendorAdmin[]> {
  const now = new Date();
  return (await listVendorsWithCounts(db))
    .filter((row) => row.studioManaged || !isStudioAccount(viewer))
    .map((row) => toVendorAdmin(row, row.gameCount, now));
}

function checkLaunchUrl(launchUrl: string) {
  const problem = launchUrlProblem(launchUrl);
  if (problem) throw validationFailed({ launchUrl: 'INVALID' }, problem);
}

function checkTransferUrl(transferUrl: string | null | undefined) {
  const problem = transferUrl ? transferUrlProblem(transferUrl) : null;
  if (problem) throw validationFailed({ transferUrl: 'INVALID' }, problem);
}

function checkName(name: string) {
  if (!name.trim()) throw validationFailed({ name: 'REQUIRED' }, 'A vendor needs a name.');
}

const walletModeInUse = (mode: string) =>
  new DomainError(
    'WALLET_MODE_IN_USE',
    mode === 'transfer'
      ? 'Players still hold money at this vendor; it can change its wallet mode once they took it back.'
      : 'This vendor has open rounds; it can change its wallet mode once they are settled.',
    { walletMode: 'WALLET_MODE_IN_USE' },
  );

const alreadyConnected = (vassalage: string) =>
  new DomainError(
    'ALREADY_EXISTS',
    `The vendor ${vassalage} is already connected; rotate its secret instead.`,
  );

/** Vendors are shared by every brand; the audit row lands in the acting operator's brand. */
export const auditVendor = (
  tx: Executor,
  actor: VendorActor,
  props: { action: string; vassalage: string; before: unknown; after: unknown },
) =>
  recordAudit(tx, {
    brandId: actor.brand.id,
    operatorId: actor.operator.id,
    operatorName: actor.operator.username,
    action: props.action,
    target: `vendor:${props.vassalage}`,
    before: props.before,
    after: props.after,
    ip: actor.ip,
  });

/** What the audit shows of a vendor: its settings, the secret only as whether one is set. */
function audited(row: VendorRow) {
  const { secretSealed, createdAt: _c, updatedAt: _u, secretRotatedAt: _r, ...rest } = row;
  return { ...rest, secret: secretSealed ? 'set' : 'not set' };
}

/**
 * Onboards a vendor's integration and answers its wallet secret, the only time besides rotation it is shown.
 * A catalogue vendor that is listed but not yet connected is connected by this call (its name and game
 * types are updated, its games kept); a connected vendor is refused — its secret is rotated, not re-issued.
 * A person onboarding a vendor connects an outside provider: the studio no longer manages it. The studio's
 * account only connects a vendor it manages.
 */
export async function onboardVendor(
  db: Database,
  actor: VendorActor,
  input: VendorCreate,
  box: SecretBox,
): Promise<{ vassalage: string; secret: string }> {
  checkName(input.name);
  checkLaunchUrl(input.launchUrl);
  // A transfer wallet without an address to call could take no money in: say so now, not at the first transfer.
  if (input.walletMode === 'transfer' && !input.transferUrl)
    throw validationFailed({ transferUrl: 'REQUIRED' }, 'A transfer-wallet vendor needs its transfer URL.');
  checkTransferUrl(input.transferUrl);
  const secret = newVendorSecret();
  const now = new Date();
  const integration = {
    name: input.name.trim(),
    launchUrl: input.launchUrl,
    walletMode: input.walletMode,
    transferUrl: input.transferUrl ?? null,
    secretSealed: box.seal(secret),
    secretRotatedAt: now,
  };
  await inTransaction(db, async (tx) => {
    const current = await findVendor(tx, input.vassalage, { forUpdate: true });
    refuseOutsideStudio(actor.operator, current);
    if (current && isConnected(current)) throw alreadyConnected(input.vassalage);
    let after: VendorRow;
    if (current) {
      // Keep the types the vendor's catalogue games already have: dropping one would hide them from lanes.
      const gameTypes = [...new Set([...current.gameTypes, ...input.gameTypes])];
      const studioManaged = isStudioAccount(actor.operator);
      after = await updateVendor(tx, input.vassalage, { ...integration, gameTypes, studioManaged });
    } else {
      const inserted = await insertVendor(tx, {
        vassalage: input.vassalage,
        gameTypes: input.gameTypes,
        sortOrder: await nextSortOrder(tx),
        ...integration,
      });
      if (!inserted) throw alreadyConnected(input.vassalage);
      after = inserted;
    }
    await auditVendor(tx, actor, {
      action: current ? 'vendor.connect' : 'vendor.create',
      vassalage: input.vassalage,
      before: current ? audited(current) : null,
      after: audited(after),
    });
  });
  announceVendorKeyChange(db, input.vassalage);
  await actor.lobby.refresh();
  return { vassalage: input.vassalage, secret };
}

function checkWindow(from: Date | null, until: Date | null) {
  const fields: Record<string, FieldErrorCode> = {};
  if (until && !from) fields.maintenanceFrom = 'REQUIRED';
  else if (from && until && until <= from) fields.maintenanceUntil = 'INVALID';
  if (Object.keys(fields).length > 0)
    throw validationFailed(fields, 'A maintenance window needs a start before its end.');
}

const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

/**
 * Changes a vendor's settings (any subset) with its audit row, in one transaction. The wallet mode stays while
 * money depends on it (open rounds, or money players hold at a transfer vendor).
 */
export async function updateVendorSettings(
  db: Database,
  actor: VendorActor,
  vassalage: string,
  patch: VendorPatch,
): Promise<VendorAdmin> {
  refuseStudioPatchBeyond(actor.operator, Object.keys(patch));
  if (patch.name !== undefined) checkName(patch.name);
  if (patch.launchUrl !== undefined) checkLaunchUrl(patch.launchUrl);
  checkTransferUrl(patch.transferUrl);
  const answer = await inTransaction(db, async (tx) => {
    const current = await findVendor(tx, vassalage, { forUpdate: true });
    refuseOutsideStudio(actor.operator, current);
    if (!current) throw notFound('The vendor');
    if (
      patch.walletMode !== undefined &&
      patch.walletMode !== current.walletMode &&
      (await actor.walletModeInUse(tx, vassalage, current.walletMode))
    )
      throw walletModeInUse(current.walletMode);
    const transferUrl = patch.transferUrl !== undefined ? patch.transferUrl : current.transferUrl;
    if ((patch.walletMode ?? current.walletMode) === 'transfer' && !transferUrl)
      throw validationFailed({ transferUrl: 'REQUIRED' }, 'A transfer-wallet vendor needs its transfer URL.');
    const set: Partial<VendorRow> = {
      ...(patch.name !== undefined ? { name: patch.name.trim() } : {}),
      ...(patch.launchUrl !== undefined ? { launchUrl: patch.launchUrl } : {}),
      ...(patch.walletMode !== undefined ? { walletMode: patch.walletMode } : {}),
      ...(patch.transferUrl !== undefined ? { transferUrl: patch.transferUrl } : {}),
      ...(patch.enabled !== undefined ? { enabled: patch.enabled } : {}),
      ...(patch.sortOrder !== undefined ? { sortOrder: patch.sortOrder } : {}),
      ...(patch.maintenanceFrom !== undefined ? { maintenanceFrom: dateOrNull(patch.maintenanceFrom) } : {}),
      ...(patch.maintenanceUntil !== undefined
        ? { maintenanceUntil: dateOrNull(patch.maintenanceUntil) }
        : {}),
    };
    checkWindow(
      set.maintenanceFrom !== undefined ? set.maintenanceFrom : current.maintenanceFrom,
      set.maintenanceUntil !== undefined ? set.maintenanceUntil : current.maintenanceUntil,
    );
    const updated = await updateVendor(tx, vassalage, set);
    const diff = changedKeys<Record<string, unknown>>(audited(current), audited(updated));
    if (Object.keys(diff.after).length > 0) {
      await auditVendor(tx, actor, {
        action: 'vendor.update',
        vassalage,
        before: diff.before,
        after: diff.after,
      });
    }
    return toVendorAdmin(updated, await countVendorGames(tx, vassalage));
  });
  // Switched off or to another wallet mode: the wallet API here answers by the new settings from now on.
  announceVendorKeyChange(db, vassalage);
  await actor.lobby.refresh();
  return answer;
}

/**
 * Replaces the vendor's wallet secret and answers the new one, once. The old secret stops working at once on
 * this server (and within VENDOR_KEY_TTL_MS on another sharing the database): rotation is what an operator does
 * when a secret may have leaked. A catalogue vendor with a launch URL set
 * by PATCH becomes connected by its first rotation.
 */
export async function rotateVendorSecret(
  db: Database,
  actor: VendorActor,
  vassalage: string,
  box: SecretBox,
): Promise<{ vassalage: string; secret: string }> {
  const secret = newVendorSecret();
  await inTransaction(db, async (tx) => {
    const current = await findVendor(tx, vassalage, { forUpdate: true });
    refuseOutsideStudio(actor.operator, current);
    if (!current) throw notFound('The vendor');
    await updateVendor(tx, vassalage, { secretSealed: box.seal(secret), secretRotatedAt: new Date() });
    await auditVendor(tx, actor, {
      action: 'vendor.rotate-secret',
      vassalage,
      before: { secret: current.secretSealed ? 'set' : 'not set' },
      after: { secret: 'replaced' },
    });
  });
  announceVendorKeyChange(db, vassalage);
  // A first secret connects a catalogue vendor: its games become playable.
  await actor.lobby.refresh();
  return { vassalage, secret };
}
