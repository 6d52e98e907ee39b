import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../ui/PageHeader.tsx';
import { useFavouriteGames, useHotGames, useRecentGames } from './api.ts';
import { GameGrid, GameGridSkeleton } from './GameCard.tsx';
import './games.css';

type Kind = 'favorite' | 'recent' | 'hot';

function useList(kind: Kind) {
  // Hooks are called unconditionally; the account lists only fetch with a session.
  const favourites = useFavouriteGames();
  const recent = useRecentGames();
  const hot = useHotGames();
  return { favorite: favourites, recent, hot }[kind];
}

/** /favorite, /recent and /hot (spec §2 account game lists). */
export function AccountListPage({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const list = useList(kind);
  const games = list.data ?? [];
  return (
    <>
      <PageHeader title={t(`lists.${kind}Title`)} subtitle={t(`gamesLobby.lists.${kind}Lead`)} />
      {list.isPending ? (
        <GameGridSkeleton count={12} />
      ) : list.isError ? (
        <div className="games-empty" role="alert">
          <p>{t('errors.INTERNAL_ERROR')}</p>
          <button type="button" className="btn" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : games.length === 0 ? (
        <div className="games-empty">
          <p>{t(`gamesLobby.lists.${kind}Empty`)}</p>
          <Link to="/" className="btn">
            {t('gamesLobby.lists.browse')}
          </Link>
        </div>
      ) : (
        <GameGrid games={games} />
      )}
    </>
  );
}
