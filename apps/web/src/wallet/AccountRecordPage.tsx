import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { dayIn, gmtOffset } from '@croupier/format';
import { TRANSACTION_TYPES, type TransactionType } from '@croupier/contracts/constants';
import { useMsg } from '../accounts/hooks.ts';
import type { Msg } from '../accounts/validation.ts';
import { useSite } from '../site/queries.ts';
import { MOBILE, useMediaQuery } from '../ui/useMediaQuery.ts';
import { useAccountRecord } from './api.ts';
import {
  checkCustomRange,
  DEFAULT_RANGE,
  isFiltered,
  parseRecordFilters,
  RANGE_PRESETS,
  recordFiltersToParams,
  recordQuery,
  type RangeChoice,
  type RecordFilters,
} from './filters.ts';
import { LoadFailed, RecordPager } from './parts.tsx';
import { RecordCards, RecordTable } from './RecordList.tsx';
import '../accounts/forms.css';
import './wallet.css';

export const RANGE_LABEL: Record<RangeChoice, string> = {
  today: 'wallet.record.today',
  '7d': 'wallet.record.last7',
  '30d': 'wallet.record.last30',
  custom: 'wallet.record.custom',
};

function DayField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: Msg | undefined;
}) {
  const msg = useMsg();
  const error = msg(props.error);
  return (
    <div className="field record-day">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        type="date"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${props.id}-error` : undefined}
      />
      {error && (
        <p id={`${props.id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The custom from/to pair: edited here, put into the URL only when applied and valid. */
export function CustomRange({
  filters,
  maxDays,
  onApply,
}: {
  filters: Pick<RecordFilters, 'from' | 'to'>;
  /** The longest period the report answers for, in days. */
  maxDays?: number;
  onApply: (from: string, to: string) => void;
}) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(filters.from);
  const [to, setTo] = useState(filters.to);
  const [errors, setErrors] = useState<{ from?: Msg; to?: Msg }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkCustomRange(from, to, maxDays);
    setErrors(found);
    if (!found.from && !found.to) onApply(from, to);
  };
  return (
    <form className="record-custom" noValidate onSubmit={submit}>
      <DayField
        id="record-from"
        label={t('wallet.record.from')}
        value={from}
        onChange={setFrom}
        error={errors.from}
      />
      <DayField id="record-to" label={t('wallet.record.to')} value={to} onChange={setTo} error={errors.to} />
      <button type="submit" className="btn">
        {t('wallet.record.apply')}
      </button>
    </form>
  );
}

/** The member centre's `transactionHistory` page: the account record, filtered by brand days and type. */
export function AccountRecordPage() {
  const { t } = useTranslation();
  const site = useSite();
  const isPhone = useMediaQuery(MOBILE);
  const [params, setParams] = useSearchParams();
  const timeZone = site.brand.timezone;
  const today = dayIn(new Date(), timeZone);
  const filters = parseRecordFilters(params, today);
  const record = useAccountRecord(recordQuery(filters));
  const data = record.data;

  const update = (change: Partial<RecordFilters>) =>
    setParams(recordFiltersToParams({ ...filters, page: 1, ...change }, params));
  const choose = (range: RangeChoice) =>
    // Custom starts from the period on screen, so switching to it changes nothing until new days are applied.
    update(range === 'custom' ? { range, from: filters.from, to: filters.to } : { range });

  return (
    <div className="wallet-page">
      <div>
        <h2 className="wallet-title">{t('wallet.record.title')}</h2>
        <p className="wallet-lead">{t('wallet.record.lead', { zone: gmtOffset(timeZone) })}</p>
      </div>
      <section className="wallet-panel record-filters" aria-label={t('wallet.record.filters')}>
        <fieldset className="record-ranges">
          <legend>{t('wallet.record.period')}</legend>
          <div className="segmented">
            {[...RANGE_PRESETS, 'custom' as const].map((range) => (
              <label key={range} className="segment">
                <input
                  type="radio"
                  name="record-range"
                  value={range}
                  checked={filters.range === range}
                  onChange={() => choose(range)}
                />
                <span>{t(RANGE_LABEL[range])}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="field record-type">
          <label htmlFor="record-type">{t('wallet.record.type')}</label>
          <select
            id="record-type"
            value={filters.type ?? ''}
            onChange={(e) => update({ type: (e.target.value || null) as TransactionType | null })}
          >
            <option value="">{t('wallet.record.allTypes')}</option>
            {TRANSACTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`wallet.types.${type}`)}
              </option>
            ))}
          </select>
        </div>
        {filters.range === 'custom' && (
          <CustomRange
            key={`${filters.from}/${filters.to}`}
            filters={filters}
            onApply={(from, to) => update({ range: 'custom', from, to })}
          />
        )}
      </section>
      <p className="record-summary" aria-live="polite">
        <span className="tabular">
          {filters.from === filters.to
            ? filters.from
            : t('wallet.record.between', { from: filters.from, to: filters.to })}
        </span>
        {data && <span>{t('wallet.record.total', { count: data.total })}</span>}
      </p>
      {record.isPending && (
        <p className="wallet-muted" role="status">
          {t('common.loading')}
        </p>
      )}
      {record.isError && !data && (
        <LoadFailed message={t('wallet.record.loadFailed')} retry={() => void record.refetch()} />
      )}
      {data && data.items.length === 0 && data.total > 0 && (
        <div className="wallet-panel record-empty">
          <p>{t('wallet.record.pastEnd')}</p>
          <button type="button" className="btn" onClick={() => update({})}>
            {t('wallet.record.firstPage')}
          </button>
        </div>
      )}
      {data && data.total === 0 && (
        <div className="wallet-panel record-empty">
          <p>{t(isFiltered(filters) ? 'wallet.record.emptyFiltered' : 'wallet.record.empty')}</p>
          {filters.range !== '30d' && (
            <button type="button" className="btn" onClick={() => update({ range: '30d' })}>
              {t('wallet.record.tryLast30')}
            </button>
          )}
          {isFiltered(filters) && (
            <button
              type="button"
              className="btn"
              onClick={() => update({ range: DEFAULT_RANGE, type: null })}
            >
              {t('wallet.record.clear')}
            </button>
          )}
        </div>
      )}
      {data && data.items.length > 0 && (
        <div aria-busy={record.isFetching}>
          {isPhone ? <RecordCards items={data.items} /> : <RecordTable items={data.items} />}
        </div>
      )}
      {data && (
        <RecordPager
          page={filters.page}
          totalPages={data.totalPages}
          onChange={(page) => update({ ...filters, page })}
        />
      )}
    </div>
  );
}
