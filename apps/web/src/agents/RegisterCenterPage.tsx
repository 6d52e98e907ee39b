import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Field, FormError, SubmitButton } from '../accounts/fields.tsx';
import { InviteLink } from '../ui/InviteLink.tsx';
import { focusFirstError, useForm, useRegisterRules } from '../accounts/hooks.ts';
import { problemToForm } from '../accounts/problem.ts';
import { AGENT_KEY, agentApi, useAgentProfile } from './api.ts';
import { QueryStatus, ReportHead, Segmented } from './parts.tsx';
import { affiliateLink, validateDownline } from './register.ts';

type Kind = 'member' | 'agent';
const KINDS: readonly Kind[] = ['member', 'agent'];

function DownlineForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const rules = useRegisterRules().data?.fields ?? {};
  const ref = useRef<HTMLFormElement>(null);
  const form = useForm({ type: 'member', username: '', password: '' });
  const [created, setCreated] = useState<{ username: string; kind: Kind } | null>(null);
  const kind = form.values.type as Kind;

  const submit = () =>
    form.run(async () => {
      setCreated(null);
      const errors = validateDownline(form.values, rules);
      form.setErrors(errors);
      if (Object.keys(errors).length > 0) return focusFirstError(ref.current);
      const username = form.values.username.trim();
      try {
        await agentApi.createDownline({ username, password: form.values.password, type: kind });
        setCreated({ username, kind });
        form.setValues((prev) => ({ ...prev, username: '', password: '' }));
        // The team's size and the downline list have one more.
        void queryClient.invalidateQueries({ queryKey: AGENT_KEY });
      } catch (error) {
        const problem = problemToForm(error, { visible: ['username', 'password'], rules });
        form.setErrors(problem.fields);
        form.setFormError(problem.form);
        focusFirstError(ref.current);
      }
    });

  return (
    <form
      ref={ref}
      className="wallet-panel agent-form"
      noValidate
      aria-labelledby="register-downline-title"
      onSubmit={(e) => (e.preventDefault(), void submit())}
    >
      <h3 id="register-downline-title">{t('agentCentre.register.formTitle')}</h3>
      <Segmented
        legend={t('agentCentre.register.kind')}
        name="downline-kind"
        choices={KINDS}
        value={kind}
        label={(choice) => t(`agentCentre.kind.${choice}`)}
        onChange={(choice) => form.bind('type').onChange(choice)}
      />
      <Field label={t('accounts.username')} autoComplete="off" maxLength={64} {...form.bind('username')} />
      <Field
        label={t('agentCentre.register.password')}
        type="password"
        autoComplete="new-password"
        maxLength={200}
        {...form.bind('password')}
      />
      <p className="form-notice">{t('agentCentre.register.firstLogin')}</p>
      <FormError error={form.formError} />
      <p className="transfer-sent" role="status">
        {created && (
          <>
            {t(`agentCentre.register.created.${created.kind}`, { username: created.username })}{' '}
            <Link to="/agentHome/downlineManagmentView">{t('agentCentre.register.seeDownlines')}</Link>
          </>
        )}
      </p>
      <SubmitButton busy={form.busy}>{t('agentCentre.register.submit')}</SubmitButton>
    </form>
  );
}

/** `registerCenter`: a new member or agent under the caller, and the caller's affiliate link. */
export function RegisterCenterPage() {
  const { t } = useTranslation();
  const profile = useAgentProfile();
  return (
    <div className="wallet-page">
      <ReportHead
        title={t('agentCentre.pages.registerCenter')}
        lead={t('agentCentre.register.lead')}
        days={false}
      />
      <DownlineForm />
      <QueryStatus query={profile} failed={t('agentCentre.loadFailed')} />
      {profile.data && (
        <InviteLink
          link={affiliateLink(window.location.origin, profile.data.affiliateCode)}
          title={t('agentCentre.register.linkTitle')}
          lead={t('agentCentre.register.linkLead', { code: profile.data.affiliateCode })}
          label={t('agentCentre.register.link')}
          qrLabel={t('agentCentre.register.qr')}
        />
      )}
    </div>
  );
}
