import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentSettings } from '@croupier/contracts';
import { DIVIDEND_PAYMENT_HOURS } from '@croupier/contracts/agent-rules';
import type { Currency } from '@croupier/money';
import { NO_ERRORS, type FormErrors, toFormErrors } from '@croupier/web-kit';
import { useBrand, useMe } from '../api/queries.ts';
import { fieldErrorText } from '../i18n/errors.ts';
import { canManage } from '../operators/roles.ts';
import { LastChange, SettingInput, SettingsFields, SettingsLoadState } from '../ui/SettingsForm.tsx';
import { useToast } from '../ui/Toast.tsx';
import { useAgentSettings, useSaveAgentSettings } from './api.ts';
import { AgentsViews } from './parts.tsx';
import {
  AGENT_SETTING_FIELDS,
  activeMinimumMax,
  checkAgentSettings,
  type AgentSettingField,
  type AgentSettingsDraft,
} from './settings-form.ts';
import './agents.css';

const HINTS: Record<AgentSettingField, string> = {
  salaryActiveMinimum: 'agentSettings.salaryHint',
  dividendActiveMinimum: 'agentSettings.dividendHint',
};

function ActiveMinimumsForm(props: { settings: AgentSettings; currency: Currency; readOnly: boolean }) {
  const { settings, currency, readOnly } = props;
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveAgentSettings();
  const [draft, setDraft] = useState<AgentSettingsDraft>({
    salaryActiveMinimum: settings.salaryActiveMinimum,
    dividendActiveMinimum: settings.dividendActiveMinimum,
    dividendPaymentHours: String(settings.dividendPaymentHours),
  });
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);

  const message = (field: AgentSettingField | 'dividendPaymentHours') => {
    const code = errors.fields[field];
    if (!code) return null;
    if (field === 'dividendPaymentHours' && code === 'INVALID')
      return t('agentSettings.paymentHoursInvalid', DIVIDEND_PAYMENT_HOURS);
    if (code === 'TOO_LARGE') return t('agentSettings.tooLarge', { max: activeMinimumMax(currency) });
    return fieldErrorText(t, code);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || save.isPending) return;
    const found = checkAgentSettings(draft, currency);
    setErrors({ fields: found, form: null });
    if (Object.keys(found).length > 0) return;
    save.mutate(
      {
        salaryActiveMinimum: draft.salaryActiveMinimum.trim(),
        dividendActiveMinimum: draft.dividendActiveMinimum.trim(),
        dividendPaymentHours: Number(draft.dividendPaymentHours.trim()),
      },
      {
        onSuccess: () => toast(t('agentSettings.saved')),
        onError: (err) => setErrors(toFormErrors(err)),
      },
    );
  };

  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby="agent-settings-active">
      <h2 id="agent-settings-active">{t('agentSettings.active')}</h2>
      <p className="muted">{t('agentSettings.activeIntro')}</p>
      <SettingsFields
        readOnly={readOnly}
        formError={errors.form}
        pending={save.isPending}
        saveLabel={t('agentSettings.save')}
      >
        {AGENT_SETTING_FIELDS.map((field) => (
          <SettingInput
            key={field}
            id={`agent-setting-${field}`}
            label={t(`agentSettings.${field}`)}
            hint={t(HINTS[field], { currency: currency.code, decimals: currency.decimals })}
            error={message(field)}
            value={draft[field]}
            inputMode="decimal"
            onChange={(value) => {
              setDraft((prev) => ({ ...prev, [field]: value }));
              setErrors((prev) => ({ ...prev, fields: { ...prev.fields, [field]: '' } }));
            }}
          />
        ))}
        <SettingInput
          id="agent-setting-dividendPaymentHours"
          label={t('agentSettings.dividendPaymentHours')}
          hint={t('agentSettings.paymentHoursHint', DIVIDEND_PAYMENT_HOURS)}
          error={message('dividendPaymentHours')}
          value={draft.dividendPaymentHours}
          inputMode="numeric"
          onChange={(value) => {
            setDraft((prev) => ({ ...prev, dividendPaymentHours: value }));
            setErrors((prev) => ({ ...prev, fields: { ...prev.fields, dividendPaymentHours: '' } }));
          }}
        />
      </SettingsFields>
    </form>
  );
}

/** The brand's agent programme settings, beside the agent list and tree; owners and admins change them. */
export function AgentSettingsPage() {
  const { t } = useTranslation();
  const settings = useAgentSettings();
  const brand = useBrand();
  const me = useMe();
  const readOnly = !canManage(me.data?.role);
  const data = settings.data;

  return (
    <div className="page">
      <div className="page-header">
        <h1>{t('agentSettings.heading')}</h1>
      </div>
      <AgentsViews />
      <p className="muted">{t('agentSettings.intro')}</p>
      <SettingsLoadState
        query={settings}
        role={me.data?.role}
        readOnly={readOnly}
        readOnlyText={(role) => t('agentSettings.readOnly', { role })}
      />
      {data && brand.data ? (
        <>
          <ActiveMinimumsForm
            key={data.updatedAt ?? 'defaults'}
            settings={data}
            currency={brand.data.currency}
            readOnly={readOnly}
          />
          <LastChange
            settings={data}
            changed={(change) => t('agentSettings.lastChange', change)}
            defaults={t('agentSettings.defaults')}
          />
        </>
      ) : null}
    </div>
  );
}
