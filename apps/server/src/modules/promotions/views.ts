import type { GameType, PromotionAdmin, PromotionKind } from '@croupier/contracts';
import { money } from '../wallet/index.ts';
import type { PromotionRow } from './schema.ts';

/** Hundredths of a percent as the text operators typed (`12.5`, `50`). */
export function percentText(hundredths: bigint): string {
  const whole = hundredths / 100n;
  const rest = hundredths % 100n;
  return rest === 0n ? whole.toString() : `${whole}.${rest.toString().padStart(2, '0').replace(/0$/, '')}`;
}

export function toPromotionAdmin(
  row: PromotionRow,
  joined: number,
  agentNames: ReadonlyMap<bigint, string>,
  currency: string,
): PromotionAdmin {
  const amount = (value: bigint) => money(value, currency);
  return {
    id: row.id.toString(),
    kind: row.kind as PromotionKind,
    titles: row.titles,
    summaries: row.summaries,
    contents: row.contents,
    imageUrl: row.imageUrl,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    audience: {
      ...(row.vipLevels?.length ? { vipLevels: row.vipLevels } : {}),
      ...(row.agentIds?.length
        ? { agents: row.agentIds.map((id) => agentNames.get(id) ?? id.toString()) }
        : {}),
      ...(row.tags?.length ? { tags: row.tags } : {}),
    },
    reward: {
      type: row.rewardType as 'percent' | 'fixed',
      value: row.rewardType === 'percent' ? percentText(row.rewardValue) : amount(row.rewardValue),
      ...(row.rewardCap === null ? {} : { cap: amount(row.rewardCap) }),
      ...(row.minDeposit === null ? {} : { minDeposit: amount(row.minDeposit) }),
    },
    wagering:
      row.wageringMultiple === null
        ? null
        : {
            multiple: row.wageringMultiple,
            base: (row.wageringBase ?? 'bonus') as 'bonus' | 'bonus_deposit',
            ...(row.contributions
              ? { contributions: row.contributions as Partial<Record<GameType, number>> }
              : {}),
          },
    maxStake: row.maxStake === null ? null : amount(row.maxStake),
    limits: {
      perPlayer: row.perPlayer,
      ...(row.perPeriod ? { perPeriod: row.perPeriod as 'day' | 'week' | 'month' } : {}),
      ...(row.budget === null ? {} : { budget: amount(row.budget) }),
    },
    enabled: row.enabled,
    spent: amount(row.spent),
    joined,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
