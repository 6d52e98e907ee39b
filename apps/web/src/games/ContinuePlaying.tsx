import { useTranslation } from 'react-i18next';
import { useSession } from '../session/SessionProvider.tsx';
import { useRecentGames } from './api.ts';
import { GameGrid } from './GameCard.tsx';
import { RowHead } from './HomeRows.tsx';
import { HOME_ROW_SIZE } from './logic.ts';

/**
 * "Continue playing" (issue 17): a member's most recently launched games, newest first, from the launch
 * history the catalogue keeps. Only games that can be played now: one under maintenance waits off the row.
 * Guests and members who have not played yet see no row at all.
 */
export function ContinuePlaying() {
  const { t } = useTranslation();
  const session = useSession();
  const recent = useRecentGames();
  const games = (recent.data ?? []).filter((game) => !game.maintenance).slice(0, HOME_ROW_SIZE);
  if (!session.me || games.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="row-continue">
      <RowHead id="row-continue" title={t('gamesLobby.home.continuePlaying')} to="/recent" />
      <GameGrid games={games} />
    </section>
  );
}
