import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositCreated } from '@croupier/contracts';

type BankInfo = NonNullable<DepositCreated['bankInfo']>;

/**
 * Where to send a bank transfer, each value with a copy button: the reference above all, since the operator
 * matches the incoming money by it.
 */
export function BankDetails(props: { bankInfo: BankInfo; amount: string; expiresAt?: string | undefined }) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState('');
  const rows: { key: string; label: string; value: string; copy: string; emphasis?: boolean }[] = [
    { key: 'bankName', label: t('deposits.bank.bankName'), value: props.bankInfo.bankName, copy: '' },
    {
      key: 'accountNumber',
      label: t('deposits.bank.accountNumber'),
      value: props.bankInfo.accountNumber,
      copy: props.bankInfo.accountNumber.replace(/[\s-]/g, ''),
    },
    {
      key: 'accountName',
      label: t('deposits.bank.accountName'),
      value: props.bankInfo.accountName,
      copy: '',
    },
    { key: 'amount', label: t('deposits.bank.amount'), value: props.amount, copy: '' },
    {
      key: 'reference',
      label: t('deposits.bank.reference'),
      value: props.bankInfo.reference,
      copy: props.bankInfo.reference,
      emphasis: true,
    },
  ].map((row) => ({ ...row, copy: row.copy || row.value }));

  const copy = async (label: string, value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      setNotice(t('deposits.bank.copied', { field: label }));
    } catch {
      // Clipboard refused (permissions, insecure origin): the text stays on screen to select by hand.
      setNotice(t('deposits.bank.copyFailed'));
    }
  };

  return (
    <div className="dep-bank">
      <dl className="dep-bank-list">
        {rows.map((row) => (
          <div key={row.key} className={`dep-bank-row${row.emphasis ? ' dep-bank-key' : ''}`}>
            <dt>{row.label}</dt>
            <dd>
              <span className={row.key === 'bankName' || row.key === 'accountName' ? '' : 'tabular'}>
                {row.value}
              </span>
              <button
                type="button"
                className="btn btn-ghost dep-copy"
                aria-label={t('deposits.bank.copyLabel', { field: row.label })}
                onClick={() => void copy(row.label, row.copy)}
              >
                {t('deposits.bank.copy')}
              </button>
            </dd>
          </div>
        ))}
      </dl>
      {props.expiresAt && <p className="dep-hint">{t('deposits.bank.expires', { time: props.expiresAt })}</p>}
      <p className="dep-copied" role="status">
        {notice}
      </p>
    </div>
  );
}
