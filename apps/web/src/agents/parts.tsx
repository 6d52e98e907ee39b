import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AGENT_REPORT_MAX_DAYS } from '@croupier/contracts/constants';
import { gmtOffset } from '@croupier/format';
import { todayIn, type DateRangePreset } from '@croupier/web-kit';
import { errorKey } from '../api/http.ts';
import { PeriodFilter } from '../bets/PeriodFilter.tsx';
import { useSite } from '../site/queries.ts';
import { LoadFailed } from '../wallet/parts.tsx';
import {
  AGENT_PRESETS,
  pageParam,
  parsePeriod,
  periodValues,
  withParams,
  type AgentPeriod,
} from './period.ts';

/**
 * A report page's state in its URL: the period (brand days), its page number and its own filters. Any change
 * but paging goes back to the first page.
 */
export function useAgentParams(
  fallback: DateRangePreset,
  presets: readonly DateRangePreset[] = AGENT_PRESETS,
) {
  const site = useSite();
  const [params, setParams] = useSearchParams();
  const period = parsePeriod(params, todayIn(site.brand.timezone), fallback, presets);
  const update = (values: Record<string, string | number | null>) =>
    setParams(withParams(params, { pageNo: null, ...values }));
  return {
    params,
    period,
    page: pageParam(params),
    update,
    setPeriod: (next: AgentPeriod) => update(periodValues(next, fallback)),
    setPage: (page: number) => setParams(withParams(params, { pageNo: page > 1 ? page : null })),
  };
}

export function AgentPeriodFilter(props: {
  period: AgentPeriod;
  name: string;
  /** The presets offered, when a page needs fewer than all. */
  presets?: readonly DateRangePreset[];
  onChange: (period: AgentPeriod) => void;
}) {
  const { t } = useTranslation();
  return (
    <PeriodFilter
      filters={props.period}
      name={props.name}
      presets={props.presets ?? AGENT_PRESETS}
      label={(range) => t(`agentCentre.range.${range}`)}
      maxDays={AGENT_REPORT_MAX_DAYS}
      onChange={props.onChange}
    />
  );
}

/** The page's heading and what its days mean. */
export function ReportHead({ title, lead, days = true }: { title: string; lead: string; days?: boolean }) {
  const { t } = useTranslation();
  const zone = gmtOffset(useSite().brand.timezone);
  return (
    <div>
      <h2 className="wallet-title">{title}</h2>
      <p className="wallet-lead">
        {lead} {days && t('agentCentre.zone', { zone })}
      </p>
    </div>
  );
}

/** The days on screen, and a count when the report has one. */
export function PeriodLine({ period, children }: { period: AgentPeriod; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <p className="record-summary" aria-live="polite">
      <span className="tabular">
        {period.from === period.to
          ? period.from
          : t('wallet.record.between', { from: period.from, to: period.to })}
      </span>
      {children}
    </p>
  );
}

/** Loading, failure (with the server's reason in the page's language) and retry, for any report. */
export function QueryStatus(props: {
  query: { isPending: boolean; isError: boolean; error: unknown; data: unknown; refetch: () => unknown };
  failed: string;
}) {
  const { t } = useTranslation();
  const { query } = props;
  if (query.isPending) {
    return (
      <p className="wallet-muted" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (query.isError && query.data === undefined) {
    return (
      <LoadFailed
        message={`${props.failed} ${t(errorKey(query.error))}`}
        retry={() => void query.refetch()}
      />
    );
  }
  return null;
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <div className="wallet-panel record-empty">
      <p>{children}</p>
    </div>
  );
}

/**
 * Where a drill-down stands: the caller first, then each downline opened; each step but the last goes back up.
 * The first step is the caller itself, whose reports need no `parentId`.
 */
export function Breadcrumb(props: {
  path: readonly { id: string; username: string }[];
  onGo: (id: string | null) => void;
}) {
  const { t } = useTranslation();
  if (props.path.length <= 1) return null;
  return (
    <nav className="agent-crumbs" aria-label={t('agentCentre.breadcrumb')}>
      <ol>
        {props.path.map((step, i) => (
          <li key={step.id}>
            {i === props.path.length - 1 ? (
              <span aria-current="page">{step.username}</span>
            ) : (
              <button type="button" className="link-btn" onClick={() => props.onGo(i === 0 ? null : step.id)}>
                {step.username}
              </button>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** A text filter applied on submit (not on every key), so typing a username does not send a request a letter. */
export function SearchField(props: {
  id: string;
  label: string;
  value: string;
  onApply: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <form
      className="agent-search"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        const value = new FormData(e.currentTarget).get('q');
        props.onApply(typeof value === 'string' ? value.trim() : '');
      }}
    >
      <div className="field record-type">
        <label htmlFor={props.id}>{props.label}</label>
        <input
          id={props.id}
          name="q"
          type="search"
          maxLength={64}
          defaultValue={props.value}
          key={props.value}
        />
      </div>
      <button type="submit" className="btn">
        {t('agentCentre.search')}
      </button>
    </form>
  );
}

/** A report's table in its own scrolling frame (phones scroll the table, never the page), named by `caption`. */
export function ReportTable(props: { caption: string; busy?: boolean; children: ReactNode }) {
  return (
    <div
      className="record-table-wrap"
      role="region"
      aria-label={props.caption}
      tabIndex={0}
      aria-busy={props.busy}
    >
      <table className="record-table">
        <caption className="visually-hidden">{props.caption}</caption>
        {props.children}
      </table>
    </div>
  );
}

/** One choice of a few, as a row of segments (radio buttons under a legend). */
export function Segmented<T extends string>(props: {
  legend: string;
  name: string;
  choices: readonly T[];
  value: T;
  label: (choice: T) => string;
  onChange: (choice: T) => void;
}) {
  return (
    <fieldset className="record-ranges">
      <legend>{props.legend}</legend>
      <div className="segmented">
        {props.choices.map((choice) => (
          <label key={choice} className="segment">
            <input
              type="radio"
              name={props.name}
              value={choice}
              checked={props.value === choice}
              onChange={() => props.onChange(choice)}
            />
            <span>{props.label(choice)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
