import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentOverview, TeamDay } from '@croupier/contracts';
import { OVERVIEW_COUNT_FIGURES, OVERVIEW_MONEY_FIGURES } from '@croupier/contracts/constants';
import { formatAmount } from '@croupier/money';
import { DayChart } from '@croupier/web-kit/day-chart';
import { useSite } from '../site/queries.ts';
import { Amount } from '../wallet/parts.tsx';
import { useAgentOverview } from './api.ts';
import {
  AgentPeriodFilter,
  PeriodLine,
  QueryStatus,
  ReportHead,
  ReportTable,
  useAgentParams,
} from './parts.tsx';
import { queryOf } from './period.ts';

const METRICS = ['profit', 'validBet', 'stake', 'deposits', 'withdrawals', 'newMembers'] as const;
type Metric = (typeof METRICS)[number];
const isCount = (metric: Metric) => metric === 'newMembers';
const count = (value: number) => value.toLocaleString('en-US');

function Figures({ data }: { data: AgentOverview }) {
  const { t } = useTranslation();
  const currency = useSite().brand.currency;
  return (
    <dl className="agent-figures">
      {OVERVIEW_COUNT_FIGURES.map((key) => (
        <div key={key} className="agent-figure">
          <dt>{t(`agentCentre.figures.${key}`)}</dt>
          <dd className="tabular">{count(data[key])}</dd>
          {key === 'activeMembers' && (
            <dd className="agent-figure-note">
              {t('agentCentre.overview.activeRule', { amount: formatAmount(data.activeMinimum, currency) })}
            </dd>
          )}
        </div>
      ))}
      {OVERVIEW_MONEY_FIGURES.map((key) => (
        <div key={key} className={key === 'profit' ? 'agent-figure is-main' : 'agent-figure'}>
          <dt>{t(`agentCentre.figures.${key}`)}</dt>
          <dd>
            {key === 'profit' ? (
              <Amount value={data.profit} currency={currency} />
            ) : (
              <span className="money">{formatAmount(data[key], currency)}</span>
            )}
          </dd>
          {key === 'profit' && <dd className="agent-figure-note">{t('agentCentre.overview.profitNote')}</dd>}
        </div>
      ))}
    </dl>
  );
}

function Trend({ days }: { days: readonly TeamDay[] }) {
  const { t } = useTranslation();
  const currency = useSite().brand.currency;
  const [metric, setMetric] = useState<Metric>('profit');
  const money = (value: string) => formatAmount(value, currency);
  const format = (value: number) =>
    isCount(metric) ? count(value) : money(value.toFixed(currency.decimals));
  const points = days.map((day) => ({ day: day.day, value: Number(day[metric]) }));
  const name = t(`agentCentre.figures.${metric}`);
  return (
    <section className="wallet-panel agent-trend" aria-labelledby="agent-trend-title">
      <div className="agent-trend-head">
        <h3 id="agent-trend-title">{t('agentCentre.overview.trend')}</h3>
        <div className="field record-type">
          <label htmlFor="agent-trend-metric">{t('agentCentre.overview.metric')}</label>
          <select
            id="agent-trend-metric"
            value={metric}
            onChange={(e) => setMetric(e.target.value as Metric)}
          >
            {METRICS.map((m) => (
              <option key={m} value={m}>
                {t(`agentCentre.figures.${m}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <DayChart
        points={points}
        summary={(total) =>
          t('agentCentre.overview.chartSummary', { metric: name, days: points.length, total })
        }
        caption={(value) => t('agentCentre.overview.chartTop', { value })}
        format={format}
      />
      <details className="agent-days">
        <summary>{t('agentCentre.overview.showTable')}</summary>
        <ReportTable caption={t('agentCentre.overview.tableCaption')}>
          <thead>
            <tr>
              <th scope="col">{t('agentCentre.day')}</th>
              {(['deposits', 'withdrawals', 'validBet', 'profit'] as const).map((key) => (
                <th key={key} scope="col" className="num">
                  {t(`agentCentre.figures.${key}`)}
                </th>
              ))}
              <th scope="col" className="num">
                {t('agentCentre.figures.newMembers')}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((day) => (
              <tr key={day.day}>
                <th scope="row" className="tabular">
                  {day.day}
                </th>
                <td className="num money">{money(day.deposits)}</td>
                <td className="num money">{money(day.withdrawals)}</td>
                <td className="num money">{money(day.validBet)}</td>
                <td className="num">
                  <Amount value={day.profit} currency={currency} />
                </td>
                <td className="num tabular">{count(day.newMembers)}</td>
              </tr>
            ))}
          </tbody>
        </ReportTable>
      </details>
    </section>
  );
}

/** `agentTeamOverview`: the team's figures over a period, and their daily trend. */
export function OverviewPage() {
  const { t } = useTranslation();
  const { period, setPeriod } = useAgentParams('7d');
  const overview = useAgentOverview(queryOf({ from: period.from, to: period.to }));
  const data = overview.data;
  return (
    <div className="wallet-page">
      <ReportHead title={t('agentCentre.pages.agentTeamOverview')} lead={t('agentCentre.overview.lead')} />
      <section className="wallet-panel record-filters" aria-label={t('agentCentre.periodFilter')}>
        <AgentPeriodFilter period={period} name="overview-range" onChange={setPeriod} />
      </section>
      <PeriodLine period={period} />
      <QueryStatus query={overview} failed={t('agentCentre.loadFailed')} />
      {data && (
        <div className="agent-stack" aria-busy={overview.isFetching}>
          <Figures data={data} />
          {data.days.length > 0 && <Trend days={data.days} />}
        </div>
      )}
    </div>
  );
}
