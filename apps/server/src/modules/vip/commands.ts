import type { VipProgramme } from '@croupier/contracts';
import { inTransaction, type Database } from '../../db/client.ts';
import { recordOperatorAudit, type OperatorActor } from '../audit/index.ts';
import type { BrandRow } from '../brands/index.ts';
import { ladderRows, readLadder, replaceLadder, toProgrammeView } from './levels.ts';

/** An owner or admin replaces the brand's VIP ladder (levels, thresholds, benefits, rebate rates); audited. */
export async function saveProgramme(
  db: Database,
  actor: OperatorActor & { brand: BrandRow },
  programme: VipProgramme,
): Promise<VipProgramme> {
  const { brand } = actor;
  const rows = ladderRows(brand.id, brand.currencyCode, programme);
  return inTransaction(db, async (tx) => {
    const before = toProgrammeView(await readLadder(tx, brand.id), brand.currencyCode);
    await replaceLadder(tx, brand.id, programme.windowDays, rows);
    const after = toProgrammeView(await readLadder(tx, brand.id), brand.currencyCode);
    await recordOperatorAudit(tx, actor, { action: 'vip.levels', target: 'vip', before, after });
    return after;
  });
}
