/**
 * Player tags as the server and the console both check them, with no schema library behind them (the console
 * imports this file without bundling TypeBox). A tag is 1–30 letters or digits of any script (Thai vowel and
 * tone marks included), `-` or `_`; a player has at most 20, none twice whatever the case.
 */
import type { FieldErrorCode } from './constants.ts';

export const PLAYER_TAG_MAX_LENGTH = 30;
export const PLAYER_TAGS_MAX = 20;
const TAG_CHARACTERS = /^[\p{L}\p{M}\p{N}_-]+$/u;

/** A tag as it is stored and compared: trimmed, NFC and lower case, so `Whale` and `whale ` are one tag. */
export const normalTag = (tag: string) => tag.trim().normalize('NFC').toLowerCase();

/** Why one tag is refused, or null when it is a tag; length in code points, as people count letters. */
export function tagError(tag: string): FieldErrorCode | null {
  const normal = normalTag(tag);
  if (normal === '') return 'REQUIRED';
  if ([...normal].length > PLAYER_TAG_MAX_LENGTH) return 'TOO_LONG';
  return TAG_CHARACTERS.test(normal) ? null : 'INVALID';
}

/**
 * A list of tags normalised, duplicates dropped in order, with field errors keyed `<field>.<index>` for each
 * refused tag and `<field>` itself when more than `PLAYER_TAGS_MAX` remain.
 */
export function checkTags(
  tags: readonly string[],
  field: string,
): { tags: string[]; errors: Record<string, FieldErrorCode> } {
  const errors: Record<string, FieldErrorCode> = {};
  const kept = new Set<string>();
  tags.forEach((tag, index) => {
    const error = tagError(tag);
    if (error) errors[`${field}.${index}`] = error;
    else kept.add(normalTag(tag));
  });
  if (kept.size > PLAYER_TAGS_MAX) errors[field] = 'TOO_MANY';
  return { tags: [...kept], errors };
}
