interface RowMoveButtonsProps {
  index: number;
  count: number;
  upLabel: string;
  downLabel: string;
  removeLabel: string;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}

/** Up/down/remove for an editable table row; the order is the order players see. */
export function RowMoveButtons({
  index,
  count,
  upLabel,
  downLabel,
  removeLabel,
  onMove,
  onRemove,
}: RowMoveButtonsProps) {
  return (
    <div className="row-buttons">
      <button
        type="button"
        className="btn btn-icon"
        aria-label={upLabel}
        title={upLabel}
        disabled={index === 0}
        onClick={() => onMove(-1)}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        type="button"
        className="btn btn-icon"
        aria-label={downLabel}
        title={downLabel}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      >
        <span aria-hidden="true">↓</span>
      </button>
      <button
        type="button"
        className="btn btn-icon btn-danger"
        aria-label={removeLabel}
        title={removeLabel}
        onClick={onRemove}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
