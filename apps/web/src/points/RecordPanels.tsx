import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@croupier/format';
import { useSite } from '../site/queries.ts';
import { When } from '../ui/When.tsx';
import { RecordPager } from '../wallet/parts.tsx';
import { useListState } from './ListState.tsx';
import { usePointDetails, usePointRecords } from './api.ts';
import { formatPoints } from './logic.ts';

/** Times in the brand's zone, as the other records show them. */
function useBrandTime() {
  const zone = useSite().brand.timezone;
  return (iso: string) => formatDateTime(iso, zone);
}

const signed = (points: string) =>
  points.startsWith('-') ? formatPoints(points) : `+${formatPoints(points)}`;
const tone = (points: string) => (points.startsWith('-') ? 'negative' : 'positive');

/** Exchange records (spec §3): number, apply time, type, status, points change and balance, remark. */
export function RecordsPanel() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const records = usePointRecords(page);
  const format = useBrandTime();
  const fallback = useListState(records, records.data?.items.length, t('pointsMall.recordsEmpty'));
  if (fallback || !records.data) return fallback;
  const { items, totalPages } = records.data;
  return (
    <>
      <div className="record-table-wrap" role="region" aria-label={t('pointsMall.tabs.records')} tabIndex={0}>
        <table className="record-table">
          <caption className="visually-hidden">{t('pointsMall.tabs.records')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('pointsMall.col.transactionNo')}</th>
              <th scope="col">{t('pointsMall.col.appliedAt')}</th>
              <th scope="col">{t('pointsMall.col.goods')}</th>
              <th scope="col">{t('pointsMall.col.type')}</th>
              <th scope="col">{t('pointsMall.col.status')}</th>
              <th scope="col" className="num">
                {t('pointsMall.col.change')}
              </th>
              <th scope="col" className="num">
                {t('pointsMall.col.balance')}
              </th>
              <th scope="col">{t('pointsMall.col.remark')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>
                <th scope="row" className="tabular">
                  {item.transactionNo}
                </th>
                <td>
                  <When iso={item.appliedAt} format={format} />
                </td>
                <td>
                  {item.goodsName} ×{item.quantity}
                </td>
                <td>{t(`pointsMall.goodsKind.${item.kind}`)}</td>
                <td>
                  <span className={`pm-status pm-status-${item.status}`}>
                    {t(`pointsMall.status.${item.status}`)}
                  </span>
                </td>
                <td className={`num tabular pm-${tone(item.pointsChange)}`}>{signed(item.pointsChange)}</td>
                <td className="num tabular">{formatPoints(item.pointsBalance)}</td>
                <td>{item.remark}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <RecordPager page={page} totalPages={totalPages} onChange={setPage} label={t('pointsMall.pages')} />
    </>
  );
}

/** Points details: every change of the balance with its type (live, lottery, …, deposit, redeem, returned). */
export function DetailsPanel() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const details = usePointDetails(page);
  const format = useBrandTime();
  const fallback = useListState(details, details.data?.items.length, t('pointsMall.detailsEmpty'));
  if (fallback || !details.data) return fallback;
  const { items, totalPages } = details.data;
  return (
    <>
      <div className="record-table-wrap" role="region" aria-label={t('pointsMall.tabs.details')} tabIndex={0}>
        <table className="record-table">
          <caption className="visually-hidden">{t('pointsMall.tabs.details')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('pointsMall.col.time')}</th>
              <th scope="col">{t('pointsMall.col.kind')}</th>
              <th scope="col" className="num">
                {t('pointsMall.col.points')}
              </th>
              <th scope="col" className="num">
                {t('pointsMall.col.balance')}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>
                <td>
                  <When iso={item.at} format={format} />
                </td>
                <th scope="row">{t(`pointsMall.kinds.${item.kind}`)}</th>
                <td className={`num tabular pm-${tone(item.points)}`}>{signed(item.points)}</td>
                <td className="num tabular">{formatPoints(item.balance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <RecordPager page={page} totalPages={totalPages} onChange={setPage} label={t('pointsMall.pages')} />
    </>
  );
}
