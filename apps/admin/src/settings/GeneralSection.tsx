import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@croupier/contracts/constants';
import type { BrandSettings } from '@croupier/contracts';
import { type FieldErrors } from '@croupier/web-kit';
import { fieldErrorText } from '../i18n/errors.ts';
import { Field, InlineError, describedBy } from '../ui/Field.tsx';
import { Section } from './Section.tsx';
import { useSectionSave } from './useSectionSave.ts';
import { HEX_COLOUR } from './validation.ts';

function timeZones(current: string): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  // Some engines leave UTC (or the brand's stored zone) out of the list; keep them selectable.
  return Array.from(new Set([...zones, 'UTC', current])).sort();
}

interface Draft {
  name: string;
  timezone: string;
  accentColor: string;
  languages: string[];
  defaultLanguage: string;
}

const fromBrand = (brand: BrandSettings): Draft => ({
  name: brand.name,
  timezone: brand.timezone,
  accentColor: brand.accentColor,
  languages: brand.languages,
  defaultLanguage: brand.defaultLanguage,
});

function validate(draft: Draft): FieldErrors {
  const errors: FieldErrors = {};
  if (draft.name.trim() === '') errors.name = 'REQUIRED';
  else if (draft.name.trim().length > 80) errors.name = 'TOO_LONG';
  if (!HEX_COLOUR.test(draft.accentColor)) errors.accentColor = 'HEX';
  if (draft.languages.length === 0) errors.languages = 'LANGUAGES_EMPTY';
  else if (!draft.languages.includes(draft.defaultLanguage)) errors.defaultLanguage = 'DEFAULT_NOT_OFFERED';
  return errors;
}

export function GeneralSection({ brand, readOnly }: { brand: BrandSettings; readOnly: boolean }) {
  const { t } = useTranslation();
  const title = t('settings.general.heading');
  const [draft, setDraft] = useState<Draft>(() => fromBrand(brand));
  const { save, pending, errors } = useSectionSave(title, (saved) => setDraft(fromBrand(saved)));
  const zones = useMemo(() => timeZones(brand.timezone), [brand.timezone]);
  const err = (name: string) => (errors.fields[name] ? fieldErrorText(t, errors.fields[name]) : null);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const toggleLanguage = (lang: string, on: boolean) => {
    const languages = on
      ? LANGUAGES.filter((l) => l === lang || draft.languages.includes(l))
      : draft.languages.filter((l) => l !== lang);
    // Keep the default valid when its language is unticked: fall back to the first offered one.
    const defaultLanguage = languages.includes(draft.defaultLanguage)
      ? draft.defaultLanguage
      : (languages[0] ?? draft.defaultLanguage);
    setDraft((d) => ({ ...d, languages, defaultLanguage }));
  };

  const onSave = () => {
    const patch = { ...draft, name: draft.name.trim() };
    save(patch, validate(patch));
  };

  return (
    <Section
      id="general"
      title={title}
      saveLabel={t('settings.general.save')}
      readOnly={readOnly}
      pending={pending}
      errors={errors}
      onSave={onSave}
    >
      <div className="grid-2">
        <Field id="brand-name" label={t('settings.general.name')} error={err('name')}>
          <input
            id="brand-name"
            className="input"
            value={draft.name}
            maxLength={80}
            aria-invalid={Boolean(errors.fields.name)}
            aria-describedby={describedBy('brand-name', null, errors.fields.name)}
            onChange={(e) => set('name', e.target.value)}
          />
        </Field>
        <Field id="brand-timezone" label={t('settings.general.timezone')} error={err('timezone')}>
          <select
            id="brand-timezone"
            className="select"
            value={draft.timezone}
            aria-invalid={Boolean(errors.fields.timezone)}
            aria-describedby={describedBy('brand-timezone', null, errors.fields.timezone)}
            onChange={(e) => set('timezone', e.target.value)}
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id="brand-accent"
          label={t('settings.general.accent')}
          hint={t('settings.general.accentHint')}
          error={err('accentColor')}
        >
          <div className="colour-row">
            <input
              type="color"
              className="colour-swatch"
              aria-label={t('settings.general.accentPicker')}
              value={HEX_COLOUR.test(draft.accentColor) ? draft.accentColor.toLowerCase() : '#000000'}
              onChange={(e) => set('accentColor', e.target.value)}
            />
            <input
              id="brand-accent"
              className="input mono"
              value={draft.accentColor}
              maxLength={7}
              spellCheck={false}
              aria-invalid={Boolean(errors.fields.accentColor)}
              aria-describedby={describedBy('brand-accent', true, errors.fields.accentColor)}
              onChange={(e) => set('accentColor', e.target.value.trim())}
            />
          </div>
        </Field>
        <div className="grid-2 nested">
          <fieldset
            className="field"
            aria-describedby={errors.fields.languages ? 'brand-languages-error' : undefined}
          >
            <legend className="field-label">{t('settings.general.languages')}</legend>
            <div className="check-row">
              {LANGUAGES.map((lang) => (
                <label key={lang} className="check">
                  <input
                    type="checkbox"
                    checked={draft.languages.includes(lang)}
                    onChange={(e) => toggleLanguage(lang, e.target.checked)}
                  />
                  {t(`lang.${lang}`)}
                </label>
              ))}
            </div>
            <InlineError id="brand-languages-error" error={err('languages')} />
          </fieldset>
          <Field
            id="brand-default-language"
            label={t('settings.general.defaultLanguage')}
            error={err('defaultLanguage')}
          >
            <select
              id="brand-default-language"
              className="select"
              value={draft.defaultLanguage}
              aria-invalid={Boolean(errors.fields.defaultLanguage)}
              aria-describedby={describedBy('brand-default-language', null, errors.fields.defaultLanguage)}
              onChange={(e) => set('defaultLanguage', e.target.value)}
            >
              {LANGUAGES.filter((lang) => draft.languages.includes(lang)).map((lang) => (
                <option key={lang} value={lang}>
                  {t(`lang.${lang}`)}
                </option>
              ))}
            </select>
          </Field>
        </div>
      </div>
    </Section>
  );
}
