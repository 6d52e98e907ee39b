import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_ERRORS, toFormErrors, type FormErrors } from '@croupier/web-kit';
import { currencyOf, parseMinor } from '@croupier/money';
import { useMe } from '../api/queries.ts';
import { fieldErrorText } from '../i18n/errors.ts';
import { Field, describedBy } from '../ui/Field.tsx';
import { FormProblem } from '../ui/LoadError.tsx';
import { SubmitButton } from '../ui/SubmitButton.tsx';
import { useToast } from '../ui/Toast.tsx';
import { useBonusSettings, useSaveBonusSettings } from './api.ts';
import { canEditPromotions } from './rules.ts';

const ID = 'clearing-threshold';

/** The brand's clearing threshold (ADR 0028): owners and admins set it, the other readers see it. */
export function ClearingThresholdSection() {
  const { t } = useTranslation();
  const toast = useToast();
  const me = useMe();
  const settings = useBonusSettings();
  const save = useSaveBonusSettings();
  const [draft, setDraft] = useState<string | null>(null);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  if (!settings.data) return null;
  const currency = currencyOf(settings.data.currency);
  const value = draft ?? settings.data.clearingThreshold;
  const editable = canEditPromotions(me.data?.role);
  const code = errors.fields.clearingThreshold;
  const error =
    code === 'AMOUNT'
      ? t('promotions.v.amount', { decimals: currency.decimals })
      : code
        ? fieldErrorText(t, code)
        : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const amount = parseMinor(value.trim(), currency);
    // Zero is a threshold too: it switches clearing off.
    if (amount === null || amount < 0n)
      return setErrors({ fields: { clearingThreshold: 'AMOUNT' }, form: null });
    setErrors(NO_ERRORS);
    save.mutate(value.trim(), {
      onSuccess: () => {
        setDraft(null);
        toast(t('bonuses.settings.saved'));
      },
      onError: (err) => setErrors(toFormErrors(err)),
    });
  };

  return (
    <section className="card promo-settings" aria-labelledby={`${ID}-heading`}>
      <h2 id={`${ID}-heading`}>{t('bonuses.settings.heading')}</h2>
      <p className="muted">{t('bonuses.settings.intro')}</p>
      <form onSubmit={submit} noValidate className="promo-settings-form">
        <FormProblem code={errors.form} />
        <Field id={ID} label={t('bonuses.settings.threshold', { currency: currency.code })} error={error}>
          <input
            id={ID}
            className="input num"
            inputMode="decimal"
            autoComplete="off"
            maxLength={20}
            readOnly={!editable}
            value={value}
            aria-invalid={Boolean(error)}
            aria-describedby={describedBy(ID, false, error)}
            onChange={(e) => {
              setDraft(e.target.value);
              setErrors(NO_ERRORS);
            }}
          />
        </Field>
        {editable ? (
          <SubmitButton pending={save.isPending} pendingLabel={t('bonuses.settings.saving')}>
            {t('bonuses.settings.save')}
          </SubmitButton>
        ) : null}
      </form>
    </section>
  );
}
