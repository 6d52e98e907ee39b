import { useTranslation } from 'react-i18next';
import { CustomRange } from '../wallet/AccountRecordPage.tsx';

interface Period<R extends string> {
  range: R | 'custom';
  from: string;
  to: string;
}

/**
 * The period of a record or report: presets, or a custom pair of brand days. The member centre offers three
 * presets, the agent centre all of web-kit's; `label` names each in the page's language.
 */
export function PeriodFilter<R extends string>({
  filters,
  name,
  presets,
  label,
  maxDays,
  onChange,
}: {
  filters: Period<R>;
  name: string;
  presets: readonly R[];
  label: (range: R | 'custom') => string;
  /** The longest custom period the report answers for, in days. */
  maxDays?: number;
  onChange: (change: Period<R>) => void;
}) {
  const { t } = useTranslation();
  const choose = (range: R | 'custom') =>
    // Custom starts from the period on screen, so switching to it changes nothing until new days are applied.
    onChange({ range, from: filters.from, to: filters.to });
  return (
    <>
      <fieldset className="record-ranges">
        <legend>{t('wallet.record.period')}</legend>
        <div className="segmented">
          {[...presets, 'custom' as const].map((range) => (
            <label key={range} className="segment">
              <input
                type="radio"
                name={name}
                value={range}
                checked={filters.range === range}
                onChange={() => choose(range)}
              />
              <span>{label(range)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {filters.range === 'custom' && (
        <CustomRange
          key={`${filters.from}/${filters.to}`}
          filters={filters}
          maxDays={maxDays}
          onApply={(from, to) => onChange({ range: 'custom', from, to })}
        />
      )}
    </>
  );
}
