import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { WithdrawalSettings } from '@croupier/contracts';
import { WITHDRAWAL_SETTING_BOUNDS } from '@croupier/contracts/withdrawal-rules';
import type { Currency } from '@croupier/money';
import { NO_ERRORS, type FormErrors, toFormErrors } from '@croupier/web-kit';
import { useBrand, useMe } from '../api/queries.ts';
import { fieldErrorText } from '../i18n/errors.ts';
import { LastChange, SettingInput, SettingsFields, SettingsLoadState } from '../ui/SettingsForm.tsx';
import { useToast } from '../ui/Toast.tsx';
import { useSaveWithdrawalSettings, useWithdrawalSettings } from './api.ts';
import { BankList } from './BankList.tsx';
import { canActOnWithdrawals } from './filters.ts';
import { checkSettings, type SettingsDraft } from './settings-form.ts';
import '../players/players.css';
import './withdrawals.css';

const FIELDS = ['min', 'max', 'dailyCount', 'autoReceiptMinutes'] as const;

function SettingsForm({
  settings,
  currency,
  readOnly,
}: {
  settings: WithdrawalSettings;
  currency: Currency;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveWithdrawalSettings();
  const [draft, setDraft] = useState<SettingsDraft>({
    min: settings.min,
    max: settings.max,
    dailyCount: String(settings.dailyCount),
    autoReceiptMinutes: String(settings.autoReceiptMinutes),
  });
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const s = (key: string) => `withdrawals.settings.${key}`;

  const message = (field: (typeof FIELDS)[number]) => {
    const code = errors.fields[field];
    if (!code) return null;
    if (code === 'MAX_BELOW_MIN') return t(s('maxBelowMin'));
    if (code === 'OUT_OF_RANGE' && (field === 'dailyCount' || field === 'autoReceiptMinutes'))
      return t(s('outOfRange'), WITHDRAWAL_SETTING_BOUNDS[field]);
    return fieldErrorText(t, code);
  };
  const hints = {
    min: t(s('amountHint'), { currency: currency.code, decimals: currency.decimals }),
    max: t(s('amountHint'), { currency: currency.code, decimals: currency.decimals }),
    dailyCount: t(s('dailyCountHint'), WITHDRAWAL_SETTING_BOUNDS.dailyCount),
    autoReceiptMinutes: t(s('autoReceiptHint'), WITHDRAWAL_SETTING_BOUNDS.autoReceiptMinutes),
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || save.isPending) return;
    const found = checkSettings(draft, currency);
    setErrors({ fields: found, form: null });
    if (Object.keys(found).length > 0) return;
    save.mutate(
      {
        min: draft.min.trim(),
        max: draft.max.trim(),
        dailyCount: Number(draft.dailyCount),
        autoReceiptMinutes: Number(draft.autoReceiptMinutes),
      },
      {
        onSuccess: () => toast(t(s('saved'))),
        onError: (err) => setErrors(toFormErrors(err)),
      },
    );
  };

  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby="wd-settings-heading">
      <h2 id="wd-settings-heading" className="visually-hidden">
        {t(s('heading'))}
      </h2>
      <SettingsFields
        readOnly={readOnly}
        formError={errors.form}
        pending={save.isPending}
        saveLabel={t(s('save'))}
      >
        {FIELDS.map((field) => (
          <SettingInput
            key={field}
            id={`wd-setting-${field}`}
            label={t(s(field))}
            hint={hints[field]}
            error={message(field)}
            value={draft[field]}
            inputMode={field === 'min' || field === 'max' ? 'decimal' : 'numeric'}
            onChange={(value) => {
              setDraft((prev) => ({ ...prev, [field]: value }));
              setErrors((prev) => ({ ...prev, fields: { ...prev.fields, [field]: '' } }));
            }}
          />
        ))}
      </SettingsFields>
    </form>
  );
}

/** The brand's withdrawal rules; money roles edit them, support reads them. */
export function WithdrawalSettingsPage() {
  const { t } = useTranslation();
  const settings = useWithdrawalSettings();
  const brand = useBrand();
  const me = useMe();
  const readOnly = !canActOnWithdrawals(me.data?.role);
  const data = settings.data;

  return (
    <div className="page">
      <Link to="/withdrawals" className="back-link">
        ‹ {t('withdrawals.backToList')}
      </Link>
      <h1>{t('withdrawals.settings.heading')}</h1>
      <p className="muted">{t('withdrawals.settings.intro')}</p>
      <SettingsLoadState
        query={settings}
        role={me.data?.role}
        readOnly={readOnly}
        readOnlyText={(role) => t('withdrawals.settings.readOnly', { role })}
      />
      {data && brand.data ? (
        <>
          <SettingsForm
            key={data.updatedAt ?? 'defaults'}
            settings={data}
            currency={brand.data.currency}
            readOnly={readOnly}
          />
          <BankList key={`banks-${data.updatedAt ?? 'defaults'}`} banks={data.banks} readOnly={readOnly} />
          <LastChange
            settings={data}
            changed={(change) => t('withdrawals.settings.lastChange', change)}
            defaults={t('withdrawals.settings.defaults')}
          />
        </>
      ) : null}
    </div>
  );
}
