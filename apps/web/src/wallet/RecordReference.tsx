import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountRecordItem } from '@croupier/contracts';
import { shortReference } from './logic.ts';

/** A reference people can read and quote: its last characters on screen, the whole of it on copy. */
export function RecordReference({ value }: { value: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<boolean | null>(null);
  if (!value) return null;
  const short = shortReference(value);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // Clipboard refused (permissions, insecure origin): the full reference is in the tooltip to select.
      setCopied(false);
    }
  };
  return (
    <span className="record-ref">
      <span className="tabular" title={value}>
        {short}
      </span>
      <button
        type="button"
        className="btn btn-ghost record-copy"
        aria-label={t('wallet.record.copyReference', { reference: short })}
        onClick={() => void copy()}
      >
        {copied === null
          ? t('wallet.record.copy')
          : copied
            ? t('wallet.record.copied')
            : t('wallet.record.copyFailed')}
      </button>
    </span>
  );
}

/** What the remark column says: the game and its vendor for a game posting, else the remark itself. */
export function recordRemark(item: AccountRecordItem): string {
  return item.game ? `${item.game.name} · ${item.game.vendor}` : item.remark;
}
