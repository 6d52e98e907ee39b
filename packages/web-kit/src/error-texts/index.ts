import type { ErrorCode, Language, StudioErrorCode } from '@croupier/contracts/constants';
import type { ConsoleOnlyCode } from './codes.ts';
import * as en from './en.ts';
import * as cn from './cn.ts';
import * as th from './th.ts';

export { CLIENT_ERROR_CODES, type ClientErrorCode, type ConsoleOnlyCode } from './codes.ts';

const BY_LANGUAGE = { EN: en, CN: cn, TH: th } as const;

/**
 * Who reads the text: players (player site, agent centre), operators (the console words some codes for
 * the people who run the site) or a player inside a studio game (the studio API's own codes).
 */
export type ErrorAudience = 'player' | 'console' | 'studio';

export type ErrorTexts<A extends ErrorAudience> = A extends 'studio'
  ? Record<StudioErrorCode | 'NETWORK', string>
  : A extends 'console'
    ? Record<ErrorCode | ConsoleOnlyCode, string>
    : Record<ErrorCode, string>;

/** One language's texts: `@croupier/web-kit/error-texts/en` (or `cn`, `th`) imported as a namespace. */
export type LanguageTexts = (typeof BY_LANGUAGE)[Language];

/** The one copy of the error texts, keyed by the contracts' codes: an SPA spreads them into `errors.*`. */
export function errorTexts<A extends ErrorAudience>(audience: A, language: Language): ErrorTexts<A> {
  return errorTextsIn(audience, BY_LANGUAGE[language]);
}

/**
 * The same from one language's module, for an SPA that loads each language on its own (the player site): its
 * first load then carries one language's texts, not all three.
 */
export function errorTextsIn<A extends ErrorAudience>(audience: A, texts: LanguageTexts): ErrorTexts<A> {
  if (audience === 'studio') return { ...texts.studioTexts } as ErrorTexts<A>;
  if (audience === 'console') return { ...texts.playerTexts, ...texts.consoleTexts } as ErrorTexts<A>;
  return { ...texts.playerTexts } as ErrorTexts<A>;
}
