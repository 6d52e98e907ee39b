import { randomUUID } from 'node:crypto';
import { adjustmentRoute } from '@croupier/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { DomainError, notFound, validationFailed } from '../../platform/domain-errors.ts';
import type { OnceWork, WorkResult } from '../../platform/once-work.ts';
import { recordAudit } from '../audit/index.ts';
import { adjustmentLimitsOf, type BrandRow } from '../brands/index.ts';
import { postTransfers, type PlayerBalance } from '../ledger/index.ts';
import type { OperatorRow } from '../operators/index.ts';
import { findPlayerById } from '../players/index.ts';
import { insertAdjustmentRequest } from './adjustment-repository.ts';
import { money, parseAmount } from './amounts.ts';

/**
 * Posts a manual adjustment through the ledger: a credit from the house's adjustments account, or a debit to it
 * (refused with INSUFFICIENT_FUNDS when the player's available balance cannot cover it).
 */
export async function postAdjustment(
  tx: Executor,
  props: { brand: BrandRow; playerId: bigint; amount: bigint; reason: string; key: string },
) {
  const { brand, playerId, amount } = props;
  const credit = amount > 0n;
  const [result] = await postTransfers(tx, [
    {
      brandId: brand.id,
      currency: brand.currencyCode,
      key: props.key,
      kind: 'adjustment',
      from: credit ? { house: 'adjustments' } : { player: playerId },
      to: credit ? { player: playerId } : { house: 'adjustments' },
      amount: credit ? amount : -amount,
      // The operator stays in the audit log; the player sees the reason only.
      remark: props.reason,
    },
  ]);
  const balance = result!.players[0]!.balance;
  return { ...result!, balance, balanceBefore: balance - amount };
}

function overMaximum(brand: BrandRow, maximum: bigint) {
  const max = money(maximum, brand.currencyCode);
  return new DomainError(
    'AMOUNT_OUT_OF_RANGE',
    `No manual adjustment may move more than ${max}.`,
    { amount: 'AMOUNT_OUT_OF_RANGE' },
    { max },
  );
}

/** Refuses an amount over the brand's hard maximum; says whether it needs a second operator's approval. */
export function routeAdjustment(brand: BrandRow, amount: bigint): 'post' | 'approval' {
  const limits = adjustmentLimitsOf(brand);
  const route = adjustmentRoute(amount, limits);
  if (route === 'refuse') throw overMaximum(brand, limits.maximum);
  return route;
}

/**
 * An operator's manual credit (positive) or debit (negative) of a player's balance, with its reason, audited.
 * Up to the brand's approval threshold it posts at once (created); above it, it becomes a pending request that
 * moves nothing until a second operator approves it (accepted); above the hard maximum it is refused.
 */
export async function adjustBalance(
  db: Database,
  props: {
    brand: BrandRow;
    operator: OperatorRow;
    playerId: bigint;
    input: { amount: string; reason: string };
    ip: string;
  },
): Promise<
  OnceWork<
    WorkResult<{ id: string; balance: string } | { requestId: string; status: 'pending' }> & {
      balances?: PlayerBalance[];
    }
  >
> {
  const { brand, operator, input } = props;
  const amount = parseAmount(input.amount, brand.currencyCode, 'amount', { allowNegative: true });
  const reason = input.reason.trim();
  if (!reason) throw validationFailed({ reason: 'REQUIRED' });
  const player = await findPlayerById(db, brand.id, props.playerId);
  if (!player) throw notFound('The player');
  const route = routeAdjustment(brand, amount);
  const operation = randomUUID();
  return {
    fingerprint: { amount, reason },
    async run(tx) {
      const audit = {
        brandId: brand.id,
        operatorId: operator.id,
        operatorName: operator.username,
        target: `player:${player.id}`,
        ip: props.ip,
      };
      if (route === 'approval') {
        const request = await insertAdjustmentRequest(tx, {
          brandId: brand.id,
          playerId: player.id,
          currency: brand.currencyCode,
          amount,
          reason,
          requestedById: operator.id,
          requestedBy: operator.username,
        });
        await recordAudit(tx, {
          ...audit,
          action: 'player.adjustment-request',
          before: null,
          after: { request: request.id.toString(), amount: money(amount, brand.currencyCode), reason },
        });
        return { outcome: 'accepted', body: { requestId: request.id.toString(), status: 'pending' } };
      }
      const result = await postAdjustment(tx, {
        brand,
        playerId: player.id,
        amount,
        reason,
        key: `adjustment:${operation}`,
      });
      await recordAudit(tx, {
        ...audit,
        action: 'player.adjust-balance',
        before: { balance: money(result.balanceBefore, brand.currencyCode) },
        after: {
          balance: money(result.balance, brand.currencyCode),
          amount: money(amount, brand.currencyCode),
          reason,
        },
      });
      return {
        outcome: 'created',
        body: { id: result.transferId.toString(), balance: money(result.balance, brand.currencyCode) },
        balances: result.players,
      };
    },
  };
}
