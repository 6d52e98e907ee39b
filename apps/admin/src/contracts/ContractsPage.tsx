import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ContractItem } from '@croupier/contracts';
import { useMe } from '../api/queries.ts';
import { AgentsViews, SearchBox } from '../agents/parts.tsx';
import { FilterSelect } from '../ui/FilterBar.tsx';
import { PagedTable } from '../ui/PagedTable.tsx';
import { useBrandTime } from '../ui/time.tsx';
import { useContracts } from './api.ts';
import { ContractStatusBadge, TerminateAction, useTermsText, useTermText } from './parts.tsx';
import {
  canEndContracts,
  CONTRACT_KINDS,
  CONTRACT_STATUSES,
  contractFiltersToParams,
  isLive,
  parseContractFilters,
  type ContractFilters,
} from './rules.ts';
import '../players/players.css';
import '../agents/agents.css';
import './contracts.css';

const PAGE_SIZE = 50;

function PartyLink({ party }: { party: ContractItem['upline'] }) {
  const { t } = useTranslation();
  if (!party) return <span className="muted">{t('contracts.platform')}</span>;
  return <Link to={`/agents/${encodeURIComponent(party.id)}`}>{party.username}</Link>;
}

function Row(props: { contract: ContractItem; currency: string; mayEnd: boolean }) {
  const { t } = useTranslation();
  const { time } = useBrandTime();
  const termsText = useTermsText(props.currency);
  const termText = useTermText();
  const { contract } = props;
  return (
    <tr>
      <th scope="row" className="nowrap">
        {t(`contracts.kinds.${contract.kind}`)}
      </th>
      <td className="nowrap">
        <PartyLink party={contract.upline} />
      </td>
      <td className="nowrap">
        <PartyLink party={contract.downline} />
      </td>
      <td className="nowrap">
        <ContractStatusBadge status={contract.status} />
      </td>
      <td className="contract-terms-cell">
        {termsText(contract.terms)}
        {isLive(contract.status) ? (
          <span className="muted contract-term">{termText(contract.endsOn)}</span>
        ) : null}
      </td>
      <td className="mono nowrap">{contract.signedAt ? time(contract.signedAt) : '—'}</td>
      <td className="mono nowrap">{contract.endedAt ? time(contract.endedAt) : '—'}</td>
      <td className="nowrap">
        {props.mayEnd && isLive(contract.status) ? <TerminateAction contract={contract} /> : null}
      </td>
    </tr>
  );
}

function Filters({ filters, apply }: { filters: ContractFilters; apply: (next: ContractFilters) => void }) {
  const { t } = useTranslation();
  return (
    <div className="agents-filters">
      <SearchBox
        id="contracts-agent"
        label={t('contracts.list.agent')}
        value={filters.agent}
        clearLabel={t('agents.clearSearch')}
        onSearch={(agent) => apply({ ...filters, agent, page: 1 })}
      />
      <div className="filter-bar">
        <FilterSelect
          id="contracts-kind"
          label={t('contracts.list.kind')}
          value={filters.kind}
          allLabel={t('contracts.list.allKinds')}
          options={CONTRACT_KINDS.map((kind) => ({ value: kind, label: t(`contracts.kinds.${kind}`) }))}
          onChange={(kind) => apply({ ...filters, kind: kind as ContractFilters['kind'], page: 1 })}
        />
        <FilterSelect
          id="contracts-status"
          label={t('contracts.list.status')}
          value={filters.status}
          allLabel={t('contracts.list.allStatuses')}
          options={CONTRACT_STATUSES.map((status) => ({
            value: status,
            label: t(`contracts.statuses.${status}`),
          }))}
          onChange={(status) => apply({ ...filters, status: status as ContractFilters['status'], page: 1 })}
        />
      </div>
    </div>
  );
}

/**
 * Agents › Contracts: every contract of the brand, newest first, by kind, status and a party's username, with the
 * terms in force; owners and admins end one from its row. Shown to the roles that read what agents are paid.
 */
export function ContractsPage() {
  const { t } = useTranslation();
  const { offset } = useBrandTime();
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const filters = parseContractFilters(params);
  const contracts = useContracts(filters, PAGE_SIZE);
  const apply = (next: ContractFilters) => setParams(contractFiltersToParams(next));
  const data = contracts.data;
  const mayEnd = canEndContracts(me.data?.role);

  return (
    <div className="page">
      <div className="page-header">
        <h1>{t('contracts.list.heading')}</h1>
        {data ? <span className="muted num">{t('contracts.list.total', { count: data.total })}</span> : null}
      </div>
      <AgentsViews />
      <Filters filters={filters} apply={apply} />
      <PagedTable
        query={contracts}
        caption={t('contracts.list.caption')}
        className="agents-table"
        columns={[
          { label: t('contracts.list.kind') },
          { label: t('contracts.list.upline') },
          { label: t('contracts.list.downline') },
          { label: t('contracts.list.status') },
          { label: t('contracts.list.terms') },
          { label: t('contracts.signedAt', { zone: offset }) },
          { label: t('contracts.endedAt', { zone: offset }) },
          { label: t('contracts.list.actions') },
        ]}
        emptyText={t(
          filters.agent || filters.kind || filters.status ? 'contracts.list.noMatch' : 'contracts.list.empty',
        )}
        row={(contract) => (
          <Row key={contract.id} contract={contract} currency={data?.currency ?? ''} mayEnd={mayEnd} />
        )}
        pagerLabel={t('contracts.list.pagination')}
        page={filters.page}
        onPage={(page) => apply({ ...filters, page })}
      />
    </div>
  );
}
