import { currencyOf, parseMinor } from '@croupier/money';
import type { Logger } from '../../platform/logger.ts';
import { inTransaction, type Database } from '../../db/client.ts';
import { DomainError, notFound, validationFailed } from '../../platform/domain-errors.ts';
import type { PlayerBalance } from '../ledger/index.ts';
import type { SecretBox } from '../security/index.ts';
import { money } from '../wallet/index.ts';
import { creditDeposit } from './commands.ts';
import { findGatewayAccount } from './gateways/accounts.ts';
import type { CallbackRequest } from './gateways/gateway.ts';
import { gatewayFor } from './gateways/registry.ts';
import * as repo from './repository.ts';

const invalidSignature = (detail: string) => new DomainError('INVALID_SIGNATURE', detail);

/**
 * A gateway's signed report on one order. Only a report whose signature, timestamp, merchant, order and
 * amount all check out changes anything; every refusal is logged for the operators to look into.
 *
 * - paid: the deposit is approved and the player credited, once. Ten copies of the same report, at once or
 *   days apart, credit once: the guarded status change lets one through and the others find it approved
 *   and are answered OK, so the gateway stops retrying.
 * - paid for an EXPIRED order is honoured. Expiry only means the player did not finish in time on our side;
 *   a signed report that the gateway took exactly this amount means the player's money has left their bank,
 *   and refusing it would keep that money from them until someone noticed. Crediting it is what the player
 *   and the operator both expect, and it still happens once.
 * - paid for a REJECTED order is refused (409) and logged: the order was closed as failed, and money arriving
 *   for it anyway needs an operator's eyes, not an automatic credit.
 * - failed: a pending or expired order becomes rejected; a failure reported after a payment changes nothing.
 */
export async function receiveGatewayCallback(
  db: Database,
  props: { gatewayCode: string; callback: CallbackRequest; box: SecretBox; log: Logger },
): Promise<{ balances: PlayerBalance[]; currency: string }> {
  const { log } = props;
  const gateway = gatewayFor(props.gatewayCode);
  if (!gateway) throw notFound('The payment gateway');
  const merchantId = gateway.merchantOf(props.callback);
  const account = merchantId ? await findGatewayAccount(db, props.box, gateway.code, merchantId) : undefined;
  if (!account) {
    log.warn({ gateway: gateway.code, merchantId }, 'payment callback for an unknown merchant refused');
    throw invalidSignature('The callback is not signed by a known merchant account.');
  }
  const verified = gateway.verifyCallback(props.callback, account);
  if ('refused' in verified) {
    log.warn({ gateway: gateway.code, merchantId, reason: verified.refused }, 'payment callback refused');
    if (verified.refused === 'malformed')
      throw validationFailed({ body: 'INVALID' }, 'The callback is not valid.');
    throw invalidSignature(
      verified.refused === 'stale'
        ? 'The callback timestamp is too far from now.'
        : 'The signature is not valid.',
    );
  }
  const { report } = verified;
  const id = /^[1-9][0-9]{0,17}$/.test(report.orderId) ? BigInt(report.orderId) : undefined;
  const deposit = id === undefined ? undefined : await repo.findDeposit(db, account.brandId, id);
  const context = {
    gateway: gateway.code,
    merchantId,
    orderId: report.orderId,
    report: report.gatewayReference,
  };
  if (!deposit || deposit.gateway !== gateway.code) {
    log.warn(context, 'payment callback for an unknown order refused');
    throw notFound('The order');
  }
  const reported = parseMinor(report.amount, currencyOf(deposit.currency));
  if (report.currency !== deposit.currency || reported !== deposit.amount) {
    log.warn(
      { ...context, expected: money(deposit.amount, deposit.currency), reported: report.amount },
      'payment callback amount differs from the order: refused',
    );
    throw new DomainError('AMOUNT_MISMATCH', 'The reported amount is not the amount of this order.');
  }
  const decidedBy = `gateway:${gateway.code}`;

  if (report.outcome === 'failed') {
    const moved = await inTransaction(db, (tx) =>
      repo.moveDeposit(tx, {
        id: deposit.id,
        from: ['pending', 'expired'],
        to: 'rejected',
        decidedBy,
        gatewayReference: report.gatewayReference,
      }),
    );
    if (!moved)
      log.warn({ ...context, status: deposit.status }, 'payment failure reported for a decided order');
    return { balances: [], currency: deposit.currency };
  }

  const credited = await inTransaction(db, async (tx) => {
    const done = await creditDeposit(tx, deposit, { decidedBy, gatewayReference: report.gatewayReference });
    if (done) return done;
    const current = await repo.findDeposit(tx, account.brandId, deposit.id);
    if (current?.status === 'approved') return { balances: [] };
    log.warn({ ...context, status: current?.status }, 'payment reported for a rejected order: refused');
    throw new DomainError('INVALID_STATE', 'This order was closed; an operator must look at this payment.');
  });
  return { balances: credited.balances, currency: deposit.currency };
}
