import type { FormEvent } from 'react';
import type { OutboxMessage } from '@croupier/contracts';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useOutbox } from './api.ts';
import { DeliveryStatus } from './DeliveryStatus.tsx';
import { outboxApiPath, outboxFiltersToParams, parseOutboxFilters } from './filters.ts';
import { PagedTable } from '../ui/PagedTable.tsx';
import { useBrandTime } from '../ui/time.tsx';
import './outbox.css';
import { FilterActions, FilterInput } from '../ui/FilterBar.tsx';

const PAGE_SIZE = 50;

function MessageRow({ message }: { message: OutboxMessage }) {
  const { time } = useBrandTime();
  const { t } = useTranslation();
  return (
    <tr>
      <td className="mono nowrap">{time(message.createdAt)}</td>
      <td className="nowrap">{t(`outbox.channels.${message.channel}`)}</td>
      <td className="mono nowrap">{message.to}</td>
      <td>
        {message.subject ? <p className="message-subject">{message.subject}</p> : null}
        <pre className="message-body">{message.body}</pre>
      </td>
      <td>
        <DeliveryStatus message={message} />
      </td>
    </tr>
  );
}

export function OutboxPage() {
  const { offset } = useBrandTime();
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = parseOutboxFilters(params);
  const outbox = useOutbox(outboxApiPath(filters), filters.page, PAGE_SIZE);
  const data = outbox.data;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const to = String(new FormData(event.currentTarget).get('to') ?? '').trim();
    setParams(outboxFiltersToParams({ to, page: 1 }));
  };

  return (
    <div className="page">
      <div className="page-header">
        <h1>{t('outbox.heading')}</h1>
        {data ? <span className="muted num">{t('outbox.total', { count: data.total })}</span> : null}
      </div>
      <p className="banner">{t('outbox.note')}</p>
      {/* Keyed by the filter so Back / a shared link puts the URL's text back into the box. */}
      <form key={filters.to} role="search" className="filter-bar" onSubmit={submit}>
        <FilterInput
          id="outbox-to"
          name="to"
          type="search"
          grow
          label={t('outbox.recipient')}
          maxLength={200}
          defaultValue={filters.to}
          placeholder={t('outbox.recipientPlaceholder')}
        />
        <FilterActions
          submitLabel={t('outbox.filter')}
          clearLabel={t('outbox.clear')}
          filtered={filters.to !== ''}
          onClear={() => setParams({})}
        />
      </form>
      <PagedTable
        query={outbox}
        caption={t('outbox.caption')}
        className="outbox-table"
        columns={[
          { label: t('outbox.time', { zone: offset }) },
          { label: t('outbox.channel') },
          { label: t('outbox.to') },
          { label: t('outbox.body') },
          { label: t('outbox.delivery') },
        ]}
        emptyText={t(filters.to ? 'outbox.noMatch' : 'outbox.empty')}
        row={(message) => <MessageRow key={message.id} message={message} />}
        pagerLabel={t('outbox.pagination')}
        page={filters.page}
        onPage={(page) => setParams(outboxFiltersToParams({ ...filters, page }))}
      />
    </div>
  );
}
