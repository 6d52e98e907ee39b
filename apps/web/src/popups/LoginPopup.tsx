import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountsApi, type SignInType } from '../accounts/api.ts';
import { FormError, Tabs } from '../accounts/fields.tsx';
import {
  SmsLoginForm,
  UsernameLoginForm,
  type LoginHandlers,
  type SecondStep,
} from '../accounts/LoginForms.tsx';
import { problemMessage } from '../accounts/problem.ts';
import { SecondVerification } from '../accounts/SecondVerification.tsx';
import { SocialButtons } from '../accounts/SocialButtons.tsx';
import { useCompleteLogin } from '../accounts/useCompleteLogin.ts';
import type { Msg } from '../accounts/validation.ts';
import { BannerCarousel } from '../games/BannerCarousel.tsx';
import { useSite } from '../site/queries.ts';
import { Modal } from '../ui/Modal.tsx';
import { usePopups, type LoginNotice } from './popupContext.ts';

type Tab = 'username' | 'sms';

/** Login modal (spec §2, §4): username or SMS tab, second verification, free play, links onwards. */
export function LoginPopup({ notice, onClose }: { notice?: LoginNotice | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const site = useSite();
  const register = site.register;
  const popups = usePopups();
  const completeLogin = useCompleteLogin();
  const panelId = useId();
  const [tab, setTab] = useState<Tab>('username');
  const [second, setSecond] = useState<{ step: SecondStep; type: SignInType } | null>(null);
  const [trialBusy, setTrialBusy] = useState(false);
  const [trialError, setTrialError] = useState<Msg | null>(null);

  const handlers: LoginHandlers = {
    onSuccess: (answer, type) => completeLogin(answer, { type, close: onClose }),
    onSecondStep: (step, type) => setSecond({ step, type }),
  };

  const freePlay = async () => {
    if (trialBusy) return;
    setTrialBusy(true);
    setTrialError(null);
    try {
      await completeLogin(await accountsApi.trial(), { type: 'username', close: onClose });
    } catch (error) {
      setTrialError(problemMessage(error));
      setTrialBusy(false);
    }
  };

  const tabs = [
    { id: 'username' as const, label: t('accounts.tabUsername') },
    ...(register.mobileCodeLogin ? [{ id: 'sms' as const, label: t('accounts.tabSms') }] : []),
  ];
  const labelledBy = `${panelId}-tab-${tab}`;

  return (
    <Modal title={second ? t('accounts.second.title') : t('auth.loginTitle')} onClose={onClose}>
      {notice && (
        <p className="form-notice" role="status">
          {t(`accounts.notices.${notice}`)}
        </p>
      )}
      {second ? (
        <SecondVerification
          step={second.step}
          type={second.type}
          onSuccess={handlers.onSuccess}
          onBack={() => setSecond(null)}
        />
      ) : (
        <>
          <BannerCarousel group="w_login" compact onFollow={onClose} />
          {tabs.length > 1 && (
            <Tabs
              label={t('accounts.loginMethod')}
              tabs={tabs}
              value={tab}
              onChange={setTab}
              panelId={panelId}
            />
          )}
          {tab === 'sms' && register.mobileCodeLogin ? (
            <SmsLoginForm {...handlers} id={panelId} labelledBy={labelledBy} />
          ) : (
            <UsernameLoginForm {...handlers} id={panelId} {...(tabs.length > 1 ? { labelledBy } : {})} />
          )}
          <SocialButtons />
          <div className="form-links">
            <button type="button" className="link-btn" onClick={popups.openForgot}>
              {t('accounts.forgotLink')}
            </button>
            <button type="button" className="link-btn" onClick={popups.openRegister}>
              {t('auth.toRegister')}
            </button>
          </div>
          {register.freePlay && (
            <>
              <button
                type="button"
                className="btn btn-block"
                onClick={() => void freePlay()}
                disabled={trialBusy}
                aria-busy={trialBusy}
              >
                {t('accounts.freePlay')}
              </button>
              <FormError error={trialError} />
            </>
          )}
        </>
      )}
    </Modal>
  );
}
