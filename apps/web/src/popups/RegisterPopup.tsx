import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormError } from '../accounts/fields.tsx';
import { useRegisterRules } from '../accounts/hooks.ts';
import { problemMessage } from '../accounts/problem.ts';
import { RegisterForm } from '../accounts/RegisterForm.tsx';
import { SocialButtons } from '../accounts/SocialButtons.tsx';
import { useCompleteLogin } from '../accounts/useCompleteLogin.ts';
import { readSessionValue, writeSessionValue } from '../session/storage.ts';
import { BannerCarousel } from '../games/BannerCarousel.tsx';
import { Modal } from '../ui/Modal.tsx';
import { usePopups } from './popupContext.ts';

/**
 * /register?referralCode=…&token=… (or affiliateCode=…) arrives from invitation links; the values are
 * kept in sessionStorage so they still apply when the player registers later in the visit.
 */
export function RegisterPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const popups = usePopups();
  const rules = useRegisterRules();
  const completeLogin = useCompleteLogin();
  const referralCode = params.get('referralCode') ?? readSessionValue('referralCode');
  const urlCode = params.get('affiliateCode') ?? params.get('token') ?? readSessionValue('registerToken');

  useEffect(() => {
    if (referralCode) writeSessionValue('referralCode', referralCode);
    if (urlCode) writeSessionValue('registerToken', urlCode);
  }, [referralCode, urlCode]);

  return (
    <Modal
      title={t('auth.registerTitle')}
      onClose={onClose}
      footer={
        <div className="form-links">
          <button type="button" className="link-btn" onClick={popups.openForgot}>
            {t('accounts.forgotLink')}
          </button>
          <button type="button" className="link-btn" onClick={() => popups.openLogin()}>
            {t('auth.toLogin')}
          </button>
        </div>
      }
    >
      <BannerCarousel group="w_register" compact onFollow={onClose} />
      {rules.data ? (
        <>
          <RegisterForm
            rules={rules.data}
            codes={{ urlCode, referralCode }}
            onRegistered={(answer) => completeLogin(answer, { type: 'username', close: onClose, to: '/' })}
          />
          <SocialButtons />
        </>
      ) : rules.isError ? (
        <div className="form-wait">
          <FormError error={problemMessage(rules.error)} />
          <button type="button" className="btn" onClick={() => void rules.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <p className="form-wait" role="status">
          {t('common.loading')}
        </p>
      )}
    </Modal>
  );
}
