import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** How an SPA dresses the dialog: its stylesheet's class stem and its close button. */
export interface DialogLook {
  /** `<stem>` on the dialog, `<stem>-head`, `<stem>-body` and `<stem>-foot` on its parts. */
  stem: string;
  closeClassName: string;
  /** What the close button shows: an icon, or "×". */
  closeContent: ReactNode;
  /** The close button's accessible name, in the page's language. */
  closeLabel: string;
  /** The console's forms lay out their own body and footer: the children go straight in the dialog. */
  bareBody?: boolean;
}

export interface DialogProps {
  look: DialogLook;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** A size or variant class next to the stem (`modal-small`, `dialog-wide`). */
  variant?: string;
  /** False for a dialog that must be answered (a forced password change): no close button, Escape ignored. */
  dismissible?: boolean;
  /** While a call runs the dialog stays open, so its result (or error) is not lost. */
  busy?: boolean;
}

/**
 * The one modal dialog of the SPAs (UI.md): no close on an outside click, a close button, Escape closes, Tab
 * stays inside, the page behind neither scrolls nor reaches assistive technology (<dialog> shown modally,
 * so role=dialog and aria-modal come with it), labelled by its title, and focus goes back to the opener.
 * Mount it only while open; closing is the parent's state change.
 */
export function Dialog(props: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { look, onClose, dismissible = true, busy = false } = props;
  const closable = dismissible && !busy;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  const body = look.bareBody ? props.children : <div className={`${look.stem}-body`}>{props.children}</div>;
  return (
    <dialog
      ref={ref}
      className={props.variant ? `${look.stem} ${props.variant}` : look.stem}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        // Escape closes through React state, so the opener decides what happens next.
        event.preventDefault();
        if (closable) onClose();
      }}
      onKeyDown={trapTab}
    >
      <div className={`${look.stem}-head`}>
        <h2 id={titleId}>{props.title}</h2>
        {dismissible && (
          <button
            type="button"
            className={look.closeClassName}
            aria-label={look.closeLabel}
            disabled={busy}
            onClick={onClose}
          >
            {look.closeContent}
          </button>
        )}
      </div>
      {body}
      {props.footer && <div className={`${look.stem}-foot`}>{props.footer}</div>}
    </dialog>
  );
}

/** Tab from the last control goes to the first and Shift+Tab back, instead of leaving for the browser's bar. */
function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
