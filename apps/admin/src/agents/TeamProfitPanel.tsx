import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TEAM_PROFIT_GROUPS, type TeamProfitRow } from '@croupier/contracts';
import { LoadError } from '../ui/LoadError.tsx';
import { ToggleGroup } from '../ui/ToggleGroup.tsx';
import { useTeamProfit } from './api.ts';
import { Crumbs } from './Crumbs.tsx';
import { accountPath, Amount } from './parts.tsx';
import type { Period } from './period.ts';
import '../ui/toggle-group.css';

type Group = (typeof TEAM_PROFIT_GROUPS)[number];

function RowName(props: { row: TeamProfitRow; group: Group; drill: (id: string) => void }) {
  const { t } = useTranslation();
  const { row } = props;
  if (props.group === 'gameType') return <>{t(`gameTypes.${row.key}`, { defaultValue: row.key })}</>;
  const id = row.memberId;
  const name = id ? <Link to={accountPath({ id, isAgent: row.isAgent ?? false })}>{row.key}</Link> : row.key;
  return (
    <span className="profit-name">
      {name}
      {row.self ? <span className="muted">{t('agents.profit.self')}</span> : null}
      {/* A downline agent's row adds up its whole team: it opens into that team's own rows. */}
      {id && row.isAgent && !row.self && (row.teamSize ?? 0) > 0 ? (
        <button
          type="button"
          className="btn btn-small"
          aria-label={t('agents.profit.drillOf', { username: row.key })}
          onClick={() => props.drill(id)}
        >
          {t('agents.profit.drill', { count: row.teamSize ?? 0 })}
        </button>
      ) : null}
    </span>
  );
}

/** The team's profit and loss by member (each direct downline with its team) or by game type, over the period. */
export function TeamProfitPanel({ agentId, period }: { agentId: string; period: Period }) {
  const { t } = useTranslation();
  const [group, setGroup] = useState<Group>('member');
  const [parentId, setParentId] = useState<string | undefined>(undefined);
  const profit = useTeamProfit(agentId, {
    from: period.from,
    to: period.to,
    groupBy: group,
    ...(parentId ? { parentId } : {}),
  });
  const data = profit.data;
  const currency = data?.currency ?? '';
  const money = (value: string) => <Amount value={value} currency={currency} />;

  return (
    <section className="card" aria-labelledby="agent-profit" aria-busy={profit.isFetching}>
      <div className="overview-trend-head">
        <h2 id="agent-profit">{t('agents.profit.heading')}</h2>
        <ToggleGroup
          label={t('agents.profit.groupBy')}
          options={TEAM_PROFIT_GROUPS}
          value={group}
          text={(g) => t(`agents.profit.by.${g}`)}
          onChange={(g) => setGroup(g)}
        />
      </div>
      {data && data.path.length > 1 ? (
        <Crumbs
          label={t('agents.profit.crumbs')}
          path={data.path}
          onPick={(id) => setParentId(id === agentId ? undefined : id)}
        />
      ) : null}
      {profit.isPending ? <p className="muted">{t('app.loading')}</p> : null}
      {profit.isError ? <LoadError error={profit.error} retry={() => void profit.refetch()} /> : null}
      {data ? (
        <div className="table-wrap">
          <table className="table agents-table">
            <caption className="visually-hidden">
              {t('agents.profit.caption', { from: period.from, to: period.to })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t(`agents.profit.key.${group}`)}</th>
                <th scope="col" className="money-cell">
                  {t('agents.profit.rounds')}
                </th>
                {(['stake', 'validBet', 'payout', 'profit'] as const).map((key) => (
                  <th key={key} scope="col" className="money-cell">
                    {t(`agents.figures.${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.rows.length === 0 ? (
                <tr>
                  <td colSpan={6} className="muted">
                    {t('agents.profit.empty')}
                  </td>
                </tr>
              ) : null}
              {data.rows.map((row) => (
                <tr key={`${row.memberId ?? row.key}|${row.self ? 'self' : 'team'}`}>
                  <th scope="row">
                    <RowName row={row} group={group} drill={setParentId} />
                  </th>
                  <td className="money-cell num">{row.rounds.toLocaleString('en-US')}</td>
                  <td className="money-cell">{money(row.stake)}</td>
                  <td className="money-cell">{money(row.validBet)}</td>
                  <td className="money-cell">{money(row.payout)}</td>
                  <td className="money-cell">{money(row.profit)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('agents.profit.total')}</th>
                <td className="money-cell num">{data.total.rounds.toLocaleString('en-US')}</td>
                <td className="money-cell">{money(data.total.stake)}</td>
                <td className="money-cell">{money(data.total.validBet)}</td>
                <td className="money-cell">{money(data.total.payout)}</td>
                <td className="money-cell">{money(data.total.profit)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      ) : null}
    </section>
  );
}
