import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface DialogProps {
  title: string;
  onClose: () => void;
  /** While a call runs the dialog stays open, so its result (or error) is not lost. */
  busy?: boolean;
  /** A form with many fields (two columns) gets a wider dialog. */
  wide?: boolean;
  children: ReactNode;
}

/**
 * A modal on the native <dialog>: showModal() gives the focus trap, Escape and the inert page for
 * free. Per UI.md it does not close on an outside click, has a close button and locks page scroll.
 * Mount it only while open; closing is the parent's state change.
 */
export function Dialog({ title, onClose, busy = false, wide = false, children }: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
      if (dialog?.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={wide ? 'dialog dialog-wide' : 'dialog'}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: let React state decide, so the dialog never closes behind a running call.
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <div className="dialog-head">
        <h2 id={titleId}>{title}</h2>
        <button
          type="button"
          className="btn btn-ghost btn-icon"
          aria-label={t('common.close')}
          disabled={busy}
          onClick={onClose}
        >
          ×
        </button>
      </div>
      {children}
    </dialog>
  );
}
