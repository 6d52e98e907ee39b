import type { PointGoods, PointGoodsAdmin, PointGoodsInput } from '@croupier/contracts';
import { currencyOf, parseMinor, toDecimalString } from '@croupier/money';
import { and, asc, desc, eq } from 'drizzle-orm';
import { inTransaction, type Database, type Executor } from '../../db/client.ts';
import { notFound, validationFailed } from '../../platform/domain-errors.ts';
import { recordOperatorAudit, type OperatorActor } from '../audit/index.ts';
import type { BrandRow } from '../brands/index.ts';
import { pointGoods } from './schema.ts';
import { parsePoints, pointsText } from './values.ts';

export type GoodsRow = typeof pointGoods.$inferSelect;

/** Shipped art, an https image, or SVG markup (shown only through an <img>, where no script of it runs). */
const IMAGE_URL = /^(\/[A-Za-z0-9/_.-]+\.(svg|png|jpe?g|webp)|https:\/\/[^\s"'<>]+)$/;
const SVG_MARKUP = /^\s*(<\?xml[^>]*>\s*)?<svg[\s>][\s\S]*<\/svg>\s*$/;

/** The image as the SPAs show it: a URL as stored, SVG markup as a data URL. */
export const imageSource = (image: string): string =>
  SVG_MARKUP.test(image) ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(image.trim())}` : image;

export function toGoodsView(row: GoodsRow, currencyCode: string): PointGoods {
  return {
    id: row.id.toString(),
    name: row.name,
    description: row.description,
    image: imageSource(row.image),
    kind: row.kind,
    pointsNeeded: pointsText(row.pointsNeeded),
    moneyValue: toDecimalString(row.moneyValue, currencyOf(currencyCode)),
    wageringMultiple: row.wageringMultiple,
    remaining: row.remaining,
    redeemed: row.redeemed,
  };
}

export const toGoodsAdminView = (row: GoodsRow, currencyCode: string): PointGoodsAdmin => ({
  ...toGoodsView(row, currencyCode),
  image: row.image,
  active: row.active,
  sort: row.sort,
});

/** The goods a player may redeem: active ones, in the operator's order. */
export async function listGoods(db: Executor, brand: BrandRow): Promise<PointGoods[]> {
  const rows = await db
    .select()
    .from(pointGoods)
    .where(and(eq(pointGoods.brandId, brand.id), eq(pointGoods.active, true)))
    .orderBy(asc(pointGoods.sort), asc(pointGoods.id));
  return rows.map((row) => toGoodsView(row, brand.currencyCode));
}

export async function listGoodsForOperator(db: Executor, brand: BrandRow): Promise<PointGoodsAdmin[]> {
  const rows = await db
    .select()
    .from(pointGoods)
    .where(eq(pointGoods.brandId, brand.id))
    .orderBy(asc(pointGoods.sort), desc(pointGoods.id));
  return rows.map((row) => toGoodsAdminView(row, brand.currencyCode));
}

/** The input's columns, checked beyond the schema: a usable image, a price, a cash value for cash goods. */
function goodsColumns(brand: BrandRow, input: PointGoodsInput) {
  const name = input.name.trim();
  if (!name) throw validationFailed({ name: 'REQUIRED' });
  const image = input.image.trim();
  if (image && !IMAGE_URL.test(image) && !SVG_MARKUP.test(image))
    throw validationFailed({ image: 'INVALID' });
  const pointsNeeded = parsePoints(input.pointsNeeded, 'pointsNeeded');
  if (pointsNeeded === 0n) throw validationFailed({ pointsNeeded: 'INVALID' });
  const moneyValue = parseMinor(input.moneyValue, currencyOf(brand.currencyCode));
  if (moneyValue === null || moneyValue < 0n || (input.kind === 'cash' && moneyValue === 0n))
    throw validationFailed({ moneyValue: 'INVALID' });
  return {
    name,
    description: input.description.trim(),
    image,
    kind: input.kind,
    pointsNeeded,
    moneyValue,
    wageringMultiple: input.wageringMultiple,
    remaining: input.remaining,
    active: input.active,
    sort: input.sort,
  };
}

/** Adds goods to the brand's mall; audited. */
export async function createGoods(
  db: Database,
  actor: OperatorActor & { brand: BrandRow },
  input: PointGoodsInput,
): Promise<PointGoodsAdmin> {
  const columns = goodsColumns(actor.brand, input);
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(pointGoods)
      .values({ brandId: actor.brand.id, ...columns })
      .returning();
    const view = toGoodsAdminView(row!, actor.brand.currencyCode);
    await recordOperatorAudit(tx, actor, {
      action: 'points.goods.create',
      target: `point-goods:${row!.id}`,
      before: null,
      after: view,
    });
    return view;
  });
}

/**
 * Changes goods: the stock given is what is left to redeem from now on. Exchanges already made keep the name
 * and points they were made with. Audited.
 */
export async function updateGoods(
  db: Database,
  actor: OperatorActor & { brand: BrandRow },
  goodsId: bigint,
  input: PointGoodsInput,
): Promise<PointGoodsAdmin> {
  const columns = goodsColumns(actor.brand, input);
  return inTransaction(db, async (tx) => {
    const where = and(eq(pointGoods.id, goodsId), eq(pointGoods.brandId, actor.brand.id));
    const [before] = await tx.select().from(pointGoods).where(where).for('update');
    if (!before) throw notFound('The goods');
    const [row] = await tx.update(pointGoods).set(columns).where(where).returning();
    const view = toGoodsAdminView(row!, actor.brand.currencyCode);
    await recordOperatorAudit(tx, actor, {
      action: 'points.goods.update',
      target: `point-goods:${goodsId}`,
      before: toGoodsAdminView(before, actor.brand.currencyCode),
      after: view,
    });
    return view;
  });
}
