import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AgentSummary } from '@croupier/contracts';
import { useMe } from '../api/queries.ts';
import { canManage } from '../operators/roles.ts';
import { PagedTable } from '../ui/PagedTable.tsx';
import { useBrandTime } from '../ui/time.tsx';
import { useAgents } from './api.ts';
import { agentFiltersToParams, parseAgentFilters, type AgentFilters } from './filters.ts';
import { NewAgentAction } from './NewAgentDialog.tsx';
import { AgentBadges, AgentsViews, AgentTypeLabel, Amount, SearchBox } from './parts.tsx';
import { PeriodPicker } from './PeriodPicker.tsx';
import '../players/players.css';
import '../vendors/games.css';
import './agents.css';

const PAGE_SIZE = 50;

function AgentRow({ agent, currency }: { agent: AgentSummary; currency: string }) {
  const { t } = useTranslation();
  return (
    <tr>
      <th scope="row" className="nowrap">
        <Link to={`/agents/${encodeURIComponent(agent.id)}`}>{agent.username}</Link>
      </th>
      <td className="nowrap">
        <AgentTypeLabel type={agent.type} />
      </td>
      <td className="nowrap">
        {agent.upline ? (
          <Link to={`/agents/${encodeURIComponent(agent.upline.id)}`}>{agent.upline.username}</Link>
        ) : (
          <span className="muted">{t('agents.topLevel')}</span>
        )}
      </td>
      <td className="money-cell">{agent.level}</td>
      <td className="money-cell">{agent.teamSize.toLocaleString('en-US')}</td>
      <td className="money-cell">{agent.directCount.toLocaleString('en-US')}</td>
      <td className="money-cell">
        <Amount value={agent.deposits} currency={currency} />
      </td>
      <td className="money-cell">
        <Amount value={agent.stake} currency={currency} />
      </td>
      <td className="money-cell">
        <Amount value={agent.validBet} currency={currency} />
      </td>
      <td className="money-cell">
        <Amount value={agent.profit} currency={currency} />
      </td>
      <td>
        <AgentBadges agent={agent} />
      </td>
    </tr>
  );
}

function FilterForm({ filters, apply }: { filters: AgentFilters; apply: (next: AgentFilters) => void }) {
  const { t } = useTranslation();
  return (
    <div className="agents-filters">
      <SearchBox
        id="agents-q"
        label={t('agents.search')}
        value={filters.q}
        clearLabel={t('agents.clearSearch')}
        onSearch={(q) => apply({ ...filters, q, page: 1 })}
      />
      <PeriodPicker
        key={`${filters.period.choice}|${filters.period.from}|${filters.period.to}`}
        id="agents-period"
        period={filters.period}
        onChange={(period) => apply({ ...filters, period, page: 1 })}
      />
    </div>
  );
}

/** Every agent of the brand with its team's size and its team's money over a period; owners and admins add agents. */
export function AgentsPage() {
  const { t } = useTranslation();
  const { today } = useBrandTime();
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const filters = parseAgentFilters(params, today());
  const agents = useAgents({
    q: filters.q,
    from: filters.period.from,
    to: filters.period.to,
    page: filters.page,
    pageSize: PAGE_SIZE,
  });
  const apply = (next: AgentFilters) => setParams(agentFiltersToParams(next));
  const data = agents.data;
  const currency = data?.currency ?? '';

  return (
    <div className="page">
      <div className="page-header">
        <h1>{t('agents.heading')}</h1>
        {data ? <span className="muted num">{t('agents.total', { count: data.total })}</span> : null}
        {canManage(me.data?.role) ? <NewAgentAction /> : null}
      </div>
      <AgentsViews />
      <FilterForm filters={filters} apply={apply} />
      <PagedTable
        query={agents}
        caption={t('agents.listCaption', { from: filters.period.from, to: filters.period.to })}
        className="agents-table"
        columns={[
          { label: t('agents.username') },
          { label: t('agents.type') },
          { label: t('agents.uplineCol') },
          { label: t('agents.level'), money: true },
          { label: t('agents.teamSize'), money: true },
          { label: t('agents.directCount'), money: true },
          { label: t('agents.figures.deposits'), money: true },
          { label: t('agents.figures.stake'), money: true },
          { label: t('agents.figures.validBet'), money: true },
          { label: t('agents.figures.profit'), money: true },
          { label: t('agents.status') },
        ]}
        emptyText={t(filters.q ? 'agents.noMatch' : 'agents.empty')}
        row={(agent) => <AgentRow key={agent.id} agent={agent} currency={currency} />}
        pagerLabel={t('agents.pagination')}
        page={filters.page}
        onPage={(page) => apply({ ...filters, page })}
      />
    </div>
  );
}
