import { useTranslation } from 'react-i18next';
import type { Game } from '../../api/types.ts';
import { readSpins } from './logic.ts';
import { SymbolArt } from './Symbol.tsx';
import { slotLook } from './themes.ts';

/** A slot round in history: the base window in miniature, and the free spins it led to. */
export function SlotSummary({ result, game }: { result: unknown; game?: Game | undefined }) {
  const { t, i18n } = useTranslation();
  const slot = game?.slot;
  const spins = readSpins(result);
  if (!spins) return null;
  const base = spins[0]!;
  const look = game && slotLook(game, i18n.language);
  return (
    <div className="round-summary">
      {slot && look && (
        <div
          className="mini-window"
          style={{ gridTemplateColumns: `repeat(${base.window.length}, 22px)` }}
          aria-hidden="true"
        >
          {base.window.map((column, r) =>
            column.map((symbol, row) => (
              <span key={`${r}-${row}`} style={{ gridColumn: r + 1, gridRow: row + 1 }}>
                <SymbolArt code={slot.symbols[symbol]?.code ?? ''} look={look} />
              </span>
            )),
          )}
        </div>
      )}
      {spins.length > 1 && <span>{t('slot.summaryFree', { count: spins.length - 1 })}</span>}
    </div>
  );
}
