import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@croupier/contracts/constants';
import { i18next } from '../i18n/i18n.ts';
import { Icon } from '../ui/icons.tsx';
import { CrashVerifier } from './CrashVerifier.tsx';
import { formFromQuery } from './form.ts';
import { SeededVerifier } from './SeededVerifier.tsx';
import '../shell/shell.css';
import './verify.css';

const LANGUAGES: [Language, string][] = [
  ['EN', 'English'],
  ['CN', '简体中文'],
  ['TH', 'ไทย'],
];

/**
 * /verify: recompute any round from its seeds (or a crash round from its hash) without trusting the game. It can
 * be opened prefilled from the history drawer and the fairness panel.
 */
export default function VerifyPage() {
  const { t, i18n } = useTranslation();
  const [initial] = useState(() => formFromQuery(window.location.search));
  const [mode, setMode] = useState(initial.mode);
  const [theme, setTheme] = useState(() => document.documentElement.dataset.theme ?? 'dark');

  return (
    <div className="verify-page">
      <header className="verify-header">
        <h1>{t('verify.title')}</h1>
        <div className="verify-tools">
          <label className="visually-hidden" htmlFor="verify-language">
            {t('verify.language')}
          </label>
          <select
            id="verify-language"
            className="select"
            value={i18n.language}
            onChange={(e) => void i18next.changeLanguage(e.target.value)}
          >
            {LANGUAGES.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="icon-btn"
            aria-label={t(theme === 'dark' ? 'verify.toLight' : 'verify.toDark')}
            onClick={() => {
              const next = theme === 'dark' ? 'light' : 'dark';
              document.documentElement.dataset.theme = next;
              setTheme(next);
            }}
          >
            <Icon name={theme === 'dark' ? 'sun' : 'moon'} />
          </button>
        </div>
      </header>
      <main className="verify-main">
        <p className="panel-intro">{t('verify.intro')}</p>
        <div className="segmented verify-tabs" role="group" aria-label={t('verify.kind')}>
          <button type="button" aria-pressed={mode === 'seeded'} onClick={() => setMode('seeded')}>
            {t('verify.seededTab')}
          </button>
          <button type="button" aria-pressed={mode === 'crash'} onClick={() => setMode('crash')}>
            {t('verify.crashTab')}
          </button>
        </div>
        {mode === 'seeded' ? (
          <SeededVerifier initial={initial.form} />
        ) : (
          <CrashVerifier initial={initial.crash} />
        )}
      </main>
    </div>
  );
}
