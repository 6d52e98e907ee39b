import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@croupier/contracts/constants';
import { applyTheme, storedTheme, type Theme } from './theme.ts';
import { currentLanguage, isLanguage, setLanguage } from '../i18n/index.ts';

// Language names stay in their own script in the picker, so an operator can always find theirs.
const NATIVE_NAMES = { EN: 'English', CN: '中文', TH: 'ไทย' } as const;

export function LanguagePicker() {
  const { t } = useTranslation();
  return (
    <select
      className="select select-compact"
      aria-label={t('layout.language')}
      value={currentLanguage()}
      onChange={(event) => {
        if (isLanguage(event.target.value)) setLanguage(event.target.value);
      }}
    >
      {LANGUAGES.map((lang) => (
        <option key={lang} value={lang} lang={lang === 'CN' ? 'zh-CN' : lang.toLowerCase()}>
          {NATIVE_NAMES[lang]}
        </option>
      ))}
    </select>
  );
}

/** A toggle button ("Light theme", pressed when light): the name stays put, the state is aria-pressed. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const [theme, setTheme] = useState<Theme>(storedTheme);
  const toggle = () => {
    const next: Theme = theme === 'dark' ? 'light' : 'dark';
    applyTheme(next);
    setTheme(next);
  };
  return (
    <button
      type="button"
      className="btn btn-icon"
      aria-pressed={theme === 'light'}
      aria-label={t('layout.lightTheme')}
      title={t('layout.lightTheme')}
      onClick={toggle}
    >
      <span aria-hidden="true">{theme === 'light' ? '☀' : '☾'}</span>
    </button>
  );
}
