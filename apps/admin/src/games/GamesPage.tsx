import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GAME_TYPES, type GameAdmin, type GamePatch, type VendorAdmin } from '@croupier/contracts';
import { toFormErrors } from '@croupier/web-kit';
import { useGames, usePatchGame } from './api.ts';
import { useVendors } from '../vendors/api.ts';
import { useMe } from '../api/queries.ts';
import { errorText } from '../i18n/errors.ts';
import { PagedTable } from '../ui/PagedTable.tsx';
import { FilterActions, FilterInput, FilterSelect } from '../ui/FilterBar.tsx';
import { useToast } from '../ui/Toast.tsx';
import { canEditCatalogue } from '../vendors/rules.ts';
import { AddGameDialog, EditGameDialog } from './GameDialogs.tsx';
import {
  NO_GAME_FILTERS,
  gameFiltersToParams,
  gamesApiPath,
  isFiltered,
  parseGameFilters,
  type GameFilters,
} from './rules.ts';
import '../vendors/games.css';

const PAGE_SIZE = 20;
type Flag = 'isHot' | 'enabled' | 'maintenance';

function FlagSwitch(props: { game: GameAdmin; flag: Flag; editable: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const patch = usePatchGame();
  const { game, flag } = props;
  const name = game.displayName || game.gameName;
  const on = flag === 'isHot' ? game.isHot === 1 : game[flag];
  const change = (next: boolean) => {
    const body: GamePatch = flag === 'isHot' ? { isHot: next ? 1 : 0 } : { [flag]: next };
    patch.mutate(
      { gameId: game.gameId, patch: body },
      {
        onSuccess: () => toast(t(`games.flags.${flag}.${next ? 'on' : 'off'}`, { name })),
        onError: (err) => toast(errorText(t, toFormErrors(err).form ?? 'VALIDATION_FAILED'), 'error'),
      },
    );
  };
  return (
    <label className="switch">
      <input
        type="checkbox"
        role="switch"
        // While the call runs the switch shows where it is going, then the refetched row settles it.
        checked={patch.isPending ? !on : on}
        disabled={!props.editable || patch.isPending}
        aria-label={t(`games.flags.${flag}.label`, { name })}
        onChange={(e) => change(e.target.checked)}
      />
    </label>
  );
}

function GameRow(props: { game: GameAdmin; editable: boolean; vendorName: string; edit: () => void }) {
  const { t } = useTranslation();
  const { game } = props;
  const name = game.displayName || game.gameName;
  return (
    <tr>
      <th scope="row">
        <div className="game-name-cell">
          {game.iconUrl ? <img className="game-icon" src={game.iconUrl} alt="" loading="lazy" /> : null}
          <div>
            {name}
            <div className="muted cell-sub">
              {game.displayName && game.displayName !== game.gameName ? `${game.gameName} · ` : ''}
              <span className="mono">{game.gameCode}</span>
              <span className="mono"> · {t('games.idLabel', { id: game.gameId })}</span>
            </div>
          </div>
        </div>
      </th>
      <td className="nowrap">
        {props.vendorName}
        <div className="muted cell-sub mono">{game.vassalage}</div>
      </td>
      <td className="nowrap">{t(`gameTypes.${game.gameType}`)}</td>
      <td>
        <FlagSwitch game={game} flag="isHot" editable={props.editable} />
      </td>
      <td>
        <FlagSwitch game={game} flag="enabled" editable={props.editable} />
      </td>
      <td>
        <FlagSwitch game={game} flag="maintenance" editable={props.editable} />
      </td>
      <td className="num money-cell">{game.sortOrder}</td>
      <td>
        {props.editable ? (
          <button
            type="button"
            className="btn"
            aria-label={t('games.edit.buttonFor', { name })}
            onClick={props.edit}
          >
            {t('games.edit.button')}
          </button>
        ) : null}
      </td>
    </tr>
  );
}

function FilterForm(props: {
  filters: GameFilters;
  vendors: VendorAdmin[];
  apply: (next: GameFilters) => void;
}) {
  const { t } = useTranslation();
  const { filters, apply } = props;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    apply({ ...filters, q: String(form.get('q') ?? '').trim(), page: 1 });
  };
  const select = (
    key: 'vassalage' | 'gameType' | 'hot' | 'enabled',
    options: [string, string][],
    all: string,
  ) => (
    <FilterSelect
      id={`games-${key}`}
      label={t(`games.filters.${key}`)}
      value={filters[key] === null ? '' : String(filters[key])}
      allLabel={all}
      options={options.map(([value, label]) => ({ value, label }))}
      onChange={(value) => {
        const parsed = parseGameFilters(new URLSearchParams(value ? { [key]: value } : {}));
        apply({ ...filters, [key]: parsed[key], page: 1 });
      }}
    />
  );
  const yesNo: [string, string][] = [
    ['true', t('games.filters.yes')],
    ['false', t('games.filters.no')],
  ];
  return (
    <form key={filters.q} role="search" className="filter-bar" onSubmit={submit}>
      <FilterInput
        id="games-q"
        name="q"
        type="search"
        grow
        label={t('games.filters.q')}
        maxLength={80}
        defaultValue={filters.q}
        placeholder={t('games.filters.qPlaceholder')}
      />
      {select(
        'vassalage',
        props.vendors.map((v) => [v.vassalage, v.name]),
        t('games.filters.allVendors'),
      )}
      {select(
        'gameType',
        GAME_TYPES.map((type) => [type, t(`gameTypes.${type}`)]),
        t('games.filters.allTypes'),
      )}
      {select('hot', yesNo, t('games.filters.any'))}
      {select('enabled', yesNo, t('games.filters.any'))}
      <FilterActions
        submitLabel={t('games.filters.search')}
        clearLabel={t('games.filters.clear')}
        filtered={isFiltered(filters)}
        onClear={() => apply(NO_GAME_FILTERS)}
      />
    </form>
  );
}

/** The game catalogue: search and filters in the URL, 20 a page, hot/enabled/maintenance switches per row. */
export function GamesPage() {
  const { t } = useTranslation();
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const filters = parseGameFilters(params);
  const list = useGames(gamesApiPath(filters, PAGE_SIZE));
  const vendors = useVendors();
  const [dialog, setDialog] = useState<{ kind: 'add' } | { kind: 'edit'; game: GameAdmin } | null>(null);
  const editable = canEditCatalogue(me.data?.role);
  const apply = (next: GameFilters) => setParams(gameFiltersToParams(next));
  const vendorList = vendors.data ?? [];
  const vendorName = (code: string) => vendorList.find((v) => v.vassalage === code)?.name ?? code;
  const data = list.data;

  return (
    <div className="page">
      <div className="page-header">
        <h1>{t('games.heading')}</h1>
        {data ? <span className="muted num">{t('games.total', { count: data.total })}</span> : null}
        {editable ? (
          <button
            type="button"
            className="btn btn-primary page-header-action"
            disabled={!vendors.data}
            onClick={() => setDialog({ kind: 'add' })}
          >
            {t('games.add.button')}
          </button>
        ) : null}
      </div>
      {me.data && !editable ? (
        <p className="banner">{t('games.readOnly', { role: t(`roles.${me.data.role}`) })}</p>
      ) : null}
      <FilterForm filters={filters} vendors={vendorList} apply={apply} />
      <PagedTable
        query={list}
        caption={t('games.caption')}
        className="players-table"
        columns={[
          { label: t('games.columns.game') },
          { label: t('games.columns.vendor') },
          { label: t('games.columns.type') },
          { label: t('games.columns.hot') },
          { label: t('games.columns.enabled') },
          { label: t('games.columns.maintenance') },
          { label: t('games.columns.order'), money: true },
          { label: <span className="visually-hidden">{t('common.actions')}</span> },
        ]}
        emptyText={t(isFiltered(filters) ? 'games.noMatch' : 'games.empty')}
        row={(game) => (
          <GameRow
            key={game.gameId}
            game={game}
            editable={editable}
            vendorName={vendorName(game.vassalage)}
            edit={() => setDialog({ kind: 'edit', game })}
          />
        )}
        pagerLabel={t('games.pagination')}
        page={filters.page}
        onPage={(page) => apply({ ...filters, page })}
      />
      {dialog?.kind === 'add' ? <AddGameDialog vendors={vendorList} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'edit' ? <EditGameDialog game={dialog.game} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}
