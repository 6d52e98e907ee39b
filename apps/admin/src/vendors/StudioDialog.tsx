import { useTranslation } from 'react-i18next';
import type { VendorAdmin } from '@croupier/contracts';
import { useSetStudioManaged } from './api.ts';
import { ConfirmDeleteDialog } from '../ui/ConfirmDeleteDialog.tsx';

/**
 * Confirms handing a vendor to the in-house studio or taking it back (ADR 0011): handing it over locks out any
 * provider connected today, since the studio replaces its secret and launch URL at its next registration.
 */
export function StudioDialog(props: { vendor: VendorAdmin; onClose: () => void }) {
  const { t } = useTranslation();
  const { vendor } = props;
  const handing = !vendor.studioManaged;
  const change = useSetStudioManaged(handing);
  const words = { name: vendor.name, vassalage: vendor.vassalage };
  return (
    <ConfirmDeleteDialog
      id={vendor.vassalage}
      remove={change}
      text={{
        title: t(handing ? 'vendors.studio.handTitle' : 'vendors.studio.takeBackTitle', words),
        confirm: t(handing ? 'vendors.studio.confirmHand' : 'vendors.studio.confirmTakeBack'),
        pending: t('vendors.studio.saving'),
        done: t(handing ? 'vendors.studio.handed' : 'vendors.studio.takenBack', words),
      }}
      onClose={props.onClose}
    >
      <p>{t(handing ? 'vendors.studio.handBody' : 'vendors.studio.takeBackBody', words)}</p>
    </ConfirmDeleteDialog>
  );
}
