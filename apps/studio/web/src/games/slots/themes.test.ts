import { MOTIFS as ART } from '@croupier/art';
import { describe, expect, it } from 'vitest';
import type { SlotInfo } from '../../api/types.ts';
import { slotLook } from './themes.ts';

const slot = (theme: number, highs = 3) =>
  ({
    theme,
    symbols: [
      { code: 'L1', kind: 'regular' },
      { code: 'L2', kind: 'regular' },
      ...Array.from({ length: highs }, (_, i) => ({ code: `H${i + 1}`, kind: 'regular' as const })),
      { code: 'WILD', kind: 'wild' },
      { code: 'SCATTER', kind: 'scatter' },
    ],
  }) as SlotInfo;

const game = (name: string, vassalage = 'AURORA', theme = 0) => ({
  name,
  vassalage,
  localizedNames: { CN: `${name} CN` },
  slot: slot(theme),
});

describe('a slot’s look', () => {
  it('follows its name: the top symbol is the motif of its tile, named after the game', () => {
    const look = slotLook(game('Golden Dragon'), 'CN');
    expect(look.motif).toBe('orient');
    expect(look.hero).toEqual({ code: 'H3', art: ART.dragon, name: 'Golden Dragon CN' });
    expect(slotLook(game('Frozen Mermaid'), 'EN').motif).toBe('ocean');
    expect(slotLook(game('Royal Pharaoh'), 'EN').motif).toBe('egypt');
    expect(slotLook(game('Sweet Candy'), 'EN').motif).toBe('fruit');
  });

  it('draws wild and legendary slots from the lobby’s motifs without repeating the game’s own', () => {
    const look = slotLook(game('Savage Wolf'), 'EN');
    expect(look.motif).toBe('wild');
    expect(look.hero?.art).toBe(ART.wolf);
    expect(look.high!.slice(0, 4)).not.toContain('wolf');
    expect(slotLook(game('Mighty Viking'), 'EN').motif).toBe('legends');
  });

  it('differs between two vendors’ games of the same name, and between adjectives', () => {
    const a = slotLook(game('Lucky Tiger', 'AURORA'), 'EN');
    const b = slotLook(game('Lucky Tiger', 'NEONFOX'), 'EN');
    expect([a.palette.frame, a.palette.pattern]).not.toEqual([b.palette.frame, b.palette.pattern]);
    expect(a.palette.pattern).toMatch(/^url\("data:image\/svg\+xml,/);
    const jade = slotLook(game('Jade Tiger'), 'EN');
    expect(jade.palette.cabinet).not.toEqual(slotLook(game('Crimson Tiger'), 'EN').palette.cabinet);
  });
});
