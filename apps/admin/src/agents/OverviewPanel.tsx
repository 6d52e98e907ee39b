import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentOverview, TeamDay } from '@croupier/contracts';
import { OVERVIEW_COUNT_FIGURES, OVERVIEW_MONEY_FIGURES } from '@croupier/contracts/constants';
import { DayChart } from '@croupier/web-kit';
import { moneyIn } from '../bets/rules.ts';
import { LoadError } from '../ui/LoadError.tsx';
import { ToggleGroup } from '../ui/ToggleGroup.tsx';
import { useAgentOverview } from './api.ts';
import { Amount } from './parts.tsx';
import type { Period } from './period.ts';
import '../ui/toggle-group.css';

const METRICS = ['profit', 'validBet', 'deposits', 'newMembers'] as const;
type Metric = (typeof METRICS)[number];

const count = (value: number) => value.toLocaleString('en-US');

function DayTable({ days, currency }: { days: readonly TeamDay[]; currency: string }) {
  const { t } = useTranslation();
  return (
    <details className="overview-days">
      <summary>{t('agents.overview.showDays')}</summary>
      <div className="table-wrap">
        <table className="table agents-table">
          <caption className="visually-hidden">{t('agents.overview.daysCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('agents.overview.day')}</th>
              {METRICS.map((metric) => (
                <th key={metric} scope="col" className="money-cell">
                  {t(`agents.figures.${metric}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((day) => (
              <tr key={day.day}>
                <th scope="row" className="mono nowrap">
                  {day.day}
                </th>
                <td className="money-cell">
                  <Amount value={day.profit} currency={currency} />
                </td>
                <td className="money-cell">
                  <Amount value={day.validBet} currency={currency} />
                </td>
                <td className="money-cell">
                  <Amount value={day.deposits} currency={currency} />
                </td>
                <td className="money-cell num">{count(day.newMembers)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

function Figures({ data }: { data: AgentOverview }) {
  const { t } = useTranslation();
  return (
    <dl className="overview-figures">
      {OVERVIEW_COUNT_FIGURES.map((key) => (
        <div key={key} className="overview-figure">
          <dt>{t(`agents.figures.${key}`)}</dt>
          <dd className="num">{count(data[key])}</dd>
        </div>
      ))}
      {OVERVIEW_MONEY_FIGURES.map((key) => (
        <div key={key} className="overview-figure">
          <dt>{t(`agents.figures.${key}`)}</dt>
          <dd>
            <Amount value={data[key]} currency={data.currency} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The team's figures over the period (the agent centre's overview, seen by an operator) and their daily trend. */
export function OverviewPanel({ agentId, period }: { agentId: string; period: Period }) {
  const { t } = useTranslation();
  const overview = useAgentOverview(agentId, period);
  const [metric, setMetric] = useState<Metric>('profit');
  const data = overview.data;
  const format = (value: number) =>
    metric === 'newMembers' ? count(value) : moneyIn(value.toFixed(2), data?.currency ?? '');

  return (
    <section className="card" aria-labelledby="agent-overview" aria-busy={overview.isFetching}>
      <h2 id="agent-overview">{t('agents.overview.heading')}</h2>
      {overview.isPending ? <p className="muted">{t('app.loading')}</p> : null}
      {overview.isError ? <LoadError error={overview.error} retry={() => void overview.refetch()} /> : null}
      {data ? (
        <>
          <p className="muted">
            {t('agents.overview.lead', {
              from: data.from,
              to: data.to,
              minimum: moneyIn(data.activeMinimum, data.currency),
            })}
          </p>
          <Figures data={data} />
          <div className="overview-trend-head">
            <h3>{t('agents.overview.trend')}</h3>
            <ToggleGroup
              label={t('agents.overview.metric')}
              options={METRICS}
              value={metric}
              text={(m) => t(`agents.figures.${m}`)}
              onChange={setMetric}
            />
          </div>
          <DayChart
            points={data.days.map((day) => ({ day: day.day, value: Number(day[metric]) }))}
            format={format}
            summary={(total) =>
              t('agents.overview.chartSummary', { metric: t(`agents.figures.${metric}`), total })
            }
            caption={(value) => t('agents.overview.chartTop', { value })}
          />
          <DayTable days={data.days} currency={data.currency} />
        </>
      ) : null}
    </section>
  );
}
