import { useTranslation } from 'react-i18next';
import type { TeamProfitRow } from '@croupier/contracts';
import { formatAmount } from '@croupier/money';
import { useCategoryName } from '../shell/categoryName.ts';
import { useSite } from '../site/queries.ts';
import { Amount } from '../wallet/parts.tsx';
import { useAgentIncome, useTeamProfit } from './api.ts';
import {
  AgentPeriodFilter,
  Breadcrumb,
  Empty,
  PeriodLine,
  QueryStatus,
  ReportHead,
  ReportTable,
  Segmented,
  useAgentParams,
} from './parts.tsx';
import { choiceParam, parentParam, queryOf } from './period.ts';

const GROUPS = ['member', 'gameType'] as const;
type Group = (typeof GROUPS)[number];
type Figures = Pick<TeamProfitRow, 'rounds' | 'stake' | 'validBet' | 'payout' | 'profit'>;

function FigureCells({ row }: { row: Figures }) {
  const currency = useSite().brand.currency;
  return (
    <>
      <td className="num tabular">{row.rounds}</td>
      <td className="num money">{formatAmount(row.stake, currency)}</td>
      <td className="num money">{formatAmount(row.validBet, currency)}</td>
      <td className="num money">{formatAmount(row.payout, currency)}</td>
      <td className="num">
        <Amount value={row.profit} currency={currency} />
      </td>
    </>
  );
}

function RowName({ row, group, onOpen }: { row: TeamProfitRow; group: Group; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const categoryName = useCategoryName();
  if (group === 'gameType') return <>{categoryName(row.key)}</>;
  if (row.self) return <>{t('agentCentre.profit.ownPlay', { username: row.key })}</>;
  if (row.isAgent && row.memberId) {
    const id = row.memberId;
    return (
      <button
        type="button"
        className="link-btn"
        onClick={() => onOpen(id)}
        aria-label={t('agentCentre.profit.open', { username: row.key })}
      >
        {row.key}
      </button>
    );
  }
  return <>{row.key}</>;
}

/** `palStatementsAgentCopy`: the team's profit and loss by member (drilling into agents) or by game type. */
export function TeamProfitPage() {
  const { t } = useTranslation();
  const { params, period, update, setPeriod } = useAgentParams('thisMonth');
  const group: Group = choiceParam(params, 'groupBy', GROUPS) ?? 'member';
  const parentId = parentParam(params);
  const profit = useTeamProfit(queryOf({ from: period.from, to: period.to, groupBy: group, parentId }));
  const data = profit.data;
  const byMember = group === 'member';
  return (
    <div className="wallet-page">
      <ReportHead title={t('agentCentre.pages.palStatementsAgentCopy')} lead={t('agentCentre.profit.lead')} />
      <section className="wallet-panel record-filters" aria-label={t('agentCentre.filters')}>
        <AgentPeriodFilter period={period} name="team-profit-range" onChange={setPeriod} />
        <Segmented
          legend={t('agentCentre.profit.groupBy')}
          name="team-profit-group"
          choices={GROUPS}
          value={group}
          label={(choice) => t(`agentCentre.profit.by.${choice}`)}
          onChange={(choice) => update({ groupBy: choice === 'member' ? null : choice })}
        />
      </section>
      {data && <Breadcrumb path={data.path} onGo={(id) => update({ parentId: id })} />}
      <PeriodLine period={period} />
      <QueryStatus query={profit} failed={t('agentCentre.loadFailed')} />
      {data && data.rows.length === 0 && <Empty>{t('agentCentre.profit.empty')}</Empty>}
      {data && data.rows.length > 0 && (
        <ReportTable caption={t('agentCentre.profit.caption')} busy={profit.isFetching}>
          <thead>
            <tr>
              <th scope="col">{byMember ? t('accounts.username') : t('bets.record.gameType')}</th>
              {byMember && (
                <th scope="col" className="num">
                  {t('agentCentre.figures.teamSize')}
                </th>
              )}
              <th scope="col" className="num">
                {t('bets.profit.rounds')}
              </th>
              {(['stake', 'validBet', 'payout', 'profit'] as const).map((key) => (
                <th key={key} scope="col" className="num">
                  {t(`bets.record.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <tr key={`${row.key}-${row.self ? 'self' : 'team'}`}>
                <th scope="row">
                  <RowName row={row} group={group} onOpen={(id) => update({ parentId: id })} />
                </th>
                {byMember && <td className="num tabular">{row.self ? '—' : (row.teamSize ?? '—')}</td>}
                <FigureCells row={row} />
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={byMember ? 2 : 1}>
                {t('bets.profit.total')}
              </th>
              <FigureCells row={data.total} />
            </tr>
          </tfoot>
        </ReportTable>
      )}
    </div>
  );
}

/** `agentRevenueReport`: what the caller earned, by day and kind. */
export function IncomePage() {
  const { t } = useTranslation();
  const currency = useSite().brand.currency;
  const { period, setPeriod } = useAgentParams('thisMonth');
  const income = useAgentIncome(queryOf({ from: period.from, to: period.to }));
  const data = income.data;
  return (
    <div className="wallet-page">
      <ReportHead title={t('agentCentre.pages.agentRevenueReport')} lead={t('agentCentre.income.lead')} />
      <section className="wallet-panel record-filters" aria-label={t('agentCentre.periodFilter')}>
        <AgentPeriodFilter period={period} name="income-range" onChange={setPeriod} />
      </section>
      <PeriodLine period={period} />
      <QueryStatus query={income} failed={t('agentCentre.loadFailed')} />
      {data && data.rows.length === 0 && <Empty>{t('agentCentre.income.empty')}</Empty>}
      {data && data.rows.length > 0 && (
        <ReportTable caption={t('agentCentre.income.caption')} busy={income.isFetching}>
          <thead>
            <tr>
              <th scope="col">{t('agentCentre.day')}</th>
              <th scope="col">{t('agentCentre.income.kind')}</th>
              <th scope="col" className="num">
                {t('agentCentre.income.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <tr key={`${row.date}-${row.kind}`}>
                <th scope="row" className="tabular">
                  {row.date}
                </th>
                <td>{t(`agentCentre.income.kinds.${row.kind}`)}</td>
                <td className="num money">{formatAmount(row.amount, currency)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {t('bets.profit.total')}
              </th>
              <td className="num money">{formatAmount(data.total, currency)}</td>
            </tr>
          </tfoot>
        </ReportTable>
      )}
    </div>
  );
}
