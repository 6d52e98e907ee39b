import { useTranslation } from 'react-i18next';
import type { Currency } from '@croupier/money';
import { formatAmount } from '@croupier/money';
import { Pager } from '@croupier/web-kit';
import { amountTone } from './logic.ts';

/** A signed movement: plus or minus in the text, and the positive or negative colour on top. */
export function Amount({ value, currency }: { value: string; currency: Currency }) {
  return (
    <span className={`money wallet-amount wallet-amount-${amountTone(value)}`}>
      {formatAmount(value, currency, { sign: true })}
    </span>
  );
}

export function LoadFailed({ message, retry }: { message: string; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="wallet-error" role="alert">
      <p>{message}</p>
      <button type="button" className="btn" onClick={retry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

/** Previous / "Page n of m" / Next under a record of the member or agent centre; nothing for one page. */
export function RecordPager(props: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** What the pages are of; the account record's by default. */
  label?: string;
}) {
  const { t } = useTranslation();
  if (props.totalPages <= 1) return null;
  return (
    <Pager
      label={props.label ?? t('wallet.record.pages')}
      page={props.page}
      totalPages={props.totalPages}
      onChange={props.onChange}
      previous={t('wallet.record.previous')}
      next={t('wallet.record.next')}
      count={(page, pages) => t('wallet.record.pageOf', { page, pages })}
      className="record-pager"
      countClassName="tabular"
    />
  );
}
