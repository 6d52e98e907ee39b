import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Dashboard, DashboardDay } from '@croupier/contracts';
import { DayChart } from '@croupier/web-kit';
import { useMe } from '../api/queries.ts';
import { isNegative, moneyIn } from '../bets/rules.ts';
import { canSeeGgr } from '../vendors/rules.ts';
import { LoadError } from '../ui/LoadError.tsx';
import { useBrandTime } from '../ui/time.tsx';
import { ToggleGroup } from '../ui/ToggleGroup.tsx';
import { useDashboard } from './api.ts';
import '../vendors/games.css';
import '../ui/toggle-group.css';
import './dashboard.css';

const METRICS = ['ggr', 'depositAmount', 'withdrawalAmount', 'newPlayers'] as const;
type Metric = (typeof METRICS)[number];

const valueOf = (day: DashboardDay, metric: Metric) => Number(day[metric]);

function Figure(props: { label: string; value: string; note?: string; negative?: boolean }) {
  return (
    <div className="dash-figure">
      <dt>{props.label}</dt>
      <dd className={props.negative ? 'num amount-negative' : 'num'}>{props.value}</dd>
      {props.note ? <dd className="muted dash-figure-note">{props.note}</dd> : null}
    </div>
  );
}

function Queues({ pending }: { pending: Dashboard['pending'] }) {
  const { t } = useTranslation();
  const queues = [
    { key: 'deposits', count: pending.deposits, to: '/deposits' },
    { key: 'withdrawals', count: pending.withdrawals, to: '/withdrawals?status=pending' },
  ] as const;
  return (
    <section className="dash-card" aria-labelledby="dash-queues">
      <h2 id="dash-queues">{t('dashboard.queues')}</h2>
      <ul className="dash-queues">
        {queues.map((queue) => (
          <li key={queue.key}>
            <span>{t(`dashboard.pending.${queue.key}`)}</span>
            <strong className={queue.count > 0 ? 'num dash-count waiting' : 'num dash-count'}>
              {queue.count}
            </strong>
            <Link to={queue.to}>{t(`dashboard.review.${queue.key}`)}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The console's home: today's money and players in the brand's calendar, what waits for review, the last 14 days. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { offset } = useBrandTime();
  const me = useMe();
  const allowed = canSeeGgr(me.data?.role);
  const board = useDashboard(allowed);
  const [metric, setMetric] = useState<Metric>('ggr');

  // The console opens here; operators who do not read revenue figures go on to the settings.
  if (me.data && !allowed) return <Navigate to="/settings" replace />;
  if (board.isPending) return <p className="page muted">{t('app.loading')}</p>;
  if (board.isError)
    return (
      <div className="page">
        <h1>{t('dashboard.heading')}</h1>
        <LoadError error={board.error} retry={() => void board.refetch()} />
      </div>
    );
  const data = board.data;
  const today = data.days.at(-1)!;
  const money = (amount: string | number) => moneyIn(String(amount), data.currency);
  const format = (value: number) =>
    metric === 'newPlayers' ? value.toLocaleString('en-US') : money(value.toFixed(2));

  return (
    <div className="page">
      <div className="page-header">
        <h1>{t('dashboard.heading')}</h1>
      </div>
      <p className="muted">{t('dashboard.lead', { day: data.today, zone: offset })}</p>
      <section className="dash-card" aria-labelledby="dash-today">
        <h2 id="dash-today">{t('dashboard.today')}</h2>
        <dl className="dash-figures">
          <Figure
            label={t('dashboard.deposits')}
            value={money(today.depositAmount)}
            note={t('dashboard.approvedCount', { count: today.deposits })}
          />
          <Figure
            label={t('dashboard.withdrawals')}
            value={money(today.withdrawalAmount)}
            note={t('dashboard.paidCount', { count: today.withdrawals })}
          />
          <Figure
            label={t('dashboard.ggr')}
            value={money(today.ggr)}
            negative={isNegative(today.ggr)}
            note={t('dashboard.stakePayout', { stake: money(today.stake), payout: money(today.payout) })}
          />
          <Figure label={t('dashboard.newPlayers')} value={today.newPlayers.toLocaleString('en-US')} />
        </dl>
      </section>
      <Queues pending={data.pending} />
      <section className="dash-card" aria-labelledby="dash-trend">
        <div className="dash-trend-head">
          <h2 id="dash-trend">{t('dashboard.trend')}</h2>
          <ToggleGroup
            label={t('dashboard.metric')}
            options={METRICS}
            value={metric}
            text={(m) => t(`dashboard.metrics.${m}`)}
            onChange={setMetric}
          />
        </div>
        <DayChart
          points={data.days.map((day) => ({ day: day.day, value: valueOf(day, metric) }))}
          format={format}
          summary={(total) =>
            t('dashboard.chartSummary', { metric: t(`dashboard.metrics.${metric}`), total })
          }
          caption={(value) => t('dashboard.chartTop', { value })}
        />
        <div className="table-wrap">
          <table className="table dash-table">
            <caption className="visually-hidden">{t('dashboard.tableCaption', { zone: offset })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('dashboard.day')}</th>
                <th scope="col" className="money-cell">
                  {t('dashboard.deposits')}
                </th>
                <th scope="col" className="money-cell">
                  {t('dashboard.withdrawals')}
                </th>
                <th scope="col" className="money-cell">
                  {t('dashboard.ggr')}
                </th>
                <th scope="col" className="money-cell">
                  {t('dashboard.newPlayers')}
                </th>
              </tr>
            </thead>
            <tbody>
              {[...data.days].reverse().map((day) => (
                <tr key={day.day}>
                  <th scope="row" className="mono nowrap">
                    {day.day}
                  </th>
                  <td className="money-cell num">{money(day.depositAmount)}</td>
                  <td className="money-cell num">{money(day.withdrawalAmount)}</td>
                  <td className={isNegative(day.ggr) ? 'money-cell num amount-negative' : 'money-cell num'}>
                    {money(day.ggr)}
                  </td>
                  <td className="money-cell num">{day.newPlayers.toLocaleString('en-US')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
