import type { Language, PlayerWheel, SpinResult, WheelSpin } from '@croupier/contracts';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { inTransaction, type Database, type Executor } from '../../db/client.ts';
import { DomainError, notFound } from '../../platform/domain-errors.ts';
import { grantBonus } from '../bonuses/index.ts';
import type { BrandRow } from '../brands/index.ts';
import type { PlayerRow } from '../players/index.ts';
import { money } from '../wallet/index.ts';
import { drawSegment } from './draw.ts';
import {
  prizeWheels,
  wheelSpinBalances,
  wheelSpins,
  type PrizeWheelRow,
  type StoredSegment,
} from './schema.ts';

const HISTORY = 20;

const labelOf = (segment: StoredSegment, language: Language) =>
  segment.labels[language] ?? segment.labels.EN ?? '';

function toSpin(row: typeof wheelSpins.$inferSelect, currency: string): WheelSpin {
  return {
    id: row.id.toString(),
    segment: row.segment,
    label: row.label,
    prize: row.prize === null ? null : money(row.prize, currency),
    at: row.createdAt.toISOString(),
  };
}

async function spinsLeftOf(db: Executor, wheelId: bigint, playerId: bigint): Promise<number> {
  const [row] = await db
    .select({ left: wheelSpinBalances.spinsLeft })
    .from(wheelSpinBalances)
    .where(and(eq(wheelSpinBalances.wheelId, wheelId), eq(wheelSpinBalances.playerId, playerId)));
  return row?.left ?? 0;
}

/** The brand's enabled wheels in the language, each with the member's spins left and latest prizes. */
export async function wheelsForPlayer(
  db: Executor,
  brand: BrandRow,
  player: PlayerRow,
  language: Language,
): Promise<PlayerWheel[]> {
  const rows = await db
    .select()
    .from(prizeWheels)
    .where(and(eq(prizeWheels.brandId, brand.id), eq(prizeWheels.enabled, true)))
    .orderBy(prizeWheels.id);
  const wheels: PlayerWheel[] = [];
  for (const row of rows) {
    const history = await db
      .select()
      .from(wheelSpins)
      .where(and(eq(wheelSpins.wheelId, row.id), eq(wheelSpins.playerId, player.id)))
      .orderBy(desc(wheelSpins.id))
      .limit(HISTORY);
    const orNull = (value: bigint | null) => (value === null ? null : money(value, row.currency));
    wheels.push({
      id: row.id.toString(),
      name: row.names[language] ?? row.names.EN ?? '',
      segments: row.segments.map((segment) => ({
        label: labelOf(segment, language),
        prize: orNull(segment.prize === null ? null : BigInt(segment.prize)),
      })),
      depositPerSpin: orNull(row.depositPerSpin),
      validBetPerSpin: orNull(row.validBetPerSpin),
      spinsLeft: await spinsLeftOf(db, row.id, player.id),
      history: history.map((spin) => toSpin(spin, row.currency)),
    });
  }
  return wheels;
}

/** Reserves the prize from the wheel's budget in one guarded update: two prizes never both fit where one does. */
async function reserveBudget(tx: Executor, wheel: PrizeWheelRow, prize: bigint) {
  const reserved = await tx
    .update(prizeWheels)
    .set({ spent: sql`${prizeWheels.spent} + ${prize}` })
    .where(
      and(
        eq(prizeWheels.id, wheel.id),
        sql`(${prizeWheels.budget} is null or ${prizeWheels.spent} + ${prize} <= ${prizeWheels.budget})`,
      ),
    )
    .returning({ id: prizeWheels.id });
  if (reserved.length === 0)
    throw new DomainError('PROMOTION_BUDGET_SPENT', 'This wheel has paid out its whole budget.');
}

/**
 * Spends one of the member's spins and pays what it lands on, in one transaction: the spin is a guarded
 * decrement (100 concurrent spins with 10 left spend exactly 10), the prize is paid once, keyed by the spin, from
 * the promotions expense. NO_SPINS_LEFT without a spin; a spent budget rolls back and keeps the spin.
 */
export async function spinWheel(
  db: Database,
  brand: BrandRow,
  player: PlayerRow,
  wheelId: bigint,
  language: Language,
): Promise<SpinResult> {
  return inTransaction(db, async (tx) => {
    const [wheel] = await tx
      .select()
      .from(prizeWheels)
      .where(
        and(eq(prizeWheels.id, wheelId), eq(prizeWheels.brandId, brand.id), eq(prizeWheels.enabled, true)),
      );
    if (!wheel) throw notFound('The prize wheel');
    const [spent] = await tx
      .update(wheelSpinBalances)
      .set({ spinsLeft: sql`${wheelSpinBalances.spinsLeft} - 1` })
      .where(
        and(
          eq(wheelSpinBalances.wheelId, wheelId),
          eq(wheelSpinBalances.playerId, player.id),
          gt(wheelSpinBalances.spinsLeft, 0),
        ),
      )
      .returning({ left: wheelSpinBalances.spinsLeft });
    if (!spent) throw new DomainError('NO_SPINS_LEFT', 'You have no spins on this wheel.');
    const index = drawSegment(wheel.segments.map((segment) => segment.weight));
    const segment = wheel.segments[index]!;
    const prize = segment.prize === null ? null : BigInt(segment.prize);
    const [row] = await tx
      .insert(wheelSpins)
      .values({ wheelId, playerId: player.id, segment: index, label: labelOf(segment, language), prize })
      .returning();
    if (prize !== null && prize > 0n) {
      await reserveBudget(tx, wheel, prize);
      await grantBonus(tx, {
        brandId: brand.id,
        playerId: player.id,
        currency: wheel.currency,
        amount: prize,
        requirement: prize * BigInt(wheel.wageringMultiple),
        source: { kind: 'prize_wheel', ref: `prize-wheel:${wheelId}` },
        idempotencyKey: `wheel:${row!.id}`,
        reason: 'prize wheel',
      });
    }
    return { spin: toSpin(row!, wheel.currency), spinsLeft: spent.left };
  });
}
