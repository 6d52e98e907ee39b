import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons.tsx';

/** Copies a seed or hash; the label names what is copied, and a short "Copied" confirms it to screen readers too. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="icon-btn copy-btn"
      aria-label={copied ? t('common.copied') : label}
      title={label}
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => {
          setCopied(true);
          setTimeout(() => setCopied(false), 1500);
        });
      }}
    >
      <Icon name={copied ? 'check' : 'copy'} />
    </button>
  );
}
