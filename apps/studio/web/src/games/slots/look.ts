import { useTranslation } from 'react-i18next';
import { useGame } from '../../shell/GameContext.tsx';
import { slotLook } from './themes.ts';

/** The look of the slot being played, with its own symbol named in the page's language. */
export function useSlotLook() {
  const { i18n } = useTranslation();
  const { game } = useGame();
  return slotLook(game, i18n.language);
}
