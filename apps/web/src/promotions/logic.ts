import type { PromotionStatus } from '@croupier/contracts';
import { characterCount, RECEIPT_LIMITS } from '@croupier/contracts/withdrawal-rules';
import { parseMinor, type Currency } from '@croupier/money';
import type { Errors } from '../accounts/validation.ts';

/** Pure rules of the promotion and bonus pages, apart from the React code so they are unit tested. */

/** What the player can do about a promotion in its status: the one action its details offer. */
export type PromotionAction = 'join' | 'claim' | 'apply' | null;

export function actionOf(status: PromotionStatus, kind: string): PromotionAction {
  if (status === 'claim_reward') return 'claim';
  if (status !== 'join_now') return null;
  // An application promotion is joined by applying with proof (spec §3).
  return kind === 'application' ? 'apply' : 'join';
}

/** The application form (spec §3, §5): a remark of at most 140 characters; each image is checked as picked. */
export function checkApplication(draft: { remark: string }): Errors {
  const errors: Errors = {};
  if (characterCount(draft.remark.trim()) > RECEIPT_LIMITS.maxRemark)
    errors.remark = { key: 'rewards.apply.remarkTooLong', values: { max: RECEIPT_LIMITS.maxRemark } };
  return errors;
}

/** How much of a requirement has been wagered, in whole percent from 0 to 100 (a met one is 100). */
export function wageredPercent(requirement: string, remaining: string, currency: Currency): number {
  const total = parseMinor(requirement, currency) ?? 0n;
  const left = parseMinor(remaining, currency) ?? 0n;
  if (total <= 0n || left <= 0n) return 100;
  if (left >= total) return 0;
  return Number(((total - left) * 100n) / total);
}
