import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandSettings } from '@croupier/contracts';
import { fieldErrorText } from '../i18n/errors.ts';
import { Field, InlineError, describedBy } from '../ui/Field.tsx';
import { Section } from './Section.tsx';
import { useSectionSave } from './useSectionSave.ts';

export function MaintenanceSection({ brand, readOnly }: { brand: BrandSettings; readOnly: boolean }) {
  const { t } = useTranslation();
  const title = t('settings.maintenance.heading');
  const [on, setOn] = useState(brand.maintenance);
  const [message, setMessage] = useState(brand.maintenanceMessage ?? '');
  const { save, pending, errors } = useSectionSave(title, (saved) => {
    setOn(saved.maintenance);
    setMessage(saved.maintenanceMessage ?? '');
  });
  const err = (name: string) => (errors.fields[name] ? fieldErrorText(t, errors.fields[name]) : null);

  const onSave = () => {
    const trimmed = message.trim();
    save(
      { maintenance: on, maintenanceMessage: trimmed === '' ? null : trimmed },
      trimmed.length > 500 ? { maintenanceMessage: 'TOO_LONG' } : {},
    );
  };

  return (
    <Section
      id="maintenance"
      title={title}
      saveLabel={t('settings.maintenance.save')}
      readOnly={readOnly}
      pending={pending}
      errors={errors}
      onSave={onSave}
    >
      {/* Always visible, not only when on: the operator must know before flipping the switch. */}
      <p id="maintenance-warning" className={on ? 'banner banner-warning strong' : 'banner banner-warning'}>
        <span aria-hidden="true">⚠ </span>
        {t('settings.maintenance.warning')}
      </p>
      <div className="field">
        <label className="switch">
          <input
            type="checkbox"
            role="switch"
            checked={on}
            aria-checked={on}
            aria-describedby="maintenance-warning"
            onChange={(e) => setOn(e.target.checked)}
          />
          <span className="field-label">{t('settings.maintenance.toggle')}</span>
          <span className={on ? 'state-pill state-on' : 'state-pill'} aria-hidden="true">
            {on ? t('settings.maintenance.on') : t('settings.maintenance.off')}
          </span>
        </label>
        <InlineError id="maintenance-error" error={err('maintenance')} />
      </div>
      <Field
        id="maintenance-message"
        label={t('settings.maintenance.message')}
        hint={t('settings.maintenance.messageHint')}
        error={err('maintenanceMessage')}
      >
        <textarea
          id="maintenance-message"
          className="textarea"
          value={message}
          maxLength={500}
          rows={3}
          aria-invalid={Boolean(errors.fields.maintenanceMessage)}
          aria-describedby={describedBy('maintenance-message', true, errors.fields.maintenanceMessage)}
          onChange={(e) => setMessage(e.target.value)}
        />
        <span className="hint counter" aria-hidden="true">
          {t('settings.maintenance.count', { count: message.length })}
        </span>
      </Field>
    </Section>
  );
}
