import type { PromotionAudience } from '@croupier/contracts';
import { expect } from 'vitest';
import type { PlatformApi } from './api.ts';

/** A 10% reload bonus (capped at 100.00) for this audience, running from an hour ago for a week. */
export async function openReloadPromotion(
  calls: PlatformApi,
  operator: string,
  titles: Record<string, string>,
  audience: PromotionAudience,
) {
  const created = await calls.api(
    '/admin-api/v1/promotions',
    {
      kind: 'reload',
      titles,
      startsAt: new Date(Date.now() - 3_600_000).toISOString(),
      endsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      audience,
      reward: { type: 'percent', value: '10', cap: '100.00' },
      enabled: true,
    },
    'POST',
    operator,
  );
  expect(created.id, JSON.stringify(created)).toBeTypeOf('string');
}
