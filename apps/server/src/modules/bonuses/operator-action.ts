import type { Executor } from '../../db/client.ts';
import { recordAudit } from '../audit/index.ts';
import type { BrandRow } from '../brands/index.ts';
import type { OperatorRow } from '../operators/index.ts';

/** Who acts in the console, for which brand, from where: what every audited bonus change records. */
export interface OperatorAction {
  brand: BrandRow;
  operator: OperatorRow;
  ip: string;
}

/** Records a console change to bonuses in the change's own transaction. */
export const auditAction = (
  tx: Executor,
  by: OperatorAction,
  change: { action: string; target: string; before: unknown; after: unknown },
) =>
  recordAudit(tx, {
    brandId: by.brand.id,
    operatorId: by.operator.id,
    operatorName: by.operator.username,
    ip: by.ip,
    ...change,
  });
