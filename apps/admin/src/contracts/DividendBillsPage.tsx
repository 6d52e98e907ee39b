import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DividendBill, DividendBillStatus } from '@croupier/contracts';
import { useMe } from '../api/queries.ts';
import { Amount, AgentsViews } from '../agents/parts.tsx';
import { PeriodPicker } from '../agents/PeriodPicker.tsx';
import { canRerunSettlements } from '../settlements/rules.ts';
import { FilterSelect } from '../ui/FilterBar.tsx';
import { PagedTable } from '../ui/PagedTable.tsx';
import { useBrandTime } from '../ui/time.tsx';
import {
  billFiltersToParams,
  DIVIDEND_BILL_STATUSES,
  hasOpenShortfall,
  parseBillFilters,
  type BillFilters,
} from './bill-rules.ts';
import { useDividendBills } from './bills-api.ts';
import { ShortfallAction } from './ShortfallAction.tsx';
import '../players/players.css';
import '../agents/agents.css';
import './contracts.css';

const TONE: Record<DividendBillStatus, string> = {
  pending: 'badge-info',
  paid: 'badge-positive',
  refused: 'badge-negative',
  forced: 'badge-quiet',
  shortfall: 'badge-negative',
};

function AgentLink({ party }: { party: DividendBill['upline'] }) {
  return <Link to={`/agents/${encodeURIComponent(party.id)}`}>{party.username}</Link>;
}

function Row(props: { bill: DividendBill; currency: string; mayResolve: boolean }) {
  const { t } = useTranslation();
  const { time } = useBrandTime();
  const { bill, currency } = props;
  const money = (value: string) => <Amount value={value} currency={currency} />;
  return (
    <tr>
      <th scope="row" className="mono nowrap">
        {bill.period}
      </th>
      <td className="nowrap">
        <AgentLink party={bill.upline} />
        <span aria-hidden="true"> → </span>
        <span className="visually-hidden"> {t('dividendBills.owes')} </span>
        <AgentLink party={bill.downline} />
      </td>
      <td className="money-cell">{money(bill.amount)}</td>
      <td className="money-cell">{money(bill.paid)}</td>
      <td className="money-cell">{money(bill.forced)}</td>
      <td className="money-cell">{money(bill.shortfall)}</td>
      <td className="nowrap">
        <span className={`badge ${TONE[bill.status]}`}>{t(`dividendBills.statuses.${bill.status}`)}</span>
      </td>
      {/* Date over time: the row has nine figures to fit beside them. */}
      <td className="mono bill-time">{time(bill.dueAt)}</td>
      <td className="mono bill-time">{bill.settledAt ? time(bill.settledAt) : '—'}</td>
      <td className="bill-resolution">
        {bill.shortfallResolution ? (
          <>
            <div>{t(`dividendBills.resolutions.${bill.shortfallResolution}`)}</div>
            {bill.shortfallNote ? <div className="muted cell-sub">{bill.shortfallNote}</div> : null}
          </>
        ) : hasOpenShortfall(bill) ? (
          <span className="muted">{t('dividendBills.open')}</span>
        ) : (
          '—'
        )}
      </td>
      {props.mayResolve ? (
        <td>{hasOpenShortfall(bill) ? <ShortfallAction bill={bill} currency={currency} /> : null}</td>
      ) : null}
    </tr>
  );
}

function Filters({ filters, apply }: { filters: BillFilters; apply: (next: BillFilters) => void }) {
  const { t } = useTranslation();
  return (
    <div className="agents-filters">
      <div className="filter-bar">
        <FilterSelect
          id="bills-status"
          label={t('dividendBills.status')}
          value={filters.status}
          allLabel={t('dividendBills.allStatuses')}
          options={DIVIDEND_BILL_STATUSES.map((status) => ({
            value: status,
            label: t(`dividendBills.statuses.${status}`),
          }))}
          onChange={(status) => apply({ ...filters, status: status as BillFilters['status'] })}
        />
        <label className="check bills-open-only">
          <input
            type="checkbox"
            checked={filters.openShortfall}
            onChange={(event) => apply({ ...filters, openShortfall: event.target.checked })}
          />
          {t('dividendBills.openOnly')}
        </label>
      </div>
      <PeriodPicker
        id="bills-period"
        period={filters.period}
        onChange={(period) => apply({ ...filters, period })}
        any={{ label: t('dividendBills.anyPeriod'), choose: () => apply({ ...filters, period: null }) }}
      />
    </div>
  );
}

/**
 * Agents › Dividend bills: what each upline owes its contracted downlines per period, how it was settled (paid,
 * or forced from its balance when refused or late) and any shortfall the balance did not cover; the roles that
 * run settlements settle a shortfall here, the platform paying it or writing it off, with a reason.
 */
export function DividendBillsPage() {
  const { t } = useTranslation();
  const { offset, today } = useBrandTime();
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const filters = parseBillFilters(params, today());
  const bills = useDividendBills(filters);
  const apply = (next: BillFilters) => setParams(billFiltersToParams(next));
  const mayResolve = canRerunSettlements(me.data?.role);
  const filtered = Boolean(filters.status || filters.openShortfall || filters.period);

  return (
    <div className="page">
      <div className="page-header">
        <h1>{t('dividendBills.heading')}</h1>
        {bills.data ? (
          <span className="muted num">{t('dividendBills.total', { count: bills.data.items.length })}</span>
        ) : null}
      </div>
      <AgentsViews />
      <p className="muted page-lead">{t('dividendBills.lead')}</p>
      <Filters filters={filters} apply={apply} />
      <PagedTable
        query={bills}
        caption={t('dividendBills.caption')}
        className="agents-table"
        columns={[
          { label: t('dividendBills.period') },
          { label: t('dividendBills.parties') },
          { label: t('dividendBills.amount'), money: true },
          { label: t('dividendBills.paid'), money: true },
          { label: t('dividendBills.forced'), money: true },
          { label: t('dividendBills.shortfall'), money: true },
          { label: t('dividendBills.status') },
          { label: t('dividendBills.dueAt', { zone: offset }) },
          { label: t('dividendBills.settledAt', { zone: offset }) },
          { label: t('dividendBills.resolution') },
          ...(mayResolve ? [{ label: t('dividendBills.actions') }] : []),
        ]}
        emptyText={t(filtered ? 'dividendBills.noMatch' : 'dividendBills.empty')}
        row={(bill) => (
          <Row key={bill.id} bill={bill} currency={bills.data?.currency ?? ''} mayResolve={mayResolve} />
        )}
        pagerLabel={t('dividendBills.pagination')}
        page={1}
        onPage={() => undefined}
      />
    </div>
  );
}
