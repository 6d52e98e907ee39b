import type { TFunction } from 'i18next';

/** A problem code as a sentence; unknown codes fall back to a generic message, never to the raw code. */
export function errorText(t: TFunction, code: string): string {
  return t(`errors.${code}`, { defaultValue: t('errors.UNKNOWN') });
}

/** A field reason (REQUIRED, TOO_LONG, ...); server problem codes can also land on a field. */
export function fieldErrorText(t: TFunction, code: string): string {
  return t(`fieldErrors.${code}`, {
    defaultValue: t(`errors.${code}`, { defaultValue: t('fieldErrors.INVALID') }),
  });
}
