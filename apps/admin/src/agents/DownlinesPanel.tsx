import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Downline } from '@croupier/contracts';
import { PagedTable } from '../ui/PagedTable.tsx';
import { useBrandTime } from '../ui/time.tsx';
import { useDownlines } from './api.ts';
import { Crumbs } from './Crumbs.tsx';
import type { DetailView } from './filters.ts';
import { accountPath, AccountKind, Amount, SearchBox } from './parts.tsx';

const PAGE_SIZE = 20;

function DownlineRow(props: { item: Downline; currency: string; drill: (id: string) => void }) {
  const { t } = useTranslation();
  const { time } = useBrandTime();
  const { item, currency } = props;
  return (
    <tr>
      <th scope="row" className="nowrap">
        <Link to={accountPath(item)}>{item.username}</Link>
      </th>
      <td className="nowrap">
        <AccountKind account={item} />
      </td>
      <td>
        <span className={`badge ${item.status === 'active' ? 'badge-positive' : 'badge-info'}`}>
          {t(`players.statuses.${item.status}`)}
        </span>
      </td>
      <td className="money-cell">{item.teamSize.toLocaleString('en-US')}</td>
      <td className="money-cell">
        <Amount value={item.balance} currency={currency} />
      </td>
      <td className="money-cell">
        <Amount value={item.validBet} currency={currency} />
      </td>
      <td className="money-cell">
        <Amount value={item.profit} currency={currency} />
      </td>
      <td className="mono nowrap">
        {item.lastLoginAt ? time(item.lastLoginAt) : <span className="muted">{t('players.never')}</span>}
      </td>
      <td>
        {item.directCount > 0 ? (
          <button
            type="button"
            className="btn btn-small"
            aria-label={t('agents.downlines.drillOf', { username: item.username })}
            onClick={() => props.drill(item.id)}
          >
            {t('agents.downlines.drill', { count: item.directCount })}
          </button>
        ) : null}
      </td>
    </tr>
  );
}

/** The agent's direct downlines, drilled into level by level with a breadcrumb back up (the URL keeps the level). */
export function DownlinesPanel(props: {
  agentId: string;
  view: DetailView;
  setView: (next: DetailView) => void;
}) {
  const { t } = useTranslation();
  const { offset } = useBrandTime();
  const { agentId, view, setView } = props;
  const [q, setQ] = useState('');
  const downlines = useDownlines(agentId, {
    ...(view.down ? { parentId: view.down } : {}),
    ...(q ? { q } : {}),
    from: view.period.from,
    to: view.period.to,
    page: view.page,
    pageSize: PAGE_SIZE,
  });
  const data = downlines.data;
  const go = (down: string | undefined) => {
    setQ('');
    setView({ ...view, down: down === agentId ? undefined : down, page: 1 });
  };
  return (
    <section className="card" aria-labelledby="agent-downlines">
      <h2 id="agent-downlines">{t('agents.downlines.heading')}</h2>
      {data && data.path.length > 0 ? (
        <Crumbs label={t('agents.downlines.crumbs')} path={data.path} onPick={go} />
      ) : null}
      <SearchBox
        key={view.down ?? ''}
        id="downlines-q"
        label={t('agents.downlines.search')}
        value={q}
        clearLabel={t('agents.clearSearch')}
        onSearch={(next) => {
          setQ(next);
          setView({ ...view, page: 1 });
        }}
      />
      <PagedTable
        query={downlines}
        caption={t('agents.downlines.caption', { from: view.period.from, to: view.period.to })}
        className="agents-table"
        columns={[
          { label: t('agents.username') },
          { label: t('players.type') },
          { label: t('agents.status') },
          { label: t('agents.teamSize'), money: true },
          { label: t('agents.downlines.balance'), money: true },
          { label: t('agents.figures.validBet'), money: true },
          { label: t('agents.figures.profit'), money: true },
          { label: t('players.lastLogin', { zone: offset }) },
          { label: t('agents.downlines.downlines') },
        ]}
        emptyText={t(q ? 'agents.noMatch' : 'agents.downlines.empty')}
        row={(item) => (
          <DownlineRow key={item.id} item={item} currency={data?.currency ?? ''} drill={(id) => go(id)} />
        )}
        pagerLabel={t('agents.downlines.pagination')}
        page={view.page}
        onPage={(page) => setView({ ...view, page })}
      />
    </section>
  );
}
