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

/**
 * How a known figure of a run reads: amounts the contract runs record in minor units (`paid: "159000"`), the
 * payment window in hours, an instant; anything else (counts, a kind the console does not know yet) as it is.
 */
const FIGURE_SHAPES: Record<string, 'money' | 'moneyByKey' | 'hours' | 'instant'> = {
  activeMinimum: 'money',
  paid: 'money',
  claimedBefore: 'money',
  byGameType: 'moneyByKey',
  windowFrom: 'instant',
  windowTo: 'instant',
  billed: 'money',
  overbilled: 'money',
  paymentHours: 'hours',
  overdueAt: 'instant',
};

/** The words figures are written with, translated and formatted by the caller. */
export interface FigureWords {
  /** The figure's name, or null for a name the console has no words for (shown as the server named it). */
  label: (name: string) => string | null;
  money: (minor: bigint) => string;
  hours: (hours: number) => string;
  instant: (iso: string) => string;
}

const moneyText = (text: string, words: FigureWords) =>
  /^-?[0-9]+$/.test(text) ? words.money(BigInt(text)) : text;

function figureValue(name: string, value: unknown, words: FigureWords): string {
  if (typeof value === 'object' && value !== null) {
    if (FIGURE_SHAPES[name] !== 'moneyByKey') return JSON.stringify(value);
    const parts = Object.entries(value).map(([key, amount]) => `${key} ${moneyText(String(amount), words)}`);
    return parts.length > 0 ? parts.join(', ') : '—';
  }
  const text = String(value);
  switch (FIGURE_SHAPES[name]) {
    case 'money':
      return moneyText(text, words);
    case 'hours':
      return Number.isFinite(Number(text)) ? words.hours(Number(text)) : text;
    case 'instant':
      return Number.isNaN(Date.parse(text)) ? text : words.instant(text);
    default:
      return text;
  }
}

/** A run's inputs or outputs as lines an operator can read: `Paid: ฿1,590.00`; none is an empty list. */
export function figureLines(figures: Record<string, unknown> | null, words: FigureWords): string[] {
  return Object.entries(figures ?? {}).map(
    ([name, value]) => `${words.label(name) ?? name}: ${figureValue(name, value, words)}`,
  );
}
