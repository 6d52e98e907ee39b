import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BET_STATUSES, type BetStatus, type RoundSummary } from '@croupier/contracts';
import { useRounds } from './api.ts';
import { useVendors } from '../vendors/api.ts';
import { FilterActions, FilterInput, FilterSelect } from '../ui/FilterBar.tsx';
import { PagedTable } from '../ui/PagedTable.tsx';
import { useBrandTime } from '../ui/time.tsx';
import {
  NO_ROUND_FILTERS,
  moneyIn,
  parseRoundFilters,
  roundFiltersToParams,
  roundsApiPath,
  type RoundFilters,
} from './rules.ts';
import '../vendors/games.css';

const PAGE_SIZE = 20;

export function RoundStatus({ status }: { status: BetStatus }) {
  const { t } = useTranslation();
  const tone = status === 'settled' ? 'badge-positive' : status === 'open' ? 'badge-info' : 'badge-quiet';
  return <span className={`badge ${tone}`}>{t(`rounds.statuses.${status}`)}</span>;
}

function Row({ round }: { round: RoundSummary }) {
  const { time } = useBrandTime();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const to = `/rounds/${encodeURIComponent(round.id)}`;
  return (
    <tr
      className="row-link"
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('a') || window.getSelection()?.toString()) return;
        void navigate(to);
      }}
    >
      <td className="mono nowrap">
        <Link to={to} aria-label={t('rounds.openRound', { roundId: round.roundId })}>
          {round.roundId}
        </Link>
      </td>
      <td className="mono nowrap">{time(round.openedAt)}</td>
      <td className="nowrap">{round.username}</td>
      <td className="mono nowrap">{round.vassalage}</td>
      <td>{round.gameName}</td>
      <td className="money-cell num">{moneyIn(round.stake, round.currency)}</td>
      <td className="money-cell num">{moneyIn(round.payout, round.currency)}</td>
      <td className="money-cell num">{moneyIn(round.validBet, round.currency)}</td>
      <td>
        <RoundStatus status={round.status} />
      </td>
    </tr>
  );
}

/** Round lookup: find a round by the vendor's round id or the player, then open every callback it took. */
export function RoundsPage() {
  const { offset } = useBrandTime();
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = parseRoundFilters(params);
  const vendors = useVendors();
  const list = useRounds(roundsApiPath(filters, PAGE_SIZE), true);
  const apply = (next: RoundFilters) => setParams(roundFiltersToParams(next));
  const filtered = filters.q !== '' || filters.vassalage !== '' || filters.status !== null;
  const data = list.data;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    apply({ ...filters, q: String(form.get('q') ?? '').trim(), page: 1 });
  };

  return (
    <div className="page">
      <div className="page-header">
        <h1>{t('rounds.heading')}</h1>
        {data ? <span className="muted num">{t('rounds.total', { count: data.total })}</span> : null}
      </div>
      <form key={filters.q} role="search" className="filter-bar" onSubmit={submit}>
        <FilterInput
          id="rounds-q"
          name="q"
          type="search"
          grow
          label={t('rounds.search')}
          maxLength={80}
          defaultValue={filters.q}
          placeholder={t('rounds.searchPlaceholder')}
        />
        <FilterSelect
          id="rounds-vendor"
          label={t('rounds.vendor')}
          value={filters.vassalage}
          allLabel={t('rounds.allVendors')}
          options={(vendors.data ?? []).map((v) => ({ value: v.vassalage, label: v.name }))}
          onChange={(vassalage) => apply({ ...filters, vassalage, page: 1 })}
        />
        <FilterSelect
          id="rounds-status"
          label={t('rounds.status')}
          value={filters.status ?? ''}
          allLabel={t('rounds.allStatuses')}
          options={BET_STATUSES.map((status) => ({ value: status, label: t(`rounds.statuses.${status}`) }))}
          onChange={(value) =>
            apply({ ...filters, status: BET_STATUSES.find((s) => s === value) ?? null, page: 1 })
          }
        />
        <FilterActions
          submitLabel={t('rounds.searchButton')}
          clearLabel={t('rounds.clearFilters')}
          filtered={filtered}
          onClear={() => apply(NO_ROUND_FILTERS)}
        />
      </form>
      <PagedTable
        query={list}
        caption={t('rounds.caption')}
        className="players-table"
        columns={[
          { label: t('rounds.roundId') },
          { label: t('rounds.openedAt', { zone: offset }) },
          { label: t('rounds.player') },
          { label: t('rounds.vendor') },
          { label: t('rounds.game') },
          { label: t('rounds.stake'), money: true },
          { label: t('rounds.payout'), money: true },
          { label: t('rounds.validBet'), money: true },
          { label: t('rounds.status') },
        ]}
        emptyText={t(filtered ? 'rounds.noMatch' : 'rounds.empty')}
        row={(round) => <Row key={round.id} round={round} />}
        pagerLabel={t('rounds.pagination')}
        page={filters.page}
        onPage={(page) => apply({ ...filters, page })}
      />
    </div>
  );
}
