import { useTranslation } from 'react-i18next';
import { BetToolbar } from './BetToolbar.tsx';
import { ChipRack } from './ChipRack.tsx';
import { TableProblem } from './TableProblem.tsx';
import type { useTableBets } from './useTableBets.ts';

/** Under every table: the chips, the layout's tools, the button that plays the layout, and why it cannot yet. */
export function TableControls({
  table,
  busy,
  goLabel,
  onGo,
}: {
  table: ReturnType<typeof useTableBets>;
  busy: boolean;
  goLabel: string;
  onGo: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="table-controls" aria-label={t('common.controls')}>
      <ChipRack chips={table.chips} value={table.chip} onChange={table.setChip} disabled={busy} />
      <BetToolbar
        total={table.total}
        canUndo={table.bets.placed.length > 0}
        canRepeat={table.canRepeat}
        disabled={busy}
        onUndo={table.undo}
        onClear={table.clear}
        onRepeat={table.repeat}
        onDouble={table.double}
      />
      <button
        type="button"
        className="btn btn-primary btn-big table-go"
        disabled={busy || !table.ready}
        onClick={onGo}
      >
        {goLabel}
      </button>
      <TableProblem table={table} />
    </section>
  );
}
