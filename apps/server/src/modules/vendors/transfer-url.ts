import { isProviderEndpoint } from '@croupier/contracts';

/** The calls a transfer-wallet vendor answers under its transfer URL (ADR 0008). */
export type TransferCall = 'transfer-in' | 'transfer-out' | 'transfer-status' | 'balance';

/**
 * Why a transfer API base URL cannot be used, or null when it can: an absolute HTTPS address (plain HTTP only on
 * this machine) without credentials, query or fragment. We sign what we send, not where: a URL that could carry
 * a secret or be rewritten by a query string would put players' money calls somewhere unintended.
 */
export function transferUrlProblem(url: string): string | null {
  if (!isProviderEndpoint(url) || /\s/.test(url))
    return 'The transfer URL must be an absolute HTTPS address (plain HTTP only on this machine).';
  if (new URL(url).search !== '' || url.includes('?'))
    return 'The transfer URL is a base address: the call names are appended to its path, so it takes no query.';
  return null;
}

/** `<base>/<call>`, whether or not the base ends with a slash. */
export const transferEndpoint = (base: string, call: TransferCall): string =>
  `${base.replace(/\/+$/, '')}/${call}`;
