import { createHash, randomUUID } from 'node:crypto';
import type { VendorWallet, VendorWalletTransferAnswer } from '@croupier/contracts';
import { inTransaction, type Database } from '../../db/client.ts';
import {
  DomainError,
  idempotencyConflict,
  notFound,
  validationFailed,
} from '../../platform/domain-errors.ts';
import type { WorkResult } from '../../platform/once-work.ts';
import type { BrandRow } from '../brands/index.ts';
import { postTransfers, type PlayerBalance } from '../ledger/index.ts';
import type { PlayerRow } from '../players/index.ts';
import type { SecretBox } from '../security/index.ts';
import { findVendor, inMaintenanceWindow, openVendorSecret, type VendorRow } from '../vendors/index.ts';
import { money, parseAmount } from '../wallet/index.ts';
import * as repo from './repository.ts';
import type { TransferRow, WalletRow } from './repository.ts';
import { clearing, ledgerKeyOf, settleTransfer } from './settle.ts';
import type { VendorCalls, VendorEndpoint } from './vendor-calls.ts';

export interface TransferWalletDeps {
  db: Database;
  calls: VendorCalls;
  /** Opens the vendors' sealed secrets (the wallet protocol's box: one secret per vendor, both directions). */
  box: SecretBox;
  /**
   * How long the retry job leaves a new transfer to the player's request that is calling the vendor: longer than
   * that call can take, so the job only steps in when the request died before recording an answer.
   */
  requestLeaseSeconds: number;
}

/** As the wallet protocol: no transfer moves more than 10^15 minor units, far from bigint's end. */
const MAX_AMOUNT = 10n ** 15n;

const vendorUnavailable = (detail: string) => new DomainError('VENDOR_UNAVAILABLE', detail);

/** Where and how to call the vendor, or null when it has no transfer URL or no secret we can open. */
export function endpointOf(vendor: VendorRow, box: SecretBox): VendorEndpoint | null {
  const secret = openVendorSecret(box, vendor.secretSealed);
  return secret && vendor.transferUrl
    ? { vassalage: vendor.vassalage, secret, transferUrl: vendor.transferUrl }
    : null;
}

async function transferVendor(db: Database, vassalage: string): Promise<VendorRow> {
  const vendor = await findVendor(db, vassalage);
  if (!vendor || vendor.walletMode !== 'transfer' || !vendor.secretSealed)
    throw notFound('The vendor wallet');
  return vendor;
}

const view = (row: WalletRow, currency: string): VendorWallet => ({
  vassalage: row.vassalage,
  name: row.name,
  currency,
  balance: money(row.balance, currency),
  pendingIn: money(row.pending_in, currency),
  pendingOut: money(row.pending_out, currency),
  acceptsTransfersIn: row.accepts_in,
});

async function walletView(db: Database, player: PlayerRow, currency: string, vassalage: string) {
  const [row] = await repo.walletRows(db, { playerId: player.id, currency, vassalage });
  if (!row) throw notFound('The vendor wallet');
  return view(row, currency);
}

export async function listVendorWallets(
  db: Database,
  player: PlayerRow,
  brand: BrandRow,
): Promise<VendorWallet[]> {
  const rows = await repo.walletRows(db, { playerId: player.id, currency: brand.currencyCode });
  return rows.map((row) => view(row, brand.currencyCode));
}

/**
 * One vendor wallet, its balance first asked of the vendor (which holds the money and sees the player's wins
 * and losses there); what we last knew when the vendor does not answer, or while a transfer is under way.
 */
export async function refreshVendorWallet(
  deps: TransferWalletDeps,
  props: { player: PlayerRow; brand: BrandRow; vassalage: string },
): Promise<VendorWallet> {
  const { db, player, brand, vassalage } = { db: deps.db, ...props };
  const vendor = await transferVendor(db, vassalage);
  const endpoint = endpointOf(vendor, deps.box);
  if (endpoint) {
    const seenVersion = await repo.heldBalanceVersion(db, player.id, vassalage);
    const answer = await deps.calls.balance(endpoint, { playerId: player.id, currency: brand.currencyCode });
    if (answer.kind === 'ok' && answer.balance !== undefined)
      await repo.replaceHeldBalance(db, {
        playerId: player.id,
        vassalage,
        brandId: brand.id,
        currency: brand.currencyCode,
        balance: answer.balance,
        seenVersion,
      });
  }
  return walletView(db, player, brand.currencyCode, vassalage);
}

export interface TransferAnswer extends WorkResult<VendorWalletTransferAnswer> {
  /** Done once the vendor confirmed; accepted while the transfer waits for its final answer. */
  outcome: 'done' | 'accepted';
  /** Player balances to push once committed; empty for a replay, which moved nothing. */
  balances: PlayerBalance[];
  /** See {@link settleTransfer}: the vendor answered against its own earlier answer. */
  contradicted: boolean;
}

interface TransferProps {
  brand: BrandRow;
  player: PlayerRow;
  vassalage: string;
  direction: 'in' | 'out';
  amount: string;
  idempotencyKey: string | undefined;
}

const hashOf = (props: TransferProps, amount: bigint) =>
  createHash('sha256')
    .update(JSON.stringify([props.vassalage, props.direction, amount.toString()]))
    .digest('hex');

/** A refused transfer answers its refusal, to a replay too; INSUFFICIENT_FUNDS keeps the code players know. */
function refusalOf(row: TransferRow): DomainError {
  const extra = { transferId: row.transferId, vendorStatus: row.vendorStatus };
  if (row.vendorStatus === 'INSUFFICIENT_FUNDS')
    return new DomainError(
      'INSUFFICIENT_FUNDS',
      'The vendor wallet holds less than this amount.',
      undefined,
      extra,
    );
  return new DomainError(
    'VENDOR_REFUSED',
    `The vendor refused this transfer (${row.vendorStatus}); no money moved.`,
    undefined,
    extra,
  );
}

async function answerOf(
  db: Database,
  props: TransferProps,
  row: TransferRow,
  balances: PlayerBalance[],
  contradicted = false,
): Promise<TransferAnswer> {
  if (row.status === 'refused') throw refusalOf(row);
  const currency = props.brand.currencyCode;
  const wallet = await walletView(db, props.player, currency, props.vassalage);
  const status = row.status === 'completed' ? 'completed' : 'pending';
  return {
    outcome: status === 'completed' ? 'done' : 'accepted',
    body: {
      ...wallet,
      transfer: {
        id: row.transferId,
        direction: props.direction,
        amount: money(row.amount, currency),
        status,
      },
    },
    balances,
    contradicted,
  };
}

/** Raised inside the opening transaction when a twin request took the Idempotency-Key first: roll back. */
class KeyTaken extends Error {}

/**
 * Records the transfer before anyone is called, in one transaction: for a transfer in, the player's money is
 * held (a pending ledger transfer) in the same commit, so it can neither be spent meanwhile nor be lost.
 */
async function openTransfer(
  deps: TransferWalletDeps,
  props: TransferProps & { vendor: VendorRow; minor: bigint; requestHash: string },
): Promise<{ row: TransferRow; balances: PlayerBalance[] } | { earlier: TransferRow }> {
  const { brand, player, vendor, direction, minor: amount } = props;
  const transferId = randomUUID();
  try {
    return await inTransaction(deps.db, async (tx) => {
      let ledgerTransferId: bigint | null = null;
      let balances: PlayerBalance[] = [];
      if (direction === 'in') {
        const [held] = await postTransfers(
          tx,
          [
            {
              brandId: brand.id,
              currency: brand.currencyCode,
              key: ledgerKeyOf(transferId),
              kind: 'transfer',
              from: { player: player.id },
              to: clearing(vendor.vassalage),
              amount,
              reference: `→ ${vendor.name}`,
            },
          ],
          { status: 'pending' },
        );
        ledgerTransferId = held!.transferId;
        balances = held!.players;
      }
      const row = await repo.insertTransfer(tx, {
        transferId,
        brandId: brand.id,
        playerId: player.id,
        vassalage: vendor.vassalage,
        direction,
        amount,
        currency: brand.currencyCode,
        idempotencyKey: props.idempotencyKey ?? null,
        requestHash: props.requestHash,
        ledgerTransferId,
        nextAttemptAt: new Date(Date.now() + deps.requestLeaseSeconds * 1000),
      });
      if (!row) throw new KeyTaken();
      return { row, balances };
    });
  } catch (error) {
    const earlier =
      error instanceof KeyTaken && props.idempotencyKey !== undefined
        ? await repo.findTransferByKey(deps.db, player.id, props.idempotencyKey)
        : undefined;
    if (!earlier) throw error;
    return { earlier };
  }
}

/**
 * Moves money between the player's cash and a transfer-wallet vendor, reserve → confirm, with no network call
 * inside a transaction: the transfer is recorded (a transfer in also holds the money), the vendor is called
 * after that commit, and its answer is applied in a second transaction. Without a final answer the transfer
 * stays pending (accepted) and the retry job asks the vendor about it by the same id until it has one. One
 * Idempotency-Key makes one transfer: a replay moves nothing and answers that transfer as it stands now.
 * Transfers out work while the vendor is switched off: it still holds the player's money.
 */
export async function transferVendorWallet(
  deps: TransferWalletDeps,
  props: TransferProps,
): Promise<TransferAnswer> {
  const { db } = deps;
  const { player, direction } = props;
  const amount = parseAmount(props.amount, props.brand.currencyCode);
  if (amount > MAX_AMOUNT) throw validationFailed({ amount: 'INVALID' }, 'The amount is too large.');
  const vendor = await transferVendor(db, props.vassalage);
  const requestHash = hashOf(props, amount);
  const replay = (row: TransferRow) => {
    if (row.requestHash !== requestHash) throw idempotencyConflict();
    return answerOf(db, props, row, []);
  };
  if (props.idempotencyKey !== undefined) {
    const earlier = await repo.findTransferByKey(db, player.id, props.idempotencyKey);
    if (earlier) return replay(earlier);
  }
  const endpoint = endpointOf(vendor, deps.box);
  if (!endpoint) throw vendorUnavailable('This vendor is not set up for transfers yet.');
  if (direction === 'in' && (!vendor.enabled || inMaintenanceWindow(vendor)))
    throw vendorUnavailable(
      'This vendor takes no money in right now; money there can still be brought back.',
    );
  const opened = await openTransfer(deps, { ...props, vendor, minor: amount, requestHash });
  if ('earlier' in opened) return replay(opened.earlier);
  const answer = await deps.calls.transfer(endpoint, opened.row);
  const settled = await settleTransfer(db, opened.row, answer, { vendorName: vendor.name, askNow: true });
  return answerOf(db, props, settled.row, [...opened.balances, ...settled.balances], settled.contradicted);
}
