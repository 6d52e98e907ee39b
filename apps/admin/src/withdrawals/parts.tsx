import { useTranslation } from 'react-i18next';
import type { WithdrawalStatus } from '@croupier/contracts/withdrawal-rules';
import { formatMoney, parseMinor } from '@croupier/money';
import { useBrand } from '../api/queries.ts';

/** An amount from the API in the brand's currency: symbol, thousands separators, its decimals (UI.md). */
export function useMoney() {
  const brand = useBrand();
  const currency = brand.data?.currency;
  return (amount: string) => {
    if (!currency) return amount;
    const minor = parseMinor(amount, currency);
    return minor === null ? amount : formatMoney(minor, currency);
  };
}

export function Money({ amount }: { amount: string }) {
  const money = useMoney();
  return <span className="num">{money(amount)}</span>;
}

/** The status as a worded badge, so it never relies on colour alone. */
export function StatusBadge({ status }: { status: WithdrawalStatus }) {
  const { t } = useTranslation();
  return <span className={`badge badge-wd-${status}`}>{t(`withdrawals.statuses.${status}`)}</span>;
}
