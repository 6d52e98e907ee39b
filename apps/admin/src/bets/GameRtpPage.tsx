import { DateField } from '@croupier/web-kit';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GAME_RTP_SORTS, GAME_TYPES } from '@croupier/contracts';
import { fetchAllGameRtp, useGameRtp } from './api.ts';
import { useVendors } from '../vendors/api.ts';
import { useBrand } from '../api/queries.ts';
import { Field, describedBy } from '../ui/Field.tsx';
import { FilterInput, FilterSelect } from '../ui/FilterBar.tsx';
import { downloadCsv } from '../ui/download.ts';
import { LoadError } from '../ui/LoadError.tsx';
import { Pager } from '../ui/Pager.tsx';
import { useBrandTime } from '../ui/time.tsx';
import { GameRtpTable } from './GameRtpTable.tsx';
import {
  gameRtpApiPath,
  gameRtpCsv,
  gameRtpFiltersToParams,
  isFiltered,
  parseGameRtpFilters,
  RTP_SEARCH_MAX,
  type GameRtpFilters,
} from './gameRtpRules.ts';
import { validateRange } from './rules.ts';
import '../vendors/games.css';
import './rtp.css';

const PAGE_SIZE = 20;

/**
 * Return to player per game: actual against the vendor's published RTP over the rounds settled in the range,
 * with each game's open and interrupted rounds, filtered and paged through the URL, and a CSV of every page.
 */
export function GameRtpPage() {
  const { zone: timeZone } = useBrandTime();
  const { t } = useTranslation();
  const brand = useBrand();
  const vendors = useVendors();
  const [params, setParams] = useSearchParams();
  const now = new Date();
  const filters = parseGameRtpFilters(params, now, timeZone);
  const [typedErrors, setErrors] = useState<{ from?: string; to?: string }>({});
  // A range typed into the URL (or an old link) is checked as the form checks it: shown at its fields, never asked.
  const linkErrors = validateRange(filters.from, filters.to);
  const rangeValid = !linkErrors.from && !linkErrors.to;
  const errors = typedErrors.from || typedErrors.to ? typedErrors : linkErrors;
  const [csv, setCsv] = useState<'idle' | 'busy' | 'failed'>('idle');
  const report = useGameRtp(gameRtpApiPath(filters, PAGE_SIZE), brand.data !== undefined && rangeValid);
  const data = rangeValid ? report.data : undefined;
  const apply = (next: GameRtpFilters) => setParams(gameRtpFiltersToParams(next));
  const narrowed = filters.vassalage !== '' || filters.gameType !== null || filters.q !== '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const from = String(form.get('from') ?? '');
    const to = String(form.get('to') ?? '');
    const found = validateRange(from, to);
    setErrors(found);
    if (found.from || found.to) return;
    apply({ ...filters, from, to, q: String(form.get('q') ?? '').trim(), page: 1 });
  };

  const saveCsv = async () => {
    setCsv('busy');
    try {
      const all = await fetchAllGameRtp(filters);
      const header = [
        t('rtp.game'),
        t('rtp.gameCode'),
        t('rtp.vendor'),
        t('rtp.vendorCode'),
        t('rtp.type'),
        t('rtp.currency'),
        t('rtp.rounds'),
        t('rtp.stake'),
        t('rtp.payout'),
        t('rtp.actual'),
        t('rtp.theoretical'),
        t('rtp.deviation'),
        t('rtp.open'),
        t('rtp.interrupted'),
        t('rtp.oldestOpen'),
      ];
      downloadCsv(
        gameRtpCsv(all.rows, all.totals, header, t('rtp.totalLabel')),
        `game-rtp-${filters.from}-${filters.to}.csv`,
      );
      setCsv('idle');
    } catch {
      setCsv('failed');
    }
  };

  const dateField = (key: 'from' | 'to') => {
    const error = errors[key] ? t(errors[key]) : null;
    return (
      <Field id={`rtp-${key}`} label={t(`rtp.${key}`)} error={error}>
        <DateField
          id={`rtp-${key}`}
          name={key}
          className="input"
          pickLabel={t('layout.pickDate')}
          defaultValue={filters[key]}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(`rtp-${key}`, false, error)}
        />
      </Field>
    );
  };

  return (
    <div className="page">
      <div className="page-header">
        <h1>{t('rtp.heading')}</h1>
        {data ? <span className="muted num">{t('rtp.total', { count: data.total })}</span> : null}
        <button
          type="button"
          className="btn page-header-action"
          disabled={!data || data.total === 0 || csv === 'busy'}
          aria-busy={csv === 'busy'}
          onClick={() => void saveCsv()}
        >
          {csv === 'busy' ? t('rtp.downloading') : t('rtp.download')}
        </button>
      </div>
      <p className="muted">{t('rtp.intro', { zone: timeZone })}</p>
      {csv === 'failed' ? (
        <div className="banner banner-error" role="alert">
          {t('rtp.downloadFailed')}
        </div>
      ) : null}
      <form
        key={`${filters.from}|${filters.to}|${filters.q}`}
        role="search"
        className="filter-bar"
        onSubmit={submit}
        noValidate
      >
        {dateField('from')}
        {dateField('to')}
        <FilterInput
          id="rtp-q"
          name="q"
          type="search"
          label={t('rtp.search')}
          maxLength={RTP_SEARCH_MAX}
          defaultValue={filters.q}
          placeholder={t('rtp.searchPlaceholder')}
        />
        <FilterSelect
          id="rtp-vendor"
          label={t('rtp.vendor')}
          value={filters.vassalage}
          allLabel={t('rtp.allVendors')}
          options={(vendors.data ?? []).map((v) => ({ value: v.vassalage, label: v.name }))}
          onChange={(vassalage) => apply({ ...filters, vassalage, page: 1 })}
        />
        <FilterSelect
          id="rtp-type"
          label={t('rtp.gameType')}
          value={filters.gameType ?? ''}
          allLabel={t('rtp.allTypes')}
          options={GAME_TYPES.map((type) => ({ value: type, label: t(`gameTypes.${type}`) }))}
          onChange={(value) =>
            apply({ ...filters, gameType: GAME_TYPES.find((type) => type === value) ?? null, page: 1 })
          }
        />
        <FilterSelect
          id="rtp-sort"
          label={t('rtp.sort')}
          value={filters.sort}
          options={GAME_RTP_SORTS.map((sort) => ({ value: sort, label: t(`rtp.sorts.${sort}`) }))}
          onChange={(value) =>
            apply({ ...filters, sort: GAME_RTP_SORTS.find((s) => s === value) ?? 'rounds', page: 1 })
          }
        />
        <button type="submit" className="btn btn-primary">
          {t('rtp.show')}
        </button>
        {isFiltered(filters, now, timeZone) ? (
          <button
            type="button"
            className="btn"
            onClick={() => {
              setErrors({});
              setParams({});
            }}
          >
            {t('rtp.reset')}
          </button>
        ) : null}
      </form>
      {(report.isPending && brand.data && rangeValid) || brand.isPending ? (
        <p className="muted">{t('app.loading')}</p>
      ) : null}
      {brand.isError ? <LoadError error={brand.error} retry={() => void brand.refetch()} /> : null}
      {report.isError ? <LoadError error={report.error} retry={() => void report.refetch()} /> : null}
      {data ? (
        <GameRtpTable
          report={data}
          sort={filters.sort}
          busy={report.isFetching}
          caption={t('rtp.caption', { from: filters.from, to: filters.to })}
          emptyText={t(narrowed ? 'rtp.noMatch' : 'rtp.empty')}
        />
      ) : null}
      {data && data.totalPages > 1 ? (
        <Pager
          label={t('rtp.pagination')}
          page={filters.page}
          totalPages={data.totalPages}
          onChange={(page) => apply({ ...filters, page })}
        />
      ) : null}
    </div>
  );
}
