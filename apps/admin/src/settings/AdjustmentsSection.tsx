import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandSettings } from '@croupier/contracts';
import { currencyOf } from '@croupier/money';
import { fieldErrorText } from '../i18n/errors.ts';
import { Field, describedBy } from '../ui/Field.tsx';
import { checkAdjustmentLimits, type AdjustmentLimitTexts } from '../wallet/adjust.ts';
import { Section } from './Section.tsx';
import { useSectionSave } from './useSectionSave.ts';

const FIELDS = [
  {
    key: 'adjustmentApprovalThreshold',
    id: 'adjustment-threshold',
    label: 'threshold',
    hint: 'thresholdHint',
  },
  { key: 'adjustmentMaximum', id: 'adjustment-maximum', label: 'maximum', hint: 'maximumHint' },
] as const;

const fromBrand = (brand: BrandSettings): AdjustmentLimitTexts => ({
  adjustmentApprovalThreshold: brand.adjustmentApprovalThreshold,
  adjustmentMaximum: brand.adjustmentMaximum,
});

/** The four-eyes limits of manual adjustments: above the threshold a second operator approves; never above the maximum. */
export function AdjustmentsSection({ brand, readOnly }: { brand: BrandSettings; readOnly: boolean }) {
  const { t } = useTranslation();
  const title = t('adjustments.settings.heading');
  const currency = currencyOf(brand.currency.code);
  const [draft, setDraft] = useState<AdjustmentLimitTexts>(() => fromBrand(brand));
  const { save, pending, errors } = useSectionSave(title, (saved) => setDraft(fromBrand(saved)));

  const message = (code: string | undefined) => {
    if (!code) return null;
    if (code === 'ABOVE_MAXIMUM') return t('adjustments.settings.aboveMaximum');
    if (code === 'AMOUNT')
      return t('adjustments.settings.amount', { currency: currency.code, decimals: currency.decimals });
    return fieldErrorText(t, code);
  };

  const onSave = () => {
    const patch = {
      adjustmentApprovalThreshold: draft.adjustmentApprovalThreshold.trim(),
      adjustmentMaximum: draft.adjustmentMaximum.trim(),
    };
    save(patch, checkAdjustmentLimits(patch, currency));
  };

  return (
    <Section
      id="adjustments"
      title={title}
      saveLabel={t('adjustments.settings.save')}
      readOnly={readOnly}
      pending={pending}
      errors={errors}
      onSave={onSave}
      intro={<p className="muted">{t('adjustments.settings.intro')}</p>}
    >
      <div className="grid-2">
        {FIELDS.map((field) => {
          const error = message(errors.fields[field.key]);
          return (
            <Field
              key={field.key}
              id={field.id}
              label={t(`adjustments.settings.${field.label}`, { currency: currency.code })}
              hint={t(`adjustments.settings.${field.hint}`)}
              error={error}
            >
              <input
                id={field.id}
                className="input num"
                inputMode="decimal"
                autoComplete="off"
                maxLength={20}
                value={draft[field.key]}
                aria-invalid={Boolean(error)}
                aria-describedby={describedBy(field.id, true, error)}
                onChange={(e) => setDraft((d) => ({ ...d, [field.key]: e.target.value }))}
              />
            </Field>
          );
        })}
      </div>
    </Section>
  );
}
