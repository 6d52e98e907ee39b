import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Copies `value`; says "Copied" (announced) for a moment, or that copying failed so the operator copies by hand. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), 2500);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      // Clipboard access needs a secure context and permission; the value stays on screen to copy by hand.
      setState('failed');
    }
  };

  return (
    <>
      <button type="button" className="btn" onClick={() => void copy()}>
        {label}
      </button>
      <span className={state === 'failed' ? 'error' : 'hint'} role="status">
        {state === 'copied' ? t('players.copied') : state === 'failed' ? t('players.copyFailed') : ''}
      </span>
    </>
  );
}
