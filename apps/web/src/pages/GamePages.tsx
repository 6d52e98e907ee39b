import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GameType } from '@croupier/contracts';
import { useGameList } from '../games/api.ts';
import { BannerCarousel } from '../games/BannerCarousel.tsx';
import { GameGrid, GameGridSkeleton } from '../games/GameCard.tsx';
import { useLauncher } from '../games/launcherContext.ts';
import { useCategoryName } from '../shell/categoryName.ts';
import { useCategories } from '../site/queries.ts';
import { PageHeader } from '../ui/PageHeader.tsx';
import '../games/games.css';
import './pages.css';

/** Vendor chips for a category, each a real link with `?vassalage=`. */
function VendorFilter({ gameType, selected }: { gameType: GameType; selected: string | null }) {
  const { t } = useTranslation();
  const categories = useCategories();
  const category = categories.data?.find((c) => c.gameType === gameType);
  if (!category) return null;
  return (
    <nav aria-label={t('games.vendorFilter')} className="vendor-chips">
      <ul>
        <li>
          <Link to={category.path} aria-current={selected === null ? 'page' : undefined} className="chip">
            {t('games.allVendors')}
          </Link>
        </li>
        {category.vendors.map((v) => (
          <li key={v.vassalage}>
            <Link
              to={`${category.path}?vassalage=${encodeURIComponent(v.vassalage)}`}
              aria-current={selected === v.vassalage ? 'page' : undefined}
              className="chip"
            >
              <img src={v.logoUrl} alt="" width="20" height="20" />
              {v.name}
              <span className="chip-count tabular">{v.gameCount}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function useCategoryHeader(gameType: GameType) {
  const { t } = useTranslation();
  const categoryName = useCategoryName();
  const categories = useCategories();
  const category = categories.data?.find((c) => c.gameType === gameType);
  const name = categoryName(gameType);
  const subtitle = category
    ? `${t('common.games', { count: category.gameCount })} · ${t('common.providers', { count: category.vendors.length })}`
    : categories.isPending
      ? undefined
      : t('games.noVendors');
  return { name, subtitle, category, pending: categories.isPending };
}

const SEARCH_DELAY_MS = 300;

/** The search box: typing updates `?q=` after a short pause, so the address can be shared and goes back. */
function SearchBox() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  useEffect(() => {
    if (text.trim() === q.trim()) return;
    const timer = window.setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (text.trim()) next.set('q', text.trim());
          else next.delete('q');
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, q, setParams]);
  return (
    <form className="games-search" role="search" onSubmit={(e) => e.preventDefault()}>
      <label htmlFor="games-search">{t('gamesLobby.list.search')}</label>
      <input
        id="games-search"
        type="search"
        value={text}
        maxLength={80}
        placeholder={t('gamesLobby.list.searchHint')}
        onChange={(e) => setText(e.target.value)}
      />
    </form>
  );
}

/** Live, slots, fish, card, mini and bingo games: a list filtered by `?vassalage=` and `?q=`, 20 a page. */
export function GameListPage({ gameType }: { gameType: GameType }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const vassalage = params.get('vassalage');
  const q = params.get('q');
  const { name, subtitle } = useCategoryHeader(gameType);
  const list = useGameList({ gameType, vassalage, q });
  const games = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  return (
    <>
      <PageHeader title={name} subtitle={subtitle} />
      <BannerCarousel group={gameType} strip />
      <VendorFilter gameType={gameType} selected={vassalage} />
      <div className="games-toolbar">
        <SearchBox key={gameType} />
      </div>
      {list.isPending ? (
        <GameGridSkeleton count={12} />
      ) : list.isError && games.length === 0 ? (
        <div className="games-empty" role="alert">
          <p>{t('errors.INTERNAL_ERROR')}</p>
          <button type="button" className="btn" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : games.length === 0 ? (
        <p className="games-empty">{q ? t('gamesLobby.list.noMatch', { q }) : t('gamesLobby.list.empty')}</p>
      ) : (
        <>
          <p className="games-count" aria-live="polite">
            {t('gamesLobby.list.shown', { shown: games.length, total })}
          </p>
          <GameGrid games={games} />
        </>
      )}
      {list.hasNextPage && (
        <button
          type="button"
          className="btn load-more"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? t('common.loading') : t('gamesLobby.list.loadMore')}
        </button>
      )}
    </>
  );
}

/** Sports, e-sports, lottery, e-lottery and cockfight: vendor cards, each opening the vendor's product. */
export function GameCentrePage({ gameType }: { gameType: GameType }) {
  const { t } = useTranslation();
  const launcher = useLauncher();
  const { name, subtitle, category, pending } = useCategoryHeader(gameType);
  return (
    <>
      <PageHeader title={name} subtitle={subtitle} />
      <BannerCarousel group={gameType} strip />
      <p className="games-count">{t('gamesLobby.centre.lead')}</p>
      {pending ? (
        <p role="status">{t('common.loading')}</p>
      ) : category && category.vendors.length > 0 ? (
        <ul className="vendor-cards">
          {category.vendors.map((vendor) => (
            <li key={vendor.vassalage}>
              <button
                type="button"
                className="vendor-card"
                onClick={() => launcher.launchVendor(gameType, vendor.vassalage, vendor.name)}
              >
                <img src={vendor.logoUrl} alt="" width="48" height="48" />
                <span>
                  <span className="vendor-card-name">{vendor.name}</span>
                  <span className="vendor-card-meta">{t('gamesLobby.centre.open')}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="games-empty">{t('games.noVendors')}</p>
      )}
    </>
  );
}
