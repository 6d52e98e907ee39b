import {
  characterCount,
  RECEIPT_LIMITS,
  type ApplicationStatus,
  type PromotionApplication,
} from '@croupier/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { inTransaction, type Database, type Executor } from '../../db/client.ts';
import { DomainError, notFound, validationFailed } from '../../platform/domain-errors.ts';
import type { ProofImage } from '../../platform/image-form-http.ts';
import { recordOperatorAudit } from '../audit/index.ts';
import type { BrandRow } from '../brands/index.ts';
import { usernamesByIds, type PlayerRow } from '../players/index.ts';
import { money, parseAmount } from '../wallet/index.ts';
import type { Actor } from './admin-commands.ts';
import { openPromotion } from './player.ts';
import * as repo from './repository.ts';
import { payReward } from './rewards.ts';
import {
  promotionApplicationImages,
  promotionApplications,
  promotionRewards,
  type PromotionApplicationRow,
} from './schema.ts';

/**
 * `POST /api/v1/promotions/{id}/applications`: the player asks for an application promotion's reward with a
 * remark and one to three proof images; one pending application per player and promotion.
 */
export async function applyForPromotion(
  db: Database,
  brand: BrandRow,
  player: PlayerRow,
  id: bigint,
  form: { remark: string; images: ProofImage[] },
): Promise<{ id: string; status: 'applying' }> {
  const remark = form.remark.trim();
  if (characterCount(remark) > RECEIPT_LIMITS.maxRemark) throw validationFailed({ remark: 'TOO_LONG' });
  if (form.images.length === 0) throw validationFailed({ files: 'REQUIRED' }, 'Add at least one image.');
  return inTransaction(db, async (tx) => {
    const row = await openPromotion(tx, brand, player, id);
    if (row.kind !== 'application')
      throw new DomainError('OPERATION_DISABLED', 'This promotion takes no applications.');
    const [application] = await tx
      .insert(promotionApplications)
      .values({ promotionId: row.id, playerId: player.id, remark })
      .onConflictDoNothing()
      .returning();
    if (!application)
      throw new DomainError(
        'APPLICATION_PENDING',
        'Your application for this promotion is still being reviewed.',
      );
    await tx.insert(promotionApplicationImages).values(
      form.images.map((image, index) => ({
        applicationId: application.id,
        position: index + 1,
        contentType: image.contentType,
        size: image.data.byteLength,
        data: image.data,
      })),
    );
    return { id: application.id.toString(), status: 'applying' as const };
  });
}

/** `GET /admin-api/v1/promotions/{id}/applications`: newest first, with what each was paid. */
export async function listApplications(
  db: Executor,
  brand: BrandRow,
  id: bigint,
): Promise<PromotionApplication[]> {
  if (!(await repo.findPromotion(db, brand.id, id))) throw notFound('The promotion');
  const rows = await db
    .select({
      application: promotionApplications,
      amount: promotionRewards.amount,
      images: sql<number>`(select count(*)::int from promotion_application_images i
        where i.application_id = ${promotionApplications.id})`,
    })
    .from(promotionApplications)
    .leftJoin(promotionRewards, eq(promotionRewards.id, promotionApplications.rewardId))
    .where(eq(promotionApplications.promotionId, id))
    .orderBy(desc(promotionApplications.id))
    .limit(500);
  const names = await usernamesByIds(
    db,
    rows.map((row) => row.application.playerId),
  );
  return rows.map(({ application, amount, images }) => ({
    id: application.id.toString(),
    playerId: application.playerId.toString(),
    username: names.get(application.playerId) ?? application.playerId.toString(),
    remark: application.remark,
    images,
    status: application.status as ApplicationStatus,
    amount: amount === null ? null : money(amount, brand.currencyCode),
    reason: application.reason,
    decidedBy: application.decidedBy,
    decidedAt: application.decidedAt?.toISOString() ?? null,
    createdAt: application.createdAt.toISOString(),
  }));
}

async function applicationOf(db: Executor, brand: BrandRow, promotionId: bigint, appId: bigint) {
  const row = await repo.findPromotion(db, brand.id, promotionId);
  if (!row) throw notFound('The promotion');
  const [application] = await db
    .select()
    .from(promotionApplications)
    .where(and(eq(promotionApplications.id, appId), eq(promotionApplications.promotionId, promotionId)))
    .for('update');
  if (!application) throw notFound('The application');
  return { row, application };
}

/** A proof image of an application, for the console. */
export async function applicationImage(
  db: Executor,
  brand: BrandRow,
  promotionId: bigint,
  appId: bigint,
  n: number,
) {
  if (!(await repo.findPromotion(db, brand.id, promotionId))) throw notFound('The promotion');
  const [image] = await db
    .select({ contentType: promotionApplicationImages.contentType, data: promotionApplicationImages.data })
    .from(promotionApplicationImages)
    .innerJoin(promotionApplications, eq(promotionApplications.id, promotionApplicationImages.applicationId))
    .where(
      and(
        eq(promotionApplicationImages.applicationId, appId),
        eq(promotionApplications.promotionId, promotionId),
        eq(promotionApplicationImages.position, n),
      ),
    );
  if (!image) throw notFound('The image');
  // pg answers a Buffer and PGlite a Uint8Array: one Buffer view either way, without copying.
  return {
    contentType: image.contentType,
    data: Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength),
  };
}

const decided = (application: PromotionApplicationRow, status: ApplicationStatus) => {
  if (application.status === status) return { id: application.id.toString(), status };
  if (application.status !== 'applying')
    throw new DomainError('INVALID_STATE', 'This application has been decided already.', undefined, {
      status: application.status,
    });
  return null;
};

async function decide(
  tx: Executor,
  actor: Actor,
  application: PromotionApplicationRow,
  after: { status: ApplicationStatus; reason?: string; rewardId?: bigint; amount?: string },
) {
  await tx
    .update(promotionApplications)
    .set({
      status: after.status,
      reason: after.reason ?? null,
      rewardId: after.rewardId ?? null,
      decidedBy: actor.operator.username,
      decidedAt: sql`app_now()`,
    })
    .where(eq(promotionApplications.id, application.id));
  await recordOperatorAudit(tx, actor, {
    action: `promotion.application.${after.status === 'approved' ? 'approve' : 'reject'}`,
    target: `promotion-application:${application.id}`,
    before: { status: application.status },
    after: { status: after.status, ...(after.amount ? { amount: after.amount } : {}), reason: after.reason },
  });
  return { id: application.id.toString(), status: after.status };
}

/**
 * Approves an application and pays the amount as the promotion's reward for the application's period, once:
 * approving again answers the same; a player who had that period's reward (or all the per-player limit
 * allows) is INVALID_STATE, a spent budget PROMOTION_BUDGET_SPENT, and nothing changes.
 */
export async function approveApplication(
  db: Database,
  actor: Actor,
  promotionId: bigint,
  appId: bigint,
  amountText: string,
) {
  const amount = parseAmount(amountText, actor.brand.currencyCode, 'amount');
  if (amount <= 0n) throw validationFailed({ amount: 'INVALID' });
  return inTransaction(db, async (tx) => {
    const { row, application } = await applicationOf(tx, actor.brand, promotionId, appId);
    const already = decided(application, 'approved');
    if (already) return already;
    const reward = await payReward(tx, {
      promotion: row,
      brand: actor.brand,
      playerId: application.playerId,
      amount,
      at: sql`${application.createdAt.toISOString()}::timestamptz`,
      sourceRef: `application:${application.id}`,
    });
    if (!reward)
      throw new DomainError(
        'INVALID_STATE',
        "The player already had this promotion's reward for the period.",
      );
    return decide(tx, actor, application, {
      status: 'approved',
      rewardId: reward.id,
      amount: money(amount, actor.brand.currencyCode),
    });
  });
}

/** Rejects a pending application with the reason the player is shown; rejecting again answers the same. */
export async function rejectApplication(
  db: Database,
  actor: Actor,
  promotionId: bigint,
  appId: bigint,
  reasonText: string,
) {
  const reason = reasonText.trim();
  if (!reason) throw validationFailed({ reason: 'REQUIRED' });
  return inTransaction(db, async (tx) => {
    const { application } = await applicationOf(tx, actor.brand, promotionId, appId);
    return decided(application, 'rejected') ?? decide(tx, actor, application, { status: 'rejected', reason });
  });
}
