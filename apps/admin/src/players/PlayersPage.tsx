import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PLAYER_STATUSES, type PlayerSummary } from '@croupier/contracts';
import { usePlayers } from './api.ts';
import { PagedTable } from '../ui/PagedTable.tsx';
import { useBrandTime } from '../ui/time.tsx';
import {
  isFiltered,
  parsePlayerFilters,
  playerFiltersToParams,
  playersApiPath,
  type PlayerFilters,
} from './filters.ts';
import { PlayerStatusBadges } from './PlayerBadges.tsx';
import { playerTypeLabel } from './labels.ts';
import { PLAYER_TAG_MAX_LENGTH, normalTag } from '@croupier/contracts/player-tags';
import './players.css';
import { FilterActions, FilterInput, FilterSelect } from '../ui/FilterBar.tsx';

const PAGE_SIZE = 50;

function PlayerRow({ player }: { player: PlayerSummary }) {
  const { time } = useBrandTime();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const to = `/players/${encodeURIComponent(player.id)}`;
  return (
    <tr
      className="row-link"
      // The account link is the keyboard and screen-reader way in; the whole row is a larger mouse target.
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('a') || window.getSelection()?.toString()) return;
        void navigate(to);
      }}
    >
      <td className="nowrap">
        <Link to={to}>{player.account}</Link>
        {player.tags.length ? <div className="muted cell-sub">{player.tags.join(' · ')}</div> : null}
      </td>
      <td>{player.nickname || <span className="muted">—</span>}</td>
      <td className="nowrap">{t(`players.types.${playerTypeLabel(player)}`)}</td>
      <td>
        <PlayerStatusBadges player={player} />
      </td>
      <td className="mono nowrap">{player.mobile ?? <span className="muted">—</span>}</td>
      <td className="nowrap">{player.email ?? <span className="muted">—</span>}</td>
      <td className="mono nowrap">{time(player.createdAt)}</td>
      <td className="mono nowrap">
        {player.lastLoginAt ? time(player.lastLoginAt) : <span className="muted">{t('players.never')}</span>}
        {player.lastLoginIp ? <div className="muted cell-sub">{player.lastLoginIp}</div> : null}
      </td>
    </tr>
  );
}

function FilterForm({ filters, apply }: { filters: PlayerFilters; apply: (next: PlayerFilters) => void }) {
  const { t } = useTranslation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const q = String(form.get('q') ?? '').trim();
    apply({ ...filters, q, tag: normalTag(String(form.get('tag') ?? '')), page: 1 });
  };
  return (
    // Keyed by the texts so Back / a shared link puts the URL's text back into the boxes.
    <form key={`${filters.q}\n${filters.tag}`} role="search" className="filter-bar" onSubmit={submit}>
      <FilterInput
        id="players-q"
        name="q"
        type="search"
        grow
        label={t('players.search')}
        maxLength={100}
        defaultValue={filters.q}
        placeholder={t('players.searchPlaceholder')}
      />
      <FilterInput
        id="players-tag"
        name="tag"
        type="search"
        label={t('players.tagFilter')}
        maxLength={PLAYER_TAG_MAX_LENGTH}
        defaultValue={filters.tag}
        placeholder={t('players.tagFilterPlaceholder')}
      />
      <FilterSelect
        id="players-status"
        label={t('players.status')}
        value={filters.status ?? ''}
        allLabel={t('players.allStatuses')}
        options={PLAYER_STATUSES.map((status) => ({ value: status, label: t(`players.statuses.${status}`) }))}
        onChange={(value) =>
          apply({ ...filters, status: PLAYER_STATUSES.find((s) => s === value) ?? null, page: 1 })
        }
      />
      <FilterActions
        submitLabel={t('players.searchButton')}
        clearLabel={t('players.clearFilters')}
        filtered={isFiltered(filters)}
        onClear={() => apply({ q: '', status: null, tag: '', page: 1 })}
      />
    </form>
  );
}

export function PlayersPage() {
  const { offset } = useBrandTime();
  const { t } = useTranslation();
  // Filters and page live in the URL, so a search can be shared and Back returns to it.
  const [params, setParams] = useSearchParams();
  const filters = parsePlayerFilters(params);
  const players = usePlayers(playersApiPath(filters, PAGE_SIZE));
  const apply = (next: PlayerFilters) => setParams(playerFiltersToParams(next));
  const data = players.data;

  return (
    <div className="page">
      <div className="page-header">
        <h1>{t('players.heading')}</h1>
        {data ? <span className="muted num">{t('players.total', { count: data.total })}</span> : null}
      </div>
      <FilterForm filters={filters} apply={apply} />
      <PagedTable
        query={players}
        caption={t('players.listCaption')}
        className="players-table"
        columns={[
          { label: t('players.account') },
          { label: t('players.nickname') },
          { label: t('players.type') },
          { label: t('players.status') },
          { label: t('players.mobile') },
          { label: t('players.email') },
          { label: t('players.registered', { zone: offset }) },
          { label: t('players.lastLogin', { zone: offset }) },
        ]}
        emptyText={t(isFiltered(filters) ? 'players.noMatch' : 'players.empty')}
        row={(player) => <PlayerRow key={player.id} player={player} />}
        pagerLabel={t('players.pagination')}
        page={filters.page}
        onPage={(page) => apply({ ...filters, page })}
      />
    </div>
  );
}
