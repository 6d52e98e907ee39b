import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdjustmentRequest } from '@croupier/contracts';
import {
  ADJUSTMENT_REQUEST_STATUSES,
  type AdjustmentRequestStatus,
} from '@croupier/contracts/adjustment-rules';
import { FilterSelect } from '../ui/FilterBar.tsx';
import { PagedTable } from '../ui/PagedTable.tsx';
import { useBrandTime } from '../ui/time.tsx';
import { Money } from '../withdrawals/parts.tsx';
import { useAdjustmentRequests } from './api.ts';
import { DecisionButton } from './DecisionButton.tsx';
import '../players/players.css';
import './adjustments.css';

const STATUS_TONE: Record<AdjustmentRequestStatus, string> = {
  pending: 'badge-info',
  approved: 'badge-positive',
  rejected: 'badge-negative',
};

/** The status filter from the URL: pending by default, `all` for every request. */
export function statusFromParams(params: URLSearchParams): AdjustmentRequestStatus | null {
  const value = params.get('status');
  if (value === 'all') return null;
  return ADJUSTMENT_REQUEST_STATUSES.find((s) => s === value) ?? 'pending';
}

function Decision({ item }: { item: AdjustmentRequest }) {
  const { time } = useBrandTime();
  const { t } = useTranslation();
  if (item.status === 'pending')
    return item.mine ? (
      // Four eyes: the requester sees its request waiting, and no buttons to decide it.
      <span className="muted">{t('adjustments.mine')}</span>
    ) : (
      <span className="adjustment-actions">
        <DecisionButton request={item} decision="approve" />
        <DecisionButton request={item} decision="reject" />
      </span>
    );
  return (
    <span className="adjustment-decision">
      {t('adjustments.decidedBy', { operator: item.decidedBy ?? '' })}
      {item.decidedAt ? <span className="muted cell-sub mono">{time(item.decidedAt)}</span> : null}
      {item.rejectReason ? <span className="cell-sub">{item.rejectReason}</span> : null}
    </span>
  );
}

function Row({ item }: { item: AdjustmentRequest }) {
  const { time } = useBrandTime();
  const { t } = useTranslation();
  return (
    <tr>
      <td className="mono nowrap">#{item.id}</td>
      <td className="mono nowrap">{time(item.requestedAt)}</td>
      <td className="nowrap">
        <Link to={`/players/${encodeURIComponent(item.playerId)}`}>{item.account}</Link>
      </td>
      <td className="money-cell">
        <Money amount={item.amount} />
      </td>
      <td className="adjustment-reason">{item.reason}</td>
      <td className="nowrap">{item.requestedBy}</td>
      <td>
        <span className={`badge ${STATUS_TONE[item.status]}`}>
          {t(`adjustments.statuses.${item.status}`)}
        </span>
      </td>
      <td>
        <Decision item={item} />
      </td>
    </tr>
  );
}

/** Adjustments above the brand's threshold, waiting for a second operator (or decided), newest first. */
export function AdjustmentRequestsPage() {
  const { offset } = useBrandTime();
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = statusFromParams(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useAdjustmentRequests(status, page);
  const apply = (next: { status: string; page: number }) =>
    setParams({ status: next.status, ...(next.page > 1 ? { page: String(next.page) } : {}) });

  return (
    <div className="page">
      <div className="page-header">
        <h1>{t('adjustments.heading')}</h1>
        {list.data ? (
          <span className="muted num">{t('adjustments.total', { count: list.data.total })}</span>
        ) : null}
      </div>
      <p className="muted">{t('adjustments.intro')}</p>
      <div className="filter-bar">
        <FilterSelect
          id="adjustment-status"
          label={t('adjustments.status')}
          value={status ?? 'all'}
          options={[
            ...ADJUSTMENT_REQUEST_STATUSES.map((s) => ({ value: s, label: t(`adjustments.statuses.${s}`) })),
            { value: 'all', label: t('adjustments.allStatuses') },
          ]}
          onChange={(value) => apply({ status: value, page: 1 })}
        />
      </div>
      <PagedTable
        query={list}
        caption={t('adjustments.listCaption')}
        className="players-table"
        columns={[
          { label: t('adjustments.id') },
          { label: t('adjustments.requested', { zone: offset }) },
          { label: t('adjustments.account') },
          { label: t('adjustments.amount'), money: true },
          { label: t('adjustments.reason') },
          { label: t('adjustments.requestedBy') },
          { label: t('adjustments.status') },
          { label: t('adjustments.decision') },
        ]}
        emptyText={t(status === 'pending' ? 'adjustments.emptyPending' : 'adjustments.empty')}
        row={(item) => <Row key={item.id} item={item} />}
        pagerLabel={t('adjustments.pagination')}
        page={page}
        onPage={(next) => apply({ status: status ?? 'all', page: next })}
      />
    </div>
  );
}
