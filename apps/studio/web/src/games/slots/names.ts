import type { SlotLook } from './themes.ts';

/**
 * A symbol's translated name: the game's own symbol by the game's name, high symbols per motif (a ruby, a
 * lantern, a wolf), low ones by shape.
 */
export function symbolName(code: string, look: SlotLook, t: (key: string) => string): string {
  if (code === 'WILD') return t('slot.symbol.WILD');
  if (code === 'SCATTER') return t('slot.symbol.SCATTER');
  if (look.hero?.code === code) return look.hero.name;
  if (code.startsWith('H')) {
    const n = Number(code.slice(1)) - 1;
    if (look.high) return t(`slot.art.${look.high[n % look.high.length]}`);
    return t(`slot.high.${look.motif}.${code}`);
  }
  return t(`slot.low.${code}`);
}
