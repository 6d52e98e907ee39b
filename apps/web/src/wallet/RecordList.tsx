import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@croupier/format';
import type { AccountRecordItem } from '@croupier/contracts';
import { formatAmount } from '@croupier/money';
import { useSite } from '../site/queries.ts';
import { When } from '../ui/When.tsx';
import { Amount } from './parts.tsx';
import { RecordReference, recordRemark } from './RecordReference.tsx';

/** A movement, with whose it is when the record is a team's (the agent centre). */
type RecordRow = AccountRecordItem & { username?: string };

/** The account record on wider screens: one movement per row, money right-aligned in tabular figures. */
export function RecordTable({
  items,
  withUser = false,
}: {
  items: readonly RecordRow[];
  withUser?: boolean;
}) {
  const { t } = useTranslation();
  const site = useSite();
  const currency = site.brand.currency;
  const format = (iso: string) => formatDateTime(iso, site.brand.timezone);
  return (
    <div className="record-table-wrap" role="region" aria-label={t('wallet.record.caption')} tabIndex={0}>
      <table className="record-table">
        <caption className="visually-hidden">{t('wallet.record.caption')}</caption>
        <thead>
          <tr>
            {withUser && <th scope="col">{t('accounts.username')}</th>}
            <th scope="col">{t('wallet.record.time')}</th>
            <th scope="col">{t('wallet.record.typeColumn')}</th>
            <th scope="col" className="num">
              {t('wallet.record.amount')}
            </th>
            <th scope="col" className="num">
              {t('wallet.record.balanceAfter')}
            </th>
            <th scope="col">{t('wallet.record.reference')}</th>
            <th scope="col">{t('wallet.record.details')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              {withUser && <td>{item.username}</td>}
              <td>
                <When iso={item.createdAt} format={format} />
              </td>
              <td className="record-type-cell">{t(`wallet.types.${item.type}`)}</td>
              <td className="num">
                <Amount value={item.amount} currency={currency} />
              </td>
              <td className="num money">{formatAmount(item.balanceAfter, currency)}</td>
              <td className="record-text">
                <RecordReference value={item.reference} />
              </td>
              <td className="record-text">{recordRemark(item)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The same movements on phones: a card each, the amount beside the type where the eye lands first. */
export function RecordCards({ items }: { items: readonly RecordRow[] }) {
  const { t } = useTranslation();
  const site = useSite();
  const currency = site.brand.currency;
  return (
    <ul className="record-cards" aria-label={t('wallet.record.caption')}>
      {items.map((item) => (
        <li key={item.id} className="record-card">
          <div className="record-card-head">
            <span className="record-card-type">{t(`wallet.types.${item.type}`)}</span>
            <Amount value={item.amount} currency={currency} />
          </div>
          <dl className="record-card-rows">
            {item.username !== undefined && (
              <div>
                <dt>{t('accounts.username')}</dt>
                <dd>{item.username}</dd>
              </div>
            )}
            <div>
              <dt>{t('wallet.record.time')}</dt>
              <dd className="tabular">{formatDateTime(item.createdAt, site.brand.timezone)}</dd>
            </div>
            <div>
              <dt>{t('wallet.record.balanceAfter')}</dt>
              <dd className="money">{formatAmount(item.balanceAfter, currency)}</dd>
            </div>
            {item.game && (
              <div>
                <dt>{t('wallet.record.game')}</dt>
                <dd>{recordRemark(item)}</dd>
              </div>
            )}
            {item.reference && (
              <div>
                <dt>{t('wallet.record.reference')}</dt>
                <dd>
                  <RecordReference value={item.reference} />
                </dd>
              </div>
            )}
            {!item.game && item.remark && (
              <div>
                <dt>{t('wallet.record.remark')}</dt>
                <dd>{item.remark}</dd>
              </div>
            )}
          </dl>
        </li>
      ))}
    </ul>
  );
}
