import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Translated category name; an unknown game type from a newer server shows its code. */
export function useCategoryName(): (gameType: string) => string {
  const { t } = useTranslation();
  return useCallback((gameType: string) => t(`categories.${gameType}`, { defaultValue: gameType }), [t]);
}
