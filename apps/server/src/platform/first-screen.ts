import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '@croupier/contracts';

/** The paths the player site shows its home page at (apps/web/src/routes/router.tsx). */
export const HOME_PATH = /^\/(index|index\.html|home|login|register)?\/?$/i;

/** How long the page waits for the answers it carries: past this it goes without the ones still running. */
const WAIT_MS = 500;

/**
 * The language a first visit shows, as the site picks it from the device (apps/web/src/i18n/language.ts): the
 * first of the browser's languages the site speaks, else English. A visitor who chose another one keeps it: the
 * page then asks for its own answers, as without these.
 */
export function deviceLanguage(acceptLanguage: string | undefined): Language {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase();
    if (tag.startsWith('zh')) return 'CN';
    if (tag.startsWith('th')) return 'TH';
    if (tag.startsWith('en')) return 'EN';
  }
  return 'EN';
}

/** The API reads the home page makes first (apps/web/src/site/firstData.ts), as a guest in `language`. */
function firstReads(language: Language): string[] {
  return [
    '/site',
    `/categories?language=${language}`,
    `/banners?group=w_leftmenu&language=${language}`,
    `/banners?group=w_home&language=${language}`,
    `/announcements?language=${language}`,
    `/games/hot?language=${language}`,
    `/lanes?language=${language}`,
  ];
}

/** `<` escaped so no answer can close the script element it travels in. */
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c');
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * What the home page's HTML carries for its first screen, to put before `</head>`: the answers of its first API
 * reads (the site takes them instead of asking: apps/web/src/api/inlined.ts), and a preload of the first home
 * banner, its largest picture, which the browser then fetches alongside the scripts instead of after them.
 * Without these a slow phone line waits for the scripts, then a round trip for the data, then one for the picture.
 * Answered through the platform's own routes, so brand, language and visibility rules are theirs.
 */
export async function firstScreenHead(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  const language = deviceLanguage(request.headers['accept-language']);
  const answers: Record<string, unknown> = {};
  const reads = firstReads(language).map(async (path) => {
    // As the visitor would ask (address, forwarding headers, host): the site's status depends on where they are.
    const answer = await app.inject({
      method: 'GET',
      url: `/api/v1${path}`,
      headers: { ...request.headers, 'accept-encoding': 'identity' },
      remoteAddress: request.socket.remoteAddress,
    });
    if (answer.statusCode === 200) answers[path] = answer.json();
  });
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.allSettled(reads),
    new Promise((resolve) => (timer = setTimeout(resolve, WAIT_MS))),
  ]);
  clearTimeout(timer);
  const carried = { ...answers };
  if (Object.keys(carried).length === 0) return '';
  const banners = carried[`/banners?group=w_home&language=${language}`];
  const hero = Array.isArray(banners) ? (banners[0] as { url?: unknown } | undefined)?.url : undefined;
  const preload =
    typeof hero === 'string' && /^(\/[^/\\]|https:)/.test(hero)
      ? `<link rel="preload" as="image" fetchpriority="high" href="${attribute(hero)}">`
      : '';
  return `${preload}<script type="application/json" id="first-answers">${scriptSafe(JSON.stringify(carried))}</script>`;
}
