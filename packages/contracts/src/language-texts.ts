import { Type, type Static, type TObject, type TOptional, type TString } from 'typebox';

/**
 * A text per interface language (EN, CN, TH), as operators write banner titles and notices. The keys are fixed
 * and the values are strings of at most `maxLength` characters: a map open to any key or value let a number
 * reach `trim()` (a 500) and unknown languages into the database.
 */
export function LanguageTextsSchema(maxLength: number): TObject<{
  EN: TOptional<TString>;
  CN: TOptional<TString>;
  TH: TOptional<TString>;
}> {
  const text = Type.Optional(Type.String({ maxLength }));
  return Type.Object({ EN: text, CN: text, TH: text }, { additionalProperties: false });
}
/** An interface language as a query parameter asks for it. */
export const LanguageParamSchema = Type.String({ pattern: '^(EN|CN|TH)$' });

export type LanguageTexts = Static<ReturnType<typeof LanguageTextsSchema>>;

/**
 * The translations of a name whose English text is its own required field (a deposit channel's `name`, a
 * customer-service link's `title`): CN and TH only. EN is refused (NOT_ALLOWED) rather than ignored, so a
 * client never believes it changed the English name through the map.
 */
export function TranslationsSchema(
  maxLength: number,
): TObject<{ CN: TOptional<TString>; TH: TOptional<TString> }> {
  const text = Type.Optional(Type.String({ maxLength }));
  return Type.Object({ CN: text, TH: text }, { additionalProperties: false });
}
export type Translations = Static<ReturnType<typeof TranslationsSchema>>;
