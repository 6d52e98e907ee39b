import {
  WALLET_STATUSES,
  type VendorBalanceRequest,
  type VendorTransferRequest,
  type VendorTransferStatusRequest,
  type WalletStatus,
} from '@croupier/contracts';
import { currencyOf, parseMinor } from '@croupier/money';
import { signRequest } from '../../platform/signed-requests.ts';
import { transferEndpoint, type TransferCall } from '../vendors/index.ts';
import { money } from '../wallet/index.ts';

/** Where and how to reach one transfer-wallet vendor: its API base URL and the secret we sign with. */
export interface VendorEndpoint {
  vassalage: string;
  secret: string;
  transferUrl: string;
}

/**
 * What a vendor told us about a transfer. `unknown` is everything that is not a final answer — no answer in
 * time, a refused connection, an HTTP error, an unreadable body, INTERNAL_ERROR — after which the vendor may
 * or may not have applied the transfer, so only a later status query can settle it.
 */
export type VendorAnswer =
  | { kind: 'ok'; balance?: bigint }
  | { kind: 'refused'; status: WalletStatus }
  | { kind: 'unknown'; reason: string };

export interface TransferToVendor {
  transferId: string;
  direction: 'in' | 'out';
  playerId: bigint;
  amount: bigint;
  currency: string;
}

export interface VendorCalls {
  /** Asks the vendor to credit (`in`) or debit (`out`) the player at its side. */
  transfer(vendor: VendorEndpoint, transfer: TransferToVendor): Promise<VendorAnswer>;
  /** Asks how a transfer ended; an id the vendor never applied is refused by it from then on. */
  status(
    vendor: VendorEndpoint,
    transfer: Pick<TransferToVendor, 'transferId' | 'currency'>,
  ): Promise<VendorAnswer>;
  /** What the player holds at the vendor (`ok` with a balance). */
  balance(vendor: VendorEndpoint, player: { playerId: bigint; currency: string }): Promise<VendorAnswer>;
}

const STATUSES = new Set<string>(WALLET_STATUSES);
/** A vendor answer is a small JSON object; more than this is not one, and is not read into memory. */
const MAX_ANSWER_BYTES = 16 * 1024;

type Posted = { ok: true; body: Record<string, unknown> } | { ok: false; reason: string };

const statusOf = (value: unknown): WalletStatus | undefined =>
  typeof value === 'string' && STATUSES.has(value) ? (value as WalletStatus) : undefined;

/** The balance a vendor reports, if it is a readable non-negative amount in the player's currency. */
function balanceOf(body: Record<string, unknown>, currency: string): bigint | undefined {
  if (typeof body.balance !== 'string') return undefined;
  if (body.currency !== undefined && body.currency !== currency) return undefined;
  const minor = parseMinor(body.balance, currencyOf(currency));
  return minor !== null && minor >= 0n ? minor : undefined;
}

/** Why a call got no answer, in words safe for logs and `last_error` (never the URL's secrets or the body). */
function failureOf(error: unknown, timeoutMs: number): string {
  const named = error as { name?: string; cause?: { code?: string }; message?: string };
  if (named.name === 'TimeoutError' || named.name === 'AbortError') return `no answer within ${timeoutMs} ms`;
  return `call failed: ${named.cause?.code ?? named.message ?? 'unknown error'}`.slice(0, 200);
}

/**
 * Signed calls to transfer-wallet vendors (ADR 0008): the same scheme as their calls to us — `X-Vendor-Id`
 * (the vendor's own code, naming the secret), `X-Timestamp` in ms, and `X-Signature`, the hex HMAC-SHA256 of
 * `"<timestamp>.<raw body>"` with the vendor's secret. Redirects are not followed: a signed money call goes
 * only to the address the operator configured.
 */
export function vendorCalls(options: { timeoutMs: number }): VendorCalls {
  async function post(vendor: VendorEndpoint, call: TransferCall, payload: object): Promise<Posted> {
    const body = JSON.stringify(payload);
    const timestamp = String(Date.now());
    let response: Response;
    let text: string;
    try {
      response = await fetch(transferEndpoint(vendor.transferUrl, call), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-vendor-id': vendor.vassalage,
          'x-timestamp': timestamp,
          'x-signature': signRequest(vendor.secret, timestamp, body),
        },
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (Number(response.headers.get('content-length') ?? 0) > MAX_ANSWER_BYTES) {
        await response.body?.cancel();
        return { ok: false, reason: 'answer too large' };
      }
      text = await response.text();
    } catch (error) {
      return { ok: false, reason: failureOf(error, options.timeoutMs) };
    }
    if (response.status !== 200) return { ok: false, reason: `HTTP ${response.status}` };
    if (text.length > MAX_ANSWER_BYTES) return { ok: false, reason: 'answer too large' };
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        return { ok: true, body: parsed as Record<string, unknown> };
    } catch {
      // Falls through: an unreadable answer says nothing about what the vendor did.
    }
    return { ok: false, reason: 'unreadable answer' };
  }

  /** OK is done; INTERNAL_ERROR (the protocol's "retry me") and statuses we do not know settle nothing. */
  function transferAnswer(posted: Posted, currency: string): VendorAnswer {
    if (!posted.ok) return { kind: 'unknown', reason: posted.reason };
    const status = statusOf(posted.body.status);
    if (status === undefined) return { kind: 'unknown', reason: 'unknown status' };
    if (status === 'INTERNAL_ERROR') return { kind: 'unknown', reason: 'vendor answered INTERNAL_ERROR' };
    if (status !== 'OK') return { kind: 'refused', status };
    const balance = balanceOf(posted.body, currency);
    return balance === undefined ? { kind: 'ok' } : { kind: 'ok', balance };
  }

  return {
    async transfer(vendor, transfer) {
      const request: VendorTransferRequest = {
        transferId: transfer.transferId,
        playerId: transfer.playerId.toString(),
        amount: money(transfer.amount, transfer.currency),
        currency: transfer.currency,
      };
      const posted = await post(
        vendor,
        transfer.direction === 'in' ? 'transfer-in' : 'transfer-out',
        request,
      );
      return transferAnswer(posted, transfer.currency);
    },

    async status(vendor, transfer) {
      const request: VendorTransferStatusRequest = { transferId: transfer.transferId };
      const posted = await post(vendor, 'transfer-status', request);
      if (!posted.ok) return { kind: 'unknown', reason: posted.reason };
      const status = statusOf(posted.body.status);
      // Not found is final only because the vendor promises never to apply that id afterwards.
      if (status === 'TRANSACTION_NOT_FOUND') return { kind: 'refused', status };
      if (status !== 'OK')
        return { kind: 'unknown', reason: `status query answered ${status ?? 'nothing known'}` };
      return transferAnswer(
        { ok: true, body: { ...posted.body, status: posted.body.transferStatus } },
        transfer.currency,
      );
    },

    async balance(vendor, player) {
      const request: VendorBalanceRequest = {
        playerId: player.playerId.toString(),
        currency: player.currency,
      };
      const posted = await post(vendor, 'balance', request);
      if (!posted.ok) return { kind: 'unknown', reason: posted.reason };
      const status = statusOf(posted.body.status);
      // A player the vendor never saw holds nothing there.
      if (status === 'PLAYER_NOT_FOUND') return { kind: 'ok', balance: 0n };
      const balance = balanceOf(posted.body, player.currency);
      if (status !== 'OK' || balance === undefined)
        return { kind: 'unknown', reason: `balance query answered ${status ?? 'nothing known'}` };
      return { kind: 'ok', balance };
    },
  };
}
