import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandSettings } from '@croupier/contracts';
import { fieldErrorText } from '../i18n/errors.ts';
import { Field, describedBy } from '../ui/Field.tsx';
import { Section } from './Section.tsx';
import { useSectionSave } from './useSectionSave.ts';

export function AnalyticsSection({ brand, readOnly }: { brand: BrandSettings; readOnly: boolean }) {
  const { t } = useTranslation();
  const title = t('settings.analytics.heading');
  const [gtag, setGtag] = useState(brand.analyticsGtagId ?? '');
  const { save, pending, errors } = useSectionSave(title, (saved) => setGtag(saved.analyticsGtagId ?? ''));
  const code = errors.fields.analyticsGtagId;

  const onSave = () => {
    const value = gtag.trim();
    // Tag ids are letters, digits and dashes (G-XXXX, GT-XXXX, AW-123); empty switches analytics off.
    const invalid = value !== '' && (value.length > 40 || !/^[A-Za-z0-9-]+$/.test(value));
    save({ analyticsGtagId: value === '' ? null : value }, invalid ? { analyticsGtagId: 'INVALID' } : {});
  };

  return (
    <Section
      id="analytics"
      title={title}
      saveLabel={t('settings.analytics.save')}
      readOnly={readOnly}
      pending={pending}
      errors={errors}
      onSave={onSave}
    >
      <Field
        id="analytics-gtag"
        className="narrow"
        label={t('settings.analytics.gtag')}
        hint={t('settings.analytics.gtagHint')}
        error={code ? fieldErrorText(t, code) : null}
      >
        <input
          id="analytics-gtag"
          className="input mono"
          value={gtag}
          maxLength={40}
          spellCheck={false}
          aria-invalid={Boolean(code)}
          aria-describedby={describedBy('analytics-gtag', true, code)}
          onChange={(e) => setGtag(e.target.value)}
        />
      </Field>
    </Section>
  );
}
