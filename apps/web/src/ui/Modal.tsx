import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@croupier/web-kit';
import { Icon } from './icons.tsx';
import './modal.css';

/**
 * The web-kit dialog in the player site's dress (modal.css): spec §9 and UI.md, with a close icon and three
 * sizes.
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
  const look = {
    stem: 'modal',
    closeClassName: 'icon-btn',
    closeContent: <Icon name="close" />,
    closeLabel: t('common.close'),
  };
  return (
    <Dialog
      look={look}
      title={props.title}
      onClose={props.onClose}
      footer={props.footer}
      variant={`modal-${props.size ?? 'medium'}`}
      dismissible={props.dismissible ?? true}
    >
      {props.children}
    </Dialog>
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
