import { DateField } from '@croupier/web-kit';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useGgr } from './api.ts';
import { useVendors } from '../vendors/api.ts';
import { useBrand } from '../api/queries.ts';
import { Field, describedBy } from '../ui/Field.tsx';
import { FilterSelect } from '../ui/FilterBar.tsx';
import { downloadCsv } from '../ui/download.ts';
import { LoadError } from '../ui/LoadError.tsx';
import { useBrandTime } from '../ui/time.tsx';
import {
  defaultRange,
  ggrApiPath,
  ggrCsv,
  isNegative,
  moneyIn,
  parseGgrFilters,
  validateRange,
} from './rules.ts';
import '../vendors/games.css';

function Amount({ value, currency }: { value: string; currency: string }) {
  return (
    <span className={isNegative(value) ? 'num amount-negative' : 'num'}>{moneyIn(value, currency)}</span>
  );
}

/** Gross gaming revenue by vendor and day in the brand's calendar, with totals per currency and a CSV. */
export function GgrPage() {
  const { zone: timeZone } = useBrandTime();
  const { t } = useTranslation();
  const brand = useBrand();
  const vendors = useVendors();
  const [params, setParams] = useSearchParams();
  const filters = parseGgrFilters(params, new Date(), timeZone);
  const [typedErrors, setErrors] = useState<{ from?: string; to?: string }>({});
  // A range typed into the URL (or an old link) is checked as the form checks it: shown at its fields, never asked.
  const linkErrors = validateRange(filters.from, filters.to);
  const rangeValid = !linkErrors.from && !linkErrors.to;
  const errors = typedErrors.from || typedErrors.to ? typedErrors : linkErrors;
  const report = useGgr(ggrApiPath(filters), brand.data !== undefined && rangeValid);
  const data = rangeValid ? report.data : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const from = String(form.get('from') ?? '');
    const to = String(form.get('to') ?? '');
    const found = validateRange(from, to);
    setErrors(found);
    if (found.from || found.to) return;
    const next: Record<string, string> = { from, to };
    if (filters.vassalage) next.vassalage = filters.vassalage;
    setParams(next);
  };

  const headers = [
    t('ggr.day'),
    t('ggr.vendor'),
    t('ggr.currency'),
    t('ggr.rounds'),
    t('ggr.players'),
    t('ggr.stake'),
    t('ggr.payout'),
    t('ggr.validBet'),
    t('ggr.ggr'),
  ];
  const range = defaultRange(new Date(), timeZone);
  const isDefault = filters.from === range.from && filters.to === range.to && !filters.vassalage;

  const dateField = (key: 'from' | 'to') => {
    const error = errors[key] ? t(errors[key]) : null;
    return (
      <Field id={`ggr-${key}`} label={t(`ggr.${key}`)} error={error}>
        <DateField
          id={`ggr-${key}`}
          name={key}
          className="input"
          pickLabel={t('layout.pickDate')}
          defaultValue={filters[key]}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(`ggr-${key}`, false, error)}
        />
      </Field>
    );
  };

  return (
    <div className="page">
      <div className="page-header">
        <h1>{t('ggr.heading')}</h1>
        <button
          type="button"
          className="btn page-header-action"
          disabled={!data || data.rows.length === 0}
          onClick={() =>
            data &&
            downloadCsv(
              ggrCsv(
                data,
                [headers[0]!, headers[1]!, t('ggr.vendorCode'), ...headers.slice(2)],
                t('ggr.total'),
              ),
              `ggr-${filters.from}-${filters.to}.csv`,
            )
          }
        >
          {t('ggr.download')}
        </button>
      </div>
      <p className="muted">{t('ggr.intro', { zone: timeZone })}</p>
      <form key={`${filters.from}|${filters.to}`} className="filter-bar" onSubmit={submit} noValidate>
        {dateField('from')}
        {dateField('to')}
        <FilterSelect
          id="ggr-vendor"
          label={t('ggr.vendor')}
          value={filters.vassalage}
          allLabel={t('ggr.allVendors')}
          options={(vendors.data ?? []).map((v) => ({ value: v.vassalage, label: v.name }))}
          onChange={(vassalage) => {
            const next: Record<string, string> = { from: filters.from, to: filters.to };
            if (vassalage) next.vassalage = vassalage;
            setParams(next);
          }}
        />
        <button type="submit" className="btn btn-primary">
          {t('ggr.show')}
        </button>
        {!isDefault ? (
          <button
            type="button"
            className="btn"
            onClick={() => {
              setErrors({});
              setParams({});
            }}
          >
            {t('ggr.reset')}
          </button>
        ) : null}
      </form>
      {report.isPending && brand.data && rangeValid ? <p className="muted">{t('app.loading')}</p> : null}
      {report.isError ? <LoadError error={report.error} retry={() => void report.refetch()} /> : null}
      {data ? (
        <div className="table-wrap" aria-busy={report.isFetching}>
          <table className="table players-table">
            <caption className="visually-hidden">
              {t('ggr.caption', { from: filters.from, to: filters.to })}
            </caption>
            <thead>
              <tr>
                {headers.map((header, i) => (
                  <th key={header} scope="col" className={i >= 3 ? 'money-cell' : undefined}>
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.rows.length === 0 ? (
                <tr>
                  <td colSpan={headers.length} className="muted">
                    {t('ggr.empty')}
                  </td>
                </tr>
              ) : null}
              {data.rows.map((row) => (
                <tr key={`${row.day}|${row.vassalage}|${row.currency}`}>
                  <th scope="row" className="mono nowrap">
                    {row.day}
                  </th>
                  <td className="nowrap">
                    {row.vendorName}
                    <div className="muted cell-sub mono">{row.vassalage}</div>
                  </td>
                  <td className="mono">{row.currency}</td>
                  <td className="money-cell num">{row.rounds.toLocaleString('en-US')}</td>
                  <td className="money-cell num">{row.players.toLocaleString('en-US')}</td>
                  <td className="money-cell">
                    <Amount value={row.stake} currency={row.currency} />
                  </td>
                  <td className="money-cell">
                    <Amount value={row.payout} currency={row.currency} />
                  </td>
                  <td className="money-cell">
                    <Amount value={row.validBet} currency={row.currency} />
                  </td>
                  <td className="money-cell">
                    <Amount value={row.ggr} currency={row.currency} />
                  </td>
                </tr>
              ))}
            </tbody>
            {data.totals.length > 0 ? (
              <tfoot>
                {data.totals.map((total) => (
                  <tr key={total.currency}>
                    <th scope="row" colSpan={2}>
                      {t('ggr.totalIn', { currency: total.currency })}
                    </th>
                    <td className="mono">{total.currency}</td>
                    <td className="money-cell num">{total.rounds.toLocaleString('en-US')}</td>
                    <td />
                    <td className="money-cell">
                      <Amount value={total.stake} currency={total.currency} />
                    </td>
                    <td className="money-cell">
                      <Amount value={total.payout} currency={total.currency} />
                    </td>
                    <td className="money-cell">
                      <Amount value={total.validBet} currency={total.currency} />
                    </td>
                    <td className="money-cell">
                      <Amount value={total.ggr} currency={total.currency} />
                    </td>
                  </tr>
                ))}
              </tfoot>
            ) : null}
          </table>
        </div>
      ) : null}
    </div>
  );
}
