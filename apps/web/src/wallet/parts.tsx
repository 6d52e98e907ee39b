import { useTranslation } from 'react-i18next';
import type { Currency } from '@croupier/money';
import { formatAmount } from '@croupier/money';
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
