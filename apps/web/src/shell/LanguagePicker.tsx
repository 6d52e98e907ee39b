import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../i18n/i18n.ts';
import { NATIVE_NAMES, isLanguage } from '../i18n/language.ts';
import { Icon } from '../ui/icons.tsx';

/** A native select: keyboard, screen readers and phones all handle it without help. */
export function LanguagePicker({
  languages,
  showLabel = false,
}: {
  languages: readonly string[];
  showLabel?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const offered = languages.filter(isLanguage);
  return (
    <div className="lang-picker">
      <label htmlFor={id} className={showLabel ? 'lang-label' : 'visually-hidden'}>
        <Icon name="globe" />
        <span>{t('language.label')}</span>
      </label>
      <select
        id={id}
        value={i18n.language}
        onChange={(e) => {
          if (isLanguage(e.target.value)) chooseLanguage(e.target.value);
        }}
      >
        {offered.map((lang) => (
          <option key={lang} value={lang} lang={lang === 'CN' ? 'zh-CN' : lang.toLowerCase()}>
            {NATIVE_NAMES[lang]}
          </option>
        ))}
      </select>
    </div>
  );
}
