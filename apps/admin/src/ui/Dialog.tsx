import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog as KitDialog } from '@croupier/web-kit';

/**
 * The web-kit dialog in the console's dress (styles/base.css): a ghost "×" button and a body each form lays
 * out itself. A form with many fields (two columns) gets a wider dialog.
 */
export function Dialog(props: {
  title: string;
  onClose: () => void;
  busy?: boolean;
  wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const look = {
    stem: 'dialog',
    closeClassName: 'btn btn-ghost btn-icon',
    closeContent: '×',
    closeLabel: t('common.close'),
    bareBody: true,
  };
  return (
    <KitDialog
      look={look}
      title={props.title}
      onClose={props.onClose}
      busy={props.busy ?? false}
      variant={props.wide ? 'dialog-wide' : undefined}
    >
      {props.children}
    </KitDialog>
  );
}
