import { useTranslation } from 'react-i18next';
import { CustomRange, RANGE_LABEL } from '../wallet/AccountRecordPage.tsx';
import { RANGE_PRESETS, type RangeChoice } from '../wallet/filters.ts';
import type { BetFilters } from './betFilters.ts';

/** The period of the betting record and of profit and loss: presets, or a custom pair of brand days. */
export function PeriodFilter({
  filters,
  name,
  onChange,
}: {
  filters: BetFilters;
  name: string;
  onChange: (change: Partial<BetFilters>) => void;
}) {
  const { t } = useTranslation();
  const choose = (range: RangeChoice) =>
    // Custom starts from the period on screen, so switching to it changes nothing until new days are applied.
    onChange(range === 'custom' ? { range, from: filters.from, to: filters.to } : { range });
  return (
    <>
      <fieldset className="record-ranges">
        <legend>{t('wallet.record.period')}</legend>
        <div className="segmented">
          {[...RANGE_PRESETS, 'custom' as const].map((range) => (
            <label key={range} className="segment">
              <input
                type="radio"
                name={name}
                value={range}
                checked={filters.range === range}
                onChange={() => choose(range)}
              />
              <span>{t(RANGE_LABEL[range])}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {filters.range === 'custom' && (
        <CustomRange
          key={`${filters.from}/${filters.to}`}
          filters={filters}
          onApply={(from, to) => onChange({ range: 'custom', from, to })}
        />
      )}
    </>
  );
}
