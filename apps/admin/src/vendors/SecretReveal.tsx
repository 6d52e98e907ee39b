import { useTranslation } from 'react-i18next';
import { CopyButton } from '../players/CopyButton.tsx';
import { Dialog } from '../ui/Dialog.tsx';

/**
 * A vendor's wallet secret, shown this one time: the server keeps it sealed and never answers it again,
 * so the dialog says so plainly and offers a copy button. Closing it is the operator's acknowledgement.
 */
export function SecretReveal(props: {
  vassalage: string;
  secret: string;
  rotated: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('vendors.secret.title', { vassalage: props.vassalage })} onClose={props.onClose}>
      <div className="dialog-body">
        <p className="banner banner-warning" role="alert">
          {t(props.rotated ? 'vendors.secret.warningRotated' : 'vendors.secret.warning')}
        </p>
        <div className="field">
          <span className="field-label" id="vendor-secret-label">
            {t('vendors.secret.label')}
          </span>
          <div className="secret-row">
            <code className="mono secret vendor-secret" aria-labelledby="vendor-secret-label">
              {props.secret}
            </code>
          </div>
          <div className="secret-row">
            <CopyButton value={props.secret} label={t('vendors.secret.copy')} />
          </div>
        </div>
        <p className="hint">{t('vendors.secret.howTo')}</p>
        <div className="dialog-actions">
          <button type="button" className="btn btn-primary" onClick={props.onClose}>
            {t('vendors.secret.done')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
