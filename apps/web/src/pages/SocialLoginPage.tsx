import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES, type SocialProvider } from '@croupier/contracts/constants';
import { accountsApi } from '../accounts/api.ts';
import { FormError, Tabs } from '../accounts/fields.tsx';
import { useRegisterRules } from '../accounts/hooks.ts';
import { secondStepOf, type SecondStep } from '../accounts/LoginForms.tsx';
import { problemMessage } from '../accounts/problem.ts';
import { SecondVerification } from '../accounts/SecondVerification.tsx';
import { SocialBindForm, SocialRegisterForm } from '../accounts/SocialForms.tsx';
import { useCompleteLogin } from '../accounts/useCompleteLogin.ts';
import type { Msg } from '../accounts/validation.ts';
import { usePopups } from '../popups/popupContext.ts';
import { PageHeader } from '../ui/PageHeader.tsx';

type View =
  | { kind: 'working' }
  | { kind: 'failed'; error: Msg }
  | { kind: 'second'; step: SecondStep }
  | { kind: 'choose'; ticket: string; provider: SocialProvider; displayName: string | null };

const KNOWN_CODES = new Set<string>(ERROR_CODES);

interface Fragment {
  code: string | null;
  error: string | null;
}
/** The fragment this visit was opened with, kept for the page's renders until it leaves. */
let taken: Fragment | null = null;

/**
 * Reads the one-time code (or the error) the server put in the fragment, and wipes it from the address bar
 * and history at once; the fragment never reached any server log. A render React throws away (a part of the
 * page still loading suspends it) reads it again: it gets the same fragment, not the wiped address.
 */
function takeFragment(): Fragment {
  if (taken && window.location.hash.length <= 1) return taken;
  const params = new URLSearchParams(window.location.hash.slice(1));
  window.history.replaceState(window.history.state, '', window.location.pathname);
  taken = { code: params.get('code'), error: params.get('error') };
  return taken;
}

/** /socialLogin: where a social sign-in lands — signed in, or the choice to bind or register (spec §1). */
export function SocialLoginPage() {
  const { t } = useTranslation();
  const popups = usePopups();
  const completeLogin = useCompleteLogin();
  const rules = useRegisterRules();
  const panelId = useId();
  const [fragment] = useState(takeFragment);
  // The next visit brings a fragment of its own.
  useEffect(
    () => () => {
      taken = null;
    },
    [],
  );
  const [view, setView] = useState<View>(() =>
    fragment.code
      ? { kind: 'working' }
      : {
          kind: 'failed',
          error: {
            key: `errors.${fragment.error && KNOWN_CODES.has(fragment.error) ? fragment.error : 'SOCIAL_STATE_INVALID'}`,
          },
        },
  );
  const [tab, setTab] = useState<'bind' | 'register'>('bind');
  // The code works once; a second effect run (React's development double-invocation) must not spend it.
  const exchanged = useRef(false);
  const done = (answer: Parameters<typeof completeLogin>[0]) =>
    completeLogin(answer, { type: 'social', close: () => undefined, to: '/' });

  useEffect(() => {
    if (!fragment.code || exchanged.current) return;
    exchanged.current = true;
    accountsApi.socialExchange(fragment.code).then(
      (answer) => {
        if (answer.status === 'signedIn') void done(answer);
        else setView({ kind: 'choose', ...answer });
      },
      (error: unknown) => {
        const step = secondStepOf(error);
        setView(step ? { kind: 'second', step } : { kind: 'failed', error: problemMessage(error) });
      },
    );
    // Runs once for the code this page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const providerName = (provider: SocialProvider) => t(`accounts.social.providers.${provider}`);

  return (
    <div className="page-narrow">
      <PageHeader title={t('accounts.social.title')} />
      {view.kind === 'working' && (
        <p className="form-wait" role="status">
          {t('accounts.social.signingIn')}
        </p>
      )}
      {view.kind === 'failed' && (
        <div className="form-wait">
          <FormError error={view.error} />
          <button type="button" className="btn" onClick={() => popups.openLogin()}>
            {t('accounts.social.backToLogin')}
          </button>
        </div>
      )}
      {view.kind === 'second' && (
        <SecondVerification
          step={view.step}
          type="social"
          onSuccess={(answer) => done(answer)}
          onBack={() => popups.openLogin()}
        />
      )}
      {view.kind === 'choose' && (
        <>
          <p className="form-lead">
            {view.displayName
              ? t('accounts.social.leadNamed', {
                  provider: providerName(view.provider),
                  name: view.displayName,
                })
              : t('accounts.social.lead', { provider: providerName(view.provider) })}
          </p>
          <Tabs
            label={t('accounts.social.choice')}
            tabs={[
              { id: 'bind' as const, label: t('accounts.social.bindTab') },
              { id: 'register' as const, label: t('accounts.social.registerTab') },
            ]}
            value={tab}
            onChange={setTab}
            panelId={panelId}
          />
          <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-tab-${tab}`}>
            <p className="form-notice">
              {t('accounts.social.permanent', { provider: providerName(view.provider) })}
            </p>
            {tab === 'bind' ? (
              <SocialBindForm
                ticket={view.ticket}
                onSuccess={done}
                onSecondStep={(step) => setView({ kind: 'second', step })}
              />
            ) : rules.data ? (
              <SocialRegisterForm ticket={view.ticket} rules={rules.data} onRegistered={done} />
            ) : (
              <p className="form-wait" role="status">
                {t('common.loading')}
              </p>
            )}
          </div>
        </>
      )}
    </div>
  );
}
