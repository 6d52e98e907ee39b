/**
 * Plain withdrawal values shared by the server and the SPAs, with no schema library behind them (the SPAs import
 * this file without bundling TypeBox).
 */

/**
 * pending: funds held, awaiting the operator · approved: payout under way · rejected: funds returned ·
 * paid: money sent, awaiting the player's receipt · received: closed (confirmed, auto-confirmed or forced) ·
 * disputed: the player reported a partial or missing payment.
 */
export const WITHDRAWAL_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'paid',
  'received',
  'disputed',
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const RECEIPT_RESULTS = ['full', 'partial', 'none'] as const;
export type ReceiptResult = (typeof RECEIPT_RESULTS)[number];

/** How a withdrawal came to count as received: the player said so, the timer ran out, or an operator forced it. */
export const RECEIVED_HOW = ['player', 'auto', 'operator'] as const;
export type ReceivedHow = (typeof RECEIVED_HOW)[number];

/** Receipt limits of spec §5: png or jpg only, each at most 5 MB, at most 3 images, remark at most 140. */
export const RECEIPT_LIMITS = {
  maxImages: 3,
  maxImageBytes: 5 * 1024 * 1024,
  maxRemark: 140,
  imageTypes: ['image/png', 'image/jpeg'],
} as const;

/** Bounds of a brand's withdrawal settings (the amounts are bounded by the currency). */
export const WITHDRAWAL_SETTING_BOUNDS = {
  dailyCount: { min: 1, max: 100 },
  /** Up to a week: a player who never confirms still gets a closed withdrawal. */
  autoReceiptMinutes: { min: 1, max: 10080 },
} as const;

/** Payout accounts one player may keep. */
export const MAX_PAYOUT_ACCOUNTS = 5;

/** The file type an upload really is, from its first bytes; null for anything but png and jpg. */
export function imageTypeOf(bytes: Uint8Array): 'image/png' | 'image/jpeg' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/** Characters as a person counts them (code points), so an emoji or a Thai letter is one. */
export const characterCount = (text: string) => [...text].length;
