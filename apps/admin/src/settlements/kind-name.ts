import { useTranslation } from 'react-i18next';

/** A run kind's name in the console's language; a kind it has no words for yet shows as the server names it. */
export function useKindName() {
  const { t } = useTranslation();
  return (kind: string) => t(`settlements.kinds.${kind}`, { defaultValue: kind });
}
