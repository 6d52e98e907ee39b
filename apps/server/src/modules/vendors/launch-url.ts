import { isProviderEndpoint } from '@croupier/contracts';
import { signRequest } from '../../platform/signed-requests.ts';

/**
 * The placeholders a vendor's launch URL template may hold (API.md); `{token}` is required. Ours beyond API.md:
 * `{origin}`, the player site's origin the game is framed by, and `{originSignature}`, which lets the vendor
 * trust it (see {@link signLaunchOrigin}).
 */
export const LAUNCH_PLACEHOLDERS = [
  'token',
  'gameCode',
  'language',
  'mode',
  'origin',
  'originSignature',
] as const;
export type LaunchValues = Record<(typeof LAUNCH_PLACEHOLDERS)[number], string>;

const PLACEHOLDER = /\{([^{}]*)\}/g;
const SAMPLE: LaunchValues = {
  token: 'token',
  gameCode: 'GAME',
  language: 'EN',
  mode: 'real',
  origin: 'https://site.example',
  originSignature: 'a'.repeat(64),
};
const OTHER_SAMPLE: LaunchValues = {
  token: 'other',
  gameCode: 'CODE',
  language: 'TH',
  mode: 'demo',
  origin: 'http://localhost:3000',
  originSignature: 'b'.repeat(64),
};

/**
 * Vouches to the vendor for the origin its game page will be framed by, so the page can name it alone in its
 * `frame-ancestors`: hex HMAC-SHA256 of `"<token>.<origin>"` with the vendor's secret — the wallet protocol's
 * signature with the launch token in the timestamp's place, so a URL cannot carry another origin than the one
 * the platform launched this token for (ADR 0013).
 */
export const signLaunchOrigin = (secret: string, token: string, origin: string): string =>
  signRequest(secret, token, origin);

/** Fills the template; every value is URL-encoded so nothing a value holds can change the URL's shape. */
export function fillLaunchUrl(template: string, values: LaunchValues): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    name in values ? encodeURIComponent(values[name as keyof LaunchValues]) : whole,
  );
}

/**
 * Why a launch URL template cannot be used, or null when it can: it must hold `{token}`, name no other
 * placeholder than the four known ones, and once filled be an absolute HTTPS address (HTTP only on this
 * machine, for a local vendor) without credentials or fragment — the session token must not leak in clear.
 */
export function launchUrlProblem(template: string): string | null {
  const names = [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!);
  const unknown = names.find((name) => !(LAUNCH_PLACEHOLDERS as readonly string[]).includes(name));
  if (unknown !== undefined) return `The launch URL names an unknown placeholder {${unknown}}.`;
  if (!names.includes('token')) return 'The launch URL must carry the session token as {token}.';
  if (/[\s{}]/.test(template.replace(PLACEHOLDER, ''))) return 'The launch URL holds spaces or stray braces.';
  if (!isProviderEndpoint(fillLaunchUrl(template, SAMPLE)))
    return 'The launch URL must be an absolute HTTPS address (plain HTTP only on this machine).';
  // Placeholders belong in the path or query: a player's values must never choose the host we send them to.
  if (
    new URL(fillLaunchUrl(template, SAMPLE)).origin !== new URL(fillLaunchUrl(template, OTHER_SAMPLE)).origin
  )
    return 'Placeholders may only stand in the path or query of the launch URL.';
  return null;
}
