import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SocialProviderPatch, SocialProviderSettings } from '@croupier/contracts';
import { NO_ERRORS, problemToFormErrors, type FormErrors, ApiError } from '@croupier/web-kit';
import { api } from '../api/client.ts';
import { fieldErrorText } from '../i18n/errors.ts';
import { Field, describedBy } from '../ui/Field.tsx';
import { LoadError } from '../ui/LoadError.tsx';
import { useToast } from '../ui/Toast.tsx';
import { Section } from './Section.tsx';
import { socialDraft, socialPatch, validateSocial, type EndpointName, type SocialDraft } from './social.ts';

const KEY = ['socialLogin'] as const;

/** Social login providers (spec §1): one card per provider, each saved on its own and audited. */
export function SocialLoginSections({ readOnly }: { readOnly: boolean }) {
  const providers = useQuery({
    queryKey: KEY,
    queryFn: () => api<SocialProviderSettings[]>('GET', '/brand/social-login'),
  });
  if (providers.isError) return <LoadError error={providers.error} retry={() => void providers.refetch()} />;
  return (providers.data ?? []).map((settings) => (
    <ProviderSection key={settings.provider} settings={settings} readOnly={readOnly} />
  ));
}

function ProviderSection({ settings, readOnly }: { settings: SocialProviderSettings; readOnly: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const name = t(`settings.social.providers.${settings.provider}`);
  const title = t('settings.social.heading', { provider: name });
  const [draft, setDraft] = useState<SocialDraft>(() => socialDraft(settings));
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const id = `social-${settings.provider}`;
  const mutation = useMutation({
    mutationFn: (patch: SocialProviderPatch) =>
      api<SocialProviderSettings>('PATCH', `/brand/social-login/${settings.provider}`, patch),
    onSuccess: (saved) => {
      queryClient.setQueryData<SocialProviderSettings[]>(KEY, (list) =>
        list?.map((item) => (item.provider === saved.provider ? saved : item)),
      );
      setDraft(socialDraft(saved));
      setErrors(NO_ERRORS);
      toast(t('common.saved', { section: title }));
    },
    onError: (error) =>
      setErrors(
        error instanceof ApiError && error.problem
          ? problemToFormErrors(error.problem)
          : { fields: {}, form: error instanceof ApiError ? error.code : 'UNKNOWN' },
      ),
  });

  const onSave = () => {
    if (mutation.isPending) return;
    const found = validateSocial(draft, settings.clientSecretSet);
    if (Object.keys(found).length > 0) return setErrors({ fields: found, form: null });
    setErrors(NO_ERRORS);
    mutation.mutate(socialPatch(draft));
  };
  const err = (field: string) => (errors.fields[field] ? fieldErrorText(t, errors.fields[field]) : null);
  const input = (
    field: 'clientId' | 'clientSecret' | EndpointName,
    value: string,
    set: (v: string) => void,
  ) => (
    <input
      id={`${id}-${field}`}
      className="input mono"
      type={field === 'clientSecret' ? 'password' : 'text'}
      autoComplete={field === 'clientSecret' ? 'new-password' : 'off'}
      spellCheck={false}
      value={value}
      maxLength={500}
      aria-invalid={Boolean(errors.fields[field])}
      aria-describedby={describedBy(`${id}-${field}`, true, errors.fields[field])}
      onChange={(e) => set(e.target.value)}
    />
  );
  const callback = `${window.location.origin}${settings.callbackPath}`;

  return (
    <Section
      id={id}
      title={title}
      saveLabel={t('settings.social.save', { provider: name })}
      readOnly={readOnly}
      pending={mutation.isPending}
      errors={errors}
      onSave={onSave}
      intro={<p className="hint">{t('settings.social.intro', { url: callback })}</p>}
    >
      <div className="field">
        <label className="switch">
          <input
            type="checkbox"
            role="switch"
            checked={draft.enabled}
            aria-checked={draft.enabled}
            onChange={(e) => setDraft((d) => ({ ...d, enabled: e.target.checked }))}
          />
          <span className="field-label">{t('settings.social.enabled', { provider: name })}</span>
        </label>
      </div>
      <div className="grid-2">
        <Field
          id={`${id}-clientId`}
          label={t('settings.social.clientId')}
          hint={t('settings.social.clientIdHint')}
          error={err('clientId')}
        >
          {input('clientId', draft.clientId, (clientId) => setDraft((d) => ({ ...d, clientId })))}
        </Field>
        <Field
          id={`${id}-clientSecret`}
          label={t('settings.social.clientSecret')}
          hint={t(settings.clientSecretSet ? 'settings.social.secretSet' : 'settings.social.secretNotSet')}
          error={err('clientSecret')}
        >
          {input('clientSecret', draft.clientSecret, (clientSecret) =>
            setDraft((d) => ({ ...d, clientSecret })),
          )}
        </Field>
        {(Object.keys(draft.endpoints) as EndpointName[]).map((field) => (
          <Field
            key={field}
            id={`${id}-${field}`}
            label={t(`settings.social.${field}`)}
            hint={t(
              settings.protocol === 'oidc' ? 'settings.social.issuerHint' : 'settings.social.endpointHint',
            )}
            error={err(field)}
          >
            {input(field, draft.endpoints[field] ?? '', (value) =>
              setDraft((d) => ({ ...d, endpoints: { ...d.endpoints, [field]: value } })),
            )}
          </Field>
        ))}
      </div>
    </Section>
  );
}
