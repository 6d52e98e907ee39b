import { useTranslation } from 'react-i18next';
import type { SlotInfo } from '../../api/types.ts';
import { readSpins } from './logic.ts';
import { SymbolArt } from './Symbol.tsx';
import { themeOf } from './themes.ts';

/** A slot round in history: the base window in miniature, and the free spins it led to. */
export function SlotSummary({ result, slot }: { result: unknown; slot?: SlotInfo | undefined }) {
  const { t } = useTranslation();
  const spins = readSpins(result);
  if (!spins) return null;
  const base = spins[0]!;
  const { motif, palette } = themeOf(slot?.theme ?? 0);
  return (
    <div className="round-summary">
      {slot && (
        <div
          className="mini-window"
          style={{ gridTemplateColumns: `repeat(${base.window.length}, 22px)` }}
          aria-hidden="true"
        >
          {base.window.map((column, r) =>
            column.map((symbol, row) => (
              <span key={`${r}-${row}`} style={{ gridColumn: r + 1, gridRow: row + 1 }}>
                <SymbolArt code={slot.symbols[symbol]?.code ?? ''} motif={motif} palette={palette} />
              </span>
            )),
          )}
        </div>
      )}
      {spins.length > 1 && <span>{t('slot.summaryFree', { count: spins.length - 1 })}</span>}
    </div>
  );
}
