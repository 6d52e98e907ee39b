import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type SocialProvider } from '@croupier/contracts/constants';
import { readSessionValue } from '../session/storage.ts';
import { accountsApi } from './api.ts';
import { FormError } from './fields.tsx';
import { problemMessage } from './problem.ts';
import type { Msg } from './validation.ts';

/** The invitation codes this visit arrived with (kept by the registration popup), for a social sign-up. */
export function invitationCodes() {
  const affiliateCode = readSessionValue('registerToken');
  const referralCode = readSessionValue('referralCode');
  return { ...(affiliateCode ? { affiliateCode } : {}), ...(referralCode ? { referralCode } : {}) };
}

export function useSocialProviders() {
  return useQuery({ queryKey: ['socialProviders'], queryFn: accountsApi.socialProviders, staleTime: 60_000 });
}

/**
 * One-click login buttons for the providers the brand switched on (spec §1); nothing shows when none is.
 * A click asks the server for the provider's address and leaves the site for it.
 */
export function SocialButtons() {
  const { t } = useTranslation();
  const providers = useSocialProviders().data ?? [];
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const [error, setError] = useState<Msg | null>(null);
  if (providers.length === 0) return null;

  const start = async (provider: SocialProvider) => {
    if (busy) return;
    setBusy(provider);
    setError(null);
    try {
      const { authorizationUrl } = await accountsApi.socialStart(provider, invitationCodes());
      window.location.assign(authorizationUrl);
    } catch (failure) {
      setError(problemMessage(failure));
      setBusy(null);
    }
  };

  return (
    <section className="social-login" aria-labelledby="social-login-heading">
      <h3 id="social-login-heading" className="social-heading">
        {t('accounts.social.or')}
      </h3>
      <div className="social-buttons">
        {providers.map(({ provider }) => (
          <button
            key={provider}
            type="button"
            className={`btn btn-block social-btn social-${provider}`}
            disabled={busy !== null}
            aria-busy={busy === provider}
            onClick={() => void start(provider)}
          >
            {t('accounts.social.continueWith', { provider: t(`accounts.social.providers.${provider}`) })}
          </button>
        ))}
      </div>
      <FormError error={error} />
    </section>
  );
}
