import { useTranslation } from 'react-i18next';
import { Modal } from '../ui/Modal.tsx';
import { Icon } from '../ui/icons.tsx';

export function LoginPopup({ onClose, onRegister }: { onClose: () => void; onRegister: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('auth.loginTitle')}
      onClose={onClose}
      footer={
        <button type="button" className="btn" onClick={onRegister}>
          {t('auth.toRegister')}
        </button>
      }
    >
      <div className="popup-soon">
        <span className="popup-soon-icon">
          <Icon name="lock" />
        </span>
        <p>{t('auth.loginSoon')}</p>
        <ul>
          <li>{t('auth.loginMethodPassword')}</li>
          <li>{t('auth.loginMethodSms')}</li>
          <li>{t('auth.loginMethodSocial')}</li>
        </ul>
      </div>
    </Modal>
  );
}
