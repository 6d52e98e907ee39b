import { Fragment, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@croupier/web-kit';
import { useAudit, useVerifyAuditChain } from '../api/queries.ts';
import { errorText } from '../i18n/errors.ts';
import { JsonDiff } from './JsonDiff.tsx';
import { ChainVerdict } from './ChainVerdict.tsx';
import { useBrandTime } from '../ui/time.tsx';
import './audit.css';

const PAGE_SIZE = 50;
export function AuditPage() {
  const { time, zone, offset } = useBrandTime();
  const { t } = useTranslation();
  // The page lives in the URL, so a link to "page 3" can be shared and Back works.
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const audit = useAudit(page, PAGE_SIZE);
  const [open, setOpen] = useState<string | null>(null);
  const verify = useVerifyAuditChain();

  const goTo = (next: number) => {
    setOpen(null);
    setParams(next === 1 ? {} : { page: String(next) });
  };
  const data = audit.data;
  // The entry the last "Verify chain" named, marked where it shows in the table.
  const brokenId = verify.data?.firstBroken?.id;
  const totalPages = Math.max(1, data?.totalPages ?? 1);

  return (
    <div className="page">
      <div className="page-header">
        <h1>{t('audit.heading')}</h1>
        {data ? <span className="muted num">{t('audit.total', { count: data.total })}</span> : null}
        <button
          type="button"
          className="btn page-header-action"
          disabled={verify.isPending}
          onClick={() => verify.mutate()}
        >
          {verify.isPending ? t('audit.verifying') : t('audit.verify')}
        </button>
      </div>
      <ChainVerdict verify={verify} timeZone={zone} />
      {audit.isPending ? <p className="muted">{t('app.loading')}</p> : null}
      {audit.isError ? (
        <div className="banner banner-error" role="alert">
          <p>
            {t('common.loadFailed')}{' '}
            {errorText(t, audit.error instanceof ApiError ? audit.error.code : 'UNKNOWN')}
          </p>
          <button type="button" className="btn" onClick={() => void audit.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : null}
      {data ? (
        <div className="table-wrap" aria-busy={audit.isFetching}>
          <table className="table audit-table">
            <thead>
              <tr>
                <th scope="col" className="col-toggle">
                  <span className="visually-hidden">{t('audit.details')}</span>
                </th>
                <th scope="col">{t('audit.time', { zone: offset })}</th>
                <th scope="col">{t('audit.operator')}</th>
                <th scope="col">{t('audit.action')}</th>
                <th scope="col">{t('audit.target')}</th>
                <th scope="col">{t('audit.ip')}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.length === 0 ? (
                <tr>
                  <td colSpan={6} className="muted">
                    {t('audit.empty')}
                  </td>
                </tr>
              ) : null}
              {data.items.map((entry, index) => {
                const isOpen = open === entry.id;
                const n = (data.page - 1) * data.pageSize + index + 1;
                const detailId = `audit-detail-${entry.id}`;
                return (
                  <Fragment key={entry.id}>
                    <tr
                      className={['audit-row', isOpen ? 'open' : '', entry.id === brokenId ? 'broken' : '']
                        .filter(Boolean)
                        .join(' ')}
                    >
                      <td className="col-toggle">
                        <button
                          type="button"
                          className="btn btn-ghost btn-icon"
                          aria-expanded={isOpen}
                          aria-controls={isOpen ? detailId : undefined}
                          aria-label={isOpen ? t('audit.hide', { n }) : t('audit.show', { n })}
                          onClick={() => setOpen(isOpen ? null : entry.id)}
                        >
                          <span aria-hidden="true" className="chevron">
                            ▸
                          </span>
                        </button>
                      </td>
                      <td className="mono nowrap">{time(entry.createdAt)}</td>
                      <td>{entry.operator}</td>
                      <td className="mono">{entry.action}</td>
                      <td className="target">{entry.target}</td>
                      <td className="mono nowrap">{entry.ip}</td>
                    </tr>
                    {isOpen ? (
                      <tr className="audit-detail" id={detailId}>
                        <td colSpan={6}>
                          <JsonDiff before={entry.before} after={entry.after} />
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      {data ? (
        <nav className="pager" aria-label={t('audit.pagination')}>
          <button type="button" className="btn" disabled={page <= 1} onClick={() => goTo(page - 1)}>
            ‹ {t('audit.previous')}
          </button>
          <span className="num" aria-live="polite">
            {t('audit.pageOf', { page, pages: totalPages })}
          </span>
          <button type="button" className="btn" disabled={page >= totalPages} onClick={() => goTo(page + 1)}>
            {t('audit.next')} ›
          </button>
        </nav>
      ) : null}
    </div>
  );
}
