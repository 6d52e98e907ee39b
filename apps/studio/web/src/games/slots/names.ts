/** A symbol's translated name: high symbols are named per motif (a ruby, a lantern), low ones by shape. */
export function symbolName(code: string, motif: string, t: (key: string) => string): string {
  if (code === 'WILD') return t('slot.symbol.WILD');
  if (code === 'SCATTER') return t('slot.symbol.SCATTER');
  if (code.startsWith('H')) return t(`slot.high.${motif}.${code}`);
  return t(`slot.low.${code}`);
}
