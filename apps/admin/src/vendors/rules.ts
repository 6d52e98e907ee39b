import { instantIn, wallClockIn } from '@croupier/format';
import type { OperatorRole } from '@croupier/contracts/constants';
import {
  WALLET_MODES,
  type GameType,
  type VendorAdmin,
  type VendorCreate,
  type VendorPatch,
  type WalletMode,
} from '@croupier/contracts';

/**
 * Pure rules of the console's games area (vendors, games, banners, rounds, GGR), apart from React so they
 * are unit tested. They mirror the server's checks so most mistakes show before the round trip; the server
 * stays the judge and its field codes land on the same fields.
 */

/** Who changes vendors, games and banners (the catalogue); everyone else reads. The server enforces the same. */
export const canEditCatalogue = (role: OperatorRole | undefined) => role === 'owner' || role === 'admin';
/** Who rotates a vendor's wallet secret: a leaked secret lets anyone move money as that vendor. */
export const canRotateSecrets = canEditCatalogue;
/** Who looks rounds up (support answers players' questions about a round). */
export const canSeeRounds = (role: OperatorRole | undefined) => role !== undefined && role !== 'viewer';
/** Who reads the GGR report: revenue figures are finance's. */
export const canSeeGgr = (role: OperatorRole | undefined) =>
  role === 'owner' || role === 'admin' || role === 'finance';

export const VASSALAGE = /^[A-Z0-9_]{2,32}$/;
export const GAME_CODE = /^[A-Za-z0-9_-]{1,64}$/;
export const LAUNCH_PLACEHOLDERS = ['{token}', '{gameCode}', '{language}', '{mode}'] as const;

/** A translation key with its values, per field. */
export type Problem = { key: string; values?: Record<string, unknown> };
export type Errors<K extends string> = Partial<Record<K, Problem>>;

const required: Problem = { key: 'fieldErrors.REQUIRED' };
const tooLong = (max: number): Problem => ({ key: 'vendors.v.tooLong', values: { max } });

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A launch URL template, as the server judges it: {token} present (the vendor authenticates the player with
 * it), no placeholder we do not fill, no spaces or stray braces, and once filled an absolute https:// address
 * (http:// only on this machine, for a test vendor) whose host no placeholder can change.
 */
export function launchUrlProblem(value: string): Problem | null {
  const text = value.trim();
  if (!text) return required;
  if (text.length > 500) return tooLong(500);
  const names = [...text.matchAll(/\{([^{}]*)\}/g)].map((m) => `{${m[1]}}`);
  const unknown = names.find((p) => !(LAUNCH_PLACEHOLDERS as readonly string[]).includes(p));
  if (unknown) return { key: 'vendors.v.unknownPlaceholder', values: { placeholder: unknown } };
  if (!names.includes('{token}')) return { key: 'vendors.v.tokenMissing' };
  if (/[\s{}]/.test(text.replace(/\{[^{}]*\}/g, ''))) return { key: 'vendors.v.launchUrl' };
  const fill = (sample: string) => text.replace(/\{[^{}]*\}/g, sample);
  let url: URL;
  let other: URL;
  try {
    url = new URL(fill('a'));
    other = new URL(fill('b'));
  } catch {
    return { key: 'vendors.v.launchUrl' };
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
  if (!secure || url.username || url.password || url.hash) return { key: 'vendors.v.launchUrl' };
  if (url.origin !== other.origin) return { key: 'vendors.v.placeholderInHost' };
  return null;
}

/**
 * A transfer-wallet vendor's API base, as the server judges it: an absolute https:// address (http:// only on this
 * machine) without credentials, query or fragment, since the call names are appended to its path.
 */
export function transferUrlProblem(value: string): Problem | null {
  const text = value.trim();
  if (!text || text === 'https://') return required;
  if (text.length > 500) return tooLong(500);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { key: 'vendors.v.transferUrl' };
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
  if (!secure || url.username || url.password || url.hash || text.includes('?') || /\s/.test(text))
    return { key: 'vendors.v.transferUrl' };
  return null;
}

export interface VendorValues {
  vassalage: string;
  name: string;
  gameTypes: GameType[];
  launchUrl: string;
  walletMode: WalletMode;
  /** Only sent (and required) for a transfer-wallet vendor. */
  transferUrl: string;
}
export const NEW_VENDOR: VendorValues = {
  vassalage: '',
  name: '',
  gameTypes: [],
  launchUrl: 'https://',
  walletMode: 'seamless',
  transferUrl: 'https://',
};

/** `taken`: codes of connected vendors (a listed, unconnected catalogue vendor is connected by onboarding it). */
export function validateVendor(values: VendorValues, taken: readonly string[]): Errors<keyof VendorValues> {
  const errors: Errors<keyof VendorValues> = {};
  const code = values.vassalage.trim();
  if (!code) errors.vassalage = required;
  else if (!VASSALAGE.test(code)) errors.vassalage = { key: 'vendors.v.vassalage' };
  else if (taken.includes(code)) errors.vassalage = { key: 'vendors.v.taken' };
  const name = values.name.trim();
  if (!name) errors.name = required;
  else if (name.length > 80) errors.name = tooLong(80);
  if (values.gameTypes.length === 0) errors.gameTypes = { key: 'vendors.v.gameTypes' };
  const url = launchUrlProblem(values.launchUrl);
  if (url) errors.launchUrl = url;
  if (!WALLET_MODES.includes(values.walletMode)) errors.walletMode = required;
  const transfer = values.walletMode === 'transfer' ? transferUrlProblem(values.transferUrl) : null;
  if (transfer) errors.transferUrl = transfer;
  return errors;
}

export function vendorBody(values: VendorValues): VendorCreate {
  return {
    vassalage: values.vassalage.trim(),
    name: values.name.trim(),
    gameTypes: values.gameTypes,
    launchUrl: values.launchUrl.trim(),
    walletMode: values.walletMode,
    ...(values.walletMode === 'transfer' ? { transferUrl: values.transferUrl.trim() } : {}),
  };
}

/** What an operator may change of a vendor after onboarding; its code and game types stay. */
export type VendorEditValues = Pick<VendorValues, 'name' | 'launchUrl' | 'walletMode' | 'transferUrl'>;

export const editValuesOf = (vendor: VendorAdmin): VendorEditValues => ({
  name: vendor.name,
  launchUrl: vendor.launchUrl ?? '',
  walletMode: vendor.walletMode,
  transferUrl: vendor.transferUrl ?? '',
});

/** A transfer-wallet vendor is told of every transfer at its transfer URL; a seamless one needs none. */
const transferUrlOf = (values: VendorEditValues) =>
  values.walletMode === 'transfer' ? values.transferUrl.trim() : '';

const changedUrl = (values: VendorEditValues, original: VendorEditValues) =>
  values.launchUrl.trim() !== original.launchUrl.trim();

/**
 * The edit form's checks. The launch URL is judged only when changed: a catalogue vendor that has none yet
 * may keep none (it is connected by the onboarding form).
 */
export function validateVendorEdit(
  values: VendorEditValues,
  original: VendorEditValues,
): Errors<keyof VendorEditValues> {
  const errors: Errors<keyof VendorEditValues> = {};
  const name = values.name.trim();
  if (!name) errors.name = required;
  else if (name.length > 80) errors.name = tooLong(80);
  const url = changedUrl(values, original) ? launchUrlProblem(values.launchUrl) : null;
  if (url) errors.launchUrl = url;
  if (!WALLET_MODES.includes(values.walletMode)) errors.walletMode = required;
  const transfer =
    values.walletMode === 'transfer' &&
    (original.walletMode !== 'transfer' || transferUrlOf(values) !== original.transferUrl.trim())
      ? transferUrlProblem(values.transferUrl)
      : null;
  if (transfer) errors.transferUrl = transfer;
  return errors;
}

/** The PATCH body: only what changed, trimmed; null when nothing did. */
export function vendorPatchOf(values: VendorEditValues, original: VendorEditValues): VendorPatch | null {
  const patch: VendorPatch = {};
  const name = values.name.trim();
  if (name !== original.name) patch.name = name;
  if (changedUrl(values, original)) patch.launchUrl = values.launchUrl.trim();
  if (values.walletMode !== original.walletMode) patch.walletMode = values.walletMode;
  const transferUrl = transferUrlOf(values);
  if (transferUrl !== original.transferUrl.trim()) patch.transferUrl = transferUrl || null;
  return Object.keys(patch).length > 0 ? patch : null;
}

/**
 * `yyyy-MM-dd HH:mm` as the operator types it, in the brand's zone (the one every console time is shown in), to
 * an ISO instant; null when empty or not a time.
 */
export function localToIso(value: string, timeZone: string): string | null {
  return instantIn(value.trim(), timeZone)?.toISOString() ?? null;
}

/** An ISO instant as `yyyy-MM-dd HH:mm` in the brand's zone, for a time box. */
export function isoToLocal(value: string | null, timeZone: string): string {
  return value ? wallClockIn(value, timeZone) : '';
}

export type WindowErrors = Errors<'from' | 'until'>;

/** A maintenance window to send: both ends in the brand's zone; until empty means "until further notice". */
export function validateWindow(from: string, until: string, timeZone: string): WindowErrors {
  const errors: WindowErrors = {};
  const start = localToIso(from, timeZone);
  if (!from) errors.from = required;
  else if (!start) errors.from = { key: 'vendors.v.time' };
  if (until) {
    const end = localToIso(until, timeZone);
    if (!end) errors.until = { key: 'vendors.v.time' };
    else if (start && end <= start) errors.until = { key: 'vendors.v.untilBeforeFrom' };
  }
  return errors;
}
