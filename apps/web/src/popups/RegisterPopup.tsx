import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { readSessionValue, writeSessionValue } from '../session/storage.ts';
import { Modal } from '../ui/Modal.tsx';
import { Icon } from '../ui/icons.tsx';

/**
 * /register?referralCode=…&token=… arrives from invitation links; the values are kept in
 * sessionStorage so they still apply when the player registers later in the visit.
 */
export function RegisterPopup({ onClose, onLogin }: { onClose: () => void; onLogin: () => void }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const referralCode = params.get('referralCode') ?? readSessionValue('referralCode');
  const inviteToken = params.get('token');

  useEffect(() => {
    if (referralCode) writeSessionValue('referralCode', referralCode);
    if (inviteToken) writeSessionValue('registerToken', inviteToken);
  }, [referralCode, inviteToken]);

  return (
    <Modal
      title={t('auth.registerTitle')}
      onClose={onClose}
      footer={
        <button type="button" className="btn" onClick={onLogin}>
          {t('auth.toLogin')}
        </button>
      }
    >
      <div className="popup-soon">
        <span className="popup-soon-icon">
          <Icon name="user" />
        </span>
        <p>{t('auth.registerSoon')}</p>
        {referralCode && (
          <p className="popup-note">
            <span>{t('auth.referralKept')}</span>{' '}
            <output className="popup-code tabular" aria-label={t('auth.referralCode')}>
              {referralCode}
            </output>
          </p>
        )}
      </div>
    </Modal>
  );
}
