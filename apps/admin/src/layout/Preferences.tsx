import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@croupier/contracts/constants';
import { commonIconPaths, LineIcon } from '@croupier/web-kit/icons';
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

/**
 * One icon button that names what it does ("Switch to light theme") and shows the theme it switches to, as the
 * player site's does; a pressed-state toggle read as "Light theme, not pressed" and was missed by operators.
 */
export function ThemeToggle() {
  const { t } = useTranslation();
  const [theme, setTheme] = useState<Theme>(storedTheme);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  const label = t(next === 'light' ? 'layout.switchToLight' : 'layout.switchToDark');
  return (
    <button
      type="button"
      className="btn btn-icon theme-toggle"
      aria-label={label}
      title={label}
      onClick={() => {
        applyTheme(next);
        setTheme(next);
      }}
    >
      <LineIcon>{commonIconPaths[next === 'light' ? 'sun' : 'moon']}</LineIcon>
    </button>
  );
}
