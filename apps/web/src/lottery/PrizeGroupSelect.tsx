import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type Currency } from '@croupier/money';
import type { PrizeGroupChoice } from './prize-groups.ts';

/**
 * The prize group of a Chinese fast play's line: each group with what a winning note pays at the chosen unit and
 * the rebate a lower group earns (DOMAIN.md "Lottery": (G − g) / 20 % of stake, paid at settle).
 */
export function PrizeGroupSelect(props: {
  choices: readonly PrizeGroupChoice[];
  group: number;
  currency: Currency;
  onChange: (group: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { choices, group, currency, onChange } = props;
  return (
    <div className="field lottery-group">
      <label htmlFor={`${id}-group`}>{t('lotteryPages.builder.group')}</label>
      <select id={`${id}-group`} value={group} onChange={(event) => onChange(Number(event.target.value))}>
        {choices.map((choice) => (
          <option key={choice.group} value={choice.group}>
            {t('lotteryPages.builder.groupOption', {
              group: choice.group,
              prize: choice.prizeMinor === null ? '—' : formatMoney(choice.prizeMinor, currency),
              rebate: choice.rebatePercent,
            })}
          </option>
        ))}
      </select>
    </div>
  );
}
