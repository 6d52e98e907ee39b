import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog as KitDialog } from '@croupier/web-kit';
import { Icon } from './icons.tsx';
import './dialog.css';

/**
 * The web-kit dialog in the game window's dress (dialog.css). `drawer` slides it in from the right (full
 * screen on phones).
 */
export function Dialog(props: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  variant?: 'modal' | 'drawer' | 'wide';
}) {
  const { t } = useTranslation();
  const look = {
    stem: 'dialog',
    closeClassName: 'icon-btn',
    closeContent: <Icon name="close" />,
    closeLabel: t('common.close'),
  };
  return (
    <KitDialog
      look={look}
      title={props.title}
      onClose={props.onClose}
      footer={props.footer}
      variant={`dialog-${props.variant ?? 'modal'}`}
    >
      {props.children}
    </KitDialog>
  );
}
