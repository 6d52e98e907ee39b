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
export type LanguageTexts = Static<ReturnType<typeof LanguageTextsSchema>>;
