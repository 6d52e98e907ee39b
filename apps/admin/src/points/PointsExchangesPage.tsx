import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PointExchangeAdmin, PointExchangeStatus } from '@croupier/contracts';
import { POINT_EXCHANGE_STATUSES } from '@croupier/contracts/constants';
import { NO_ERRORS, toFormErrors, type FormErrors } from '@croupier/web-kit';
import { ReasonDialog } from '../agents/ReasonDialog.tsx';
import { useMe } from '../api/queries.ts';
import { DecisionDialog } from '../ui/DecisionDialog.tsx';
import { PagedTable } from '../ui/PagedTable.tsx';
import { useBrandTime } from '../ui/time.tsx';
import { useToast } from '../ui/Toast.tsx';
import { usePointExchanges, useReviewExchange } from './api.ts';
import { canDecideExchanges } from './rules.ts';

const PAGE_SIZE = 20;
const TONE: Record<PointExchangeStatus, string> = {
  in_process: 'badge badge-info',
  passed: 'badge badge-positive',
  rejected: 'badge badge-negative',
};

function Decide({ exchange }: { exchange: PointExchangeAdmin }) {
  const { t } = useTranslation();
  const toast = useToast();
  const review = useReviewExchange();
  const [open, setOpen] = useState<'pass' | 'reject' | null>(null);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const no = exchange.transactionNo;
  const what = t('pointsMall.exchanges.what', {
    name: exchange.goodsName,
    quantity: exchange.quantity,
    user: exchange.username,
  });
  return (
    <div className="row-actions">
      <button type="button" className="btn btn-small" onClick={() => setOpen('pass')}>
        {t('pointsMall.exchanges.pass')}
        <span className="visually-hidden"> {no}</span>
      </button>
      <button type="button" className="btn btn-small btn-danger" onClick={() => setOpen('reject')}>
        {t('pointsMall.exchanges.reject')}
        <span className="visually-hidden"> {no}</span>
      </button>
      {open === 'pass' ? (
        <DecisionDialog
          title={t('pointsMall.exchanges.passTitle', { no })}
          busy={review.isPending}
          errors={errors}
          confirmLabel={t('pointsMall.exchanges.pass')}
          pendingLabel={t('common.saving')}
          onClose={() => setOpen(null)}
          onConfirm={() =>
            review.mutate(
              { id: exchange.id, review: { decision: 'pass', remark: '' } },
              {
                onSuccess: () => {
                  setOpen(null);
                  toast(t('pointsMall.exchanges.passed', { no }));
                },
                onError: (error) => setErrors(toFormErrors(error)),
              },
            )
          }
        >
          <p>{what}</p>
          <p>{t('pointsMall.exchanges.passBody', { address: exchange.address, phone: exchange.phone })}</p>
        </DecisionDialog>
      ) : null}
      {open === 'reject' ? (
        <ReasonDialog
          title={t('pointsMall.exchanges.rejectTitle', { no })}
          body={
            <>
              <p>{what}</p>
              <p>
                {t('pointsMall.exchanges.rejectBody', { points: exchange.pointsChange.replace('-', '') })}
              </p>
            </>
          }
          confirmLabel={t('pointsMall.exchanges.reject')}
          pendingLabel={t('common.saving')}
          pending={review.isPending}
          onClose={() => setOpen(null)}
          send={(remark, done, fail) =>
            review.mutate(
              { id: exchange.id, review: { decision: 'reject', remark } },
              {
                onSuccess: () => {
                  done();
                  toast(t('pointsMall.exchanges.rejected', { no }));
                },
                onError: fail,
              },
            )
          }
        />
      ) : null}
    </div>
  );
}

/** The exchanges of the brand's points mall, the In Process ones first to decide: pass, or reject with a reason. */
export function PointsExchangesPage() {
  const { t } = useTranslation();
  const { time, offset } = useBrandTime();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const raw = params.get('status') ?? 'in_process';
  const status = (POINT_EXCHANGE_STATUSES as readonly string[]).includes(raw)
    ? (raw as PointExchangeStatus)
    : '';
  const exchanges = usePointExchanges(status, page, PAGE_SIZE);
  const role = useMe().data?.role;
  const decides = canDecideExchanges(role);
  return (
    <div className="page">
      <div className="page-header">
        <h1>{t('pointsMall.exchanges.heading')}</h1>
        <Link to="/points/goods">{t('pointsMall.goods.nav')}</Link>
      </div>
      <p className="muted page-lead">{t('pointsMall.exchanges.lead')}</p>
      <div className="field">
        <label htmlFor="points-status">{t('pointsMall.exchanges.status')}</label>
        <select
          id="points-status"
          className="input"
          value={status}
          onChange={(e) => setParams({ status: e.target.value || 'all' })}
        >
          {POINT_EXCHANGE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`pointsMall.statuses.${s}`)}
            </option>
          ))}
          <option value="">{t('pointsMall.exchanges.all')}</option>
        </select>
      </div>
      <PagedTable
        query={exchanges}
        caption={t('pointsMall.exchanges.heading')}
        className="points-table"
        columns={[
          { label: t('pointsMall.exchanges.no') },
          { label: t('pointsMall.exchanges.appliedAt', { zone: offset }) },
          { label: t('pointsMall.exchanges.player') },
          { label: t('pointsMall.exchanges.goods') },
          { label: t('pointsMall.exchanges.points'), money: true },
          { label: t('pointsMall.exchanges.delivery') },
          { label: t('pointsMall.exchanges.status') },
          { label: <span className="visually-hidden">{t('pointsMall.actions')}</span> },
        ]}
        emptyText={t('pointsMall.exchanges.none')}
        row={(item) => (
          <tr key={item.id}>
            <td className="mono nowrap">{item.transactionNo}</td>
            <td className="mono nowrap">{time(item.appliedAt)}</td>
            <td>{item.username}</td>
            <td>
              {item.goodsName} ×{item.quantity}
              <div className="muted cell-sub">{t(`pointsMall.kinds.${item.kind}`)}</div>
            </td>
            <td className="num mono">{item.pointsChange}</td>
            <td>
              {item.address}
              {item.phone ? <div className="muted cell-sub mono">{item.phone}</div> : null}
            </td>
            <td>
              <span className={TONE[item.status]}>{t(`pointsMall.statuses.${item.status}`)}</span>
              {item.remark ? <div className="muted cell-sub">{item.remark}</div> : null}
            </td>
            <td>{decides && item.status === 'in_process' ? <Decide exchange={item} /> : null}</td>
          </tr>
        )}
        pagerLabel={t('pointsMall.exchanges.pages')}
        page={page}
        onPage={(next) => setParams({ status: status || 'all', page: String(next) })}
      />
    </div>
  );
}
