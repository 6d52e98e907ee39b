import type { OperatorRole } from '@croupier/contracts/constants';
import type { SettlementRunRequest } from '@croupier/contracts';

/** Pure rules of the settlement runs page, apart from React so they are unit tested. */

/** Who sees the runs (the server's SETTLEMENT_READERS): what was paid is finance's, and viewers audit it. */
export const canSeeSettlements = (role: OperatorRole | undefined) =>
  role === 'owner' || role === 'admin' || role === 'finance' || role === 'viewer';

/** Who may run a period again (SETTLEMENT_RUNNERS): it moves money. */
export const canRerunSettlements = (role: OperatorRole | undefined) =>
  role === 'owner' || role === 'admin' || role === 'finance';

/**
 * The request that runs a listed period again. A period's key is its brand-local start: `2026-03-08` for a day
 * or longer, `2026-03-08T14:05+07:00` below a day, whose date, hour and minute name it to the server.
 */
export function rerunRequest(kind: string, period: string): SettlementRunRequest {
  const brandDate = period.slice(0, 10);
  if (period.length <= 10) return { kind, brandDate };
  return { kind, brandDate, hour: Number(period.slice(11, 13)), minute: Number(period.slice(14, 16)) };
}

/** Inputs and outputs as one line an operator can read: `received: 3, total: 1600`. */
export function describeFigures(figures: Record<string, unknown> | null): string {
  if (!figures || Object.keys(figures).length === 0) return '—';
  return Object.entries(figures)
    .map(([name, value]) => `${name}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join(', ');
}
