import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Lane } from '@croupier/contracts';
import { GAME_TYPE_ROUTES } from '@croupier/contracts/constants';
import { formatAmount } from '@croupier/money';
import { useCategoryName } from '../shell/categoryName.ts';
import { useSite } from '../site/queries.ts';
import { Icon } from '../ui/icons.tsx';
import { useGamePage, useHotGames, useLanes, useWinners } from './api.ts';
import { GameGrid, GameGridSkeleton } from './GameCard.tsx';
import { useLauncher } from './launcherContext.ts';
import { HOME_ROW_SIZE, HOME_ROWS, isListCategory, vendorListPath } from './logic.ts';

export function RowHead({ id, title, to }: { id: string; title: string; to?: string }) {
  const { t } = useTranslation();
  return (
    <div className="row-head">
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {to && (
        <Link to={to} className="row-more">
          {t('gamesLobby.home.viewAll')}
          <span className="visually-hidden"> {title}</span>
        </Link>
      )}
    </div>
  );
}

export function HotRow() {
  const { t } = useTranslation();
  const hot = useHotGames();
  const games = (hot.data ?? []).slice(0, HOME_ROW_SIZE);
  if (hot.isSuccess && games.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="row-hot">
      <RowHead id="row-hot" title={t('gamesLobby.home.hot')} to="/hot" />
      {hot.isPending ? <GameGridSkeleton /> : <GameGrid games={games} />}
    </section>
  );
}

/** Vendors of a sports, e-sports or cockfight lane: each card opens that vendor's product. */
function VendorCards({ lane }: { lane: Lane }) {
  const { t } = useTranslation();
  const launcher = useLauncher();
  return (
    <ul className="vendor-cards">
      {lane.cards.map((card) => (
        <li key={card.vassalage}>
          <button
            type="button"
            className="vendor-card"
            onClick={() => launcher.launchVendor(lane.gameClassify, card.vassalage, card.name)}
          >
            <img src={card.iconUrl} alt="" width="48" height="48" loading="lazy" />
            <span>
              <span className="vendor-card-name">{card.name}</span>
              <span className="vendor-card-meta">{t('common.games', { count: card.gameCount })}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** A list lane (slots, live, fish, cards): one vendor group at a time, at most 12 games (spec §2). */
function VendorGames({ lane }: { lane: Lane }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(lane.cards[0]?.vassalage ?? '');
  const selected = lane.cards.some((c) => c.vassalage === chosen) ? chosen : (lane.cards[0]?.vassalage ?? '');
  const page = useGamePage(
    { gameType: lane.gameClassify, vassalage: selected, page: 1, pageSize: HOME_ROW_SIZE },
    { enabled: selected !== '' },
  );
  const card = lane.cards.find((c) => c.vassalage === selected);
  // The lane offers only vendors with a playable game; their games under maintenance stay off the home page.
  const playable = (page.data?.items ?? []).filter((game) => !game.maintenance).slice(0, HOME_ROW_SIZE);
  return (
    <>
      {lane.cards.length > 1 && (
        <div className="row-vendors" role="group" aria-label={t('games.vendorFilter')}>
          {lane.cards.map((c) => (
            <button
              key={c.vassalage}
              type="button"
              className="chip"
              aria-pressed={c.vassalage === selected}
              onClick={() => setChosen(c.vassalage)}
            >
              <img src={c.iconUrl} alt="" width="20" height="20" loading="lazy" />
              {c.name}
            </button>
          ))}
        </div>
      )}
      {page.isPending ? (
        <GameGridSkeleton />
      ) : playable.length > 0 ? (
        <GameGrid games={playable} />
      ) : (
        <p className="games-empty">
          {page.isError ? t('errors.INTERNAL_ERROR') : t('gamesLobby.list.empty')}
        </p>
      )}
      {card && page.data && page.data.total > HOME_ROW_SIZE && (
        // spec §2: RNG vendors (lane cards) go to /rng?vassalage=; the other list categories alike.
        <Link to={vendorListPath(lane.gameClassify, card.vassalage)} className="btn row-all">
          {t('gamesLobby.home.allOfVendor', { vendor: card.name, count: page.data.total })}
        </Link>
      )}
    </>
  );
}

export function CategoryRows() {
  const { t } = useTranslation();
  const categoryName = useCategoryName();
  const lanes = useLanes();
  const rows = HOME_ROWS.flatMap((gameType) => {
    const lane = lanes.data?.find((l) => l.gameClassify === gameType && l.cards.length > 0);
    return lane ? [lane] : [];
  });
  if (lanes.isPending) {
    return (
      <section className="home-section" aria-busy="true">
        <GameGridSkeleton />
      </section>
    );
  }
  if (lanes.isError && !lanes.data) {
    return <p className="games-empty">{t('errors.INTERNAL_ERROR')}</p>;
  }
  return rows.map((lane) => {
    const id = `row-${lane.gameClassify}`;
    return (
      <section key={lane.gameClassify} className="home-section" aria-labelledby={id}>
        <RowHead
          id={id}
          title={categoryName(lane.gameClassify) || lane.title}
          to={GAME_TYPE_ROUTES[lane.gameClassify].path}
        />
        {isListCategory(lane.gameClassify) ? <VendorGames lane={lane} /> : <VendorCards lane={lane} />}
      </section>
    );
  });
}

/** The winners board (spec §2): the biggest recent wins, names masked by the server. */
export function WinnersBoard() {
  const { t } = useTranslation();
  const site = useSite();
  const winners = useWinners();
  const list = winners.data ?? [];
  return (
    <section className="home-section winners" aria-labelledby="row-winners">
      <RowHead id="row-winners" title={t('gamesLobby.home.winners')} />
      {winners.isPending ? (
        <p role="status" className="games-count">
          {t('common.loading')}
        </p>
      ) : list.length === 0 ? (
        <p className="games-empty">
          {winners.isError ? t('errors.INTERNAL_ERROR') : t('gamesLobby.home.noWinners')}
        </p>
      ) : (
        <ol className="winners-list">
          {list.map((winner, i) => (
            <li key={`${winner.customerName}-${i}`} className="winner">
              <span className="winner-rank tabular" aria-hidden="true">
                {i < 3 ? <Icon name="trophy" /> : i + 1}
              </span>
              {winner.iconUrl ? (
                <img src={winner.iconUrl} alt="" width="40" height="30" loading="lazy" />
              ) : null}
              <span className="winner-who">
                <span className="winner-name">{winner.customerName}</span>
                <span className="winner-game">{winner.gameName}</span>
              </span>
              <span className="winner-amount money">
                {formatAmount(winner.winAmount, site.brand.currency)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
