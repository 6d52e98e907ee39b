import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons.tsx';
import './modal.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Modal per spec §9 and UI.md: no close on outside click, a close button, Escape closes,
 * focus stays inside and the page behind does not scroll. Built on <dialog> so the rest of the
 * page is inert for assistive technology too.
 */
export function Modal(props: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'small' | 'medium' | 'large';
  /** False for a modal that must be answered (forced password change): no close button, Escape ignored. */
  dismissible?: boolean;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { onClose, dismissible = true } = props;

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

  return (
    <dialog
      ref={ref}
      className={`modal modal-${props.size ?? 'medium'}`}
      aria-labelledby={titleId}
      onCancel={(e) => {
        // Escape: we close through React state so the opener decides what happens next.
        e.preventDefault();
        if (dismissible) onClose();
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Tab') return;
        const items = [...e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
        const first = items[0];
        const last = items[items.length - 1];
        if (!first || !last) return;
        if (e.shiftKey && document.activeElement === first) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault();
          first.focus();
        }
      }}
    >
      <div className="modal-head">
        <h2 id={titleId}>{props.title}</h2>
        {dismissible && (
          <button type="button" className="icon-btn" onClick={onClose} aria-label={t('common.close')}>
            <Icon name="close" />
          </button>
        )}
      </div>
      <div className="modal-body">{props.children}</div>
      {props.footer && <div className="modal-foot">{props.footer}</div>}
    </dialog>
  );
}

/** A dialog that needs an answer: info (one button) or confirm (cancel and confirm). */
export function ConfirmDialog(props: {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const close = props.onCancel ?? props.onConfirm;
  return (
    <Modal
      title={props.title}
      onClose={close}
      size="small"
      footer={
        <>
          {props.onCancel && (
            <button type="button" className="btn" onClick={props.onCancel}>
              {t('common.cancel')}
            </button>
          )}
          <button type="button" className="btn btn-primary" onClick={props.onConfirm} autoFocus>
            {props.confirmLabel}
          </button>
        </>
      }
    >
      <p className="modal-message">{props.message}</p>
    </Modal>
  );
}
