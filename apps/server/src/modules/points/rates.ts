import { POINT_RATE_KINDS, type PointRates } from '@croupier/contracts';
import { sql } from 'drizzle-orm';
import { inTransaction, type Database, type Executor } from '../../db/client.ts';
import { recordOperatorAudit, type OperatorActor } from '../audit/index.ts';
import { pointRates } from './schema.ts';
import { parseRate, rateText, type RatesE4 } from './values.ts';

/** A brand that never set its rates earns a point per 100.00 of valid bet and per 100.00 deposited. */
export const DEFAULT_RATE_E4 = 100n;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Each brand's rates for every kind (the default where it set none). */
export async function ratesOfBrands(db: Executor, brandIds: bigint[]): Promise<Map<bigint, RatesE4>> {
  const rates = new Map<bigint, RatesE4>(
    brandIds.map((id) => [
      id,
      Object.fromEntries(POINT_RATE_KINDS.map((kind) => [kind, DEFAULT_RATE_E4])) as RatesE4,
    ]),
  );
  if (brandIds.length === 0) return rates;
  const rows = rowsOf<{ brand_id: string; kind: keyof RatesE4; rate_e4: string }>(
    await db.execute(sql`select brand_id, kind, rate_e4 from point_rates
      where brand_id = any(${`{${brandIds.join(',')}}`}::bigint[])`),
  );
  for (const row of rows) rates.get(BigInt(row.brand_id))![row.kind] = BigInt(row.rate_e4);
  return rates;
}

export async function ratesOf(db: Executor, brandId: bigint): Promise<RatesE4> {
  return (await ratesOfBrands(db, [brandId])).get(brandId)!;
}

export const ratesView = (rates: RatesE4): PointRates =>
  Object.fromEntries(POINT_RATE_KINDS.map((kind) => [kind, rateText(rates[kind])])) as PointRates;

/** The operator sets the brand's rates; they apply to rounds and deposits settled from now on. Audited. */
export async function updatePointRates(
  db: Database,
  actor: OperatorActor,
  input: PointRates,
): Promise<PointRates> {
  const next = Object.fromEntries(
    POINT_RATE_KINDS.map((kind) => [kind, parseRate(input[kind], kind)]),
  ) as RatesE4;
  return inTransaction(db, async (tx) => {
    const before = ratesView(await ratesOf(tx, actor.brand.id));
    for (const kind of POINT_RATE_KINDS)
      await tx
        .insert(pointRates)
        .values({ brandId: actor.brand.id, kind, rateE4: next[kind] })
        .onConflictDoUpdate({ target: [pointRates.brandId, pointRates.kind], set: { rateE4: next[kind] } });
    const after = ratesView(next);
    await recordOperatorAudit(tx, actor, {
      action: 'points.rates.update',
      target: `brand:${actor.brand.id}`,
      before,
      after,
    });
    return after;
  });
}
