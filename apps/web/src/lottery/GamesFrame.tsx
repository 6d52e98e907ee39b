import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LotteryGame, LotteryPrizeMode } from '@croupier/contracts';
import { PageHeader } from '../ui/PageHeader.tsx';
import { LoadFailed } from '../wallet/parts.tsx';
import { useLotteryGames } from './api.ts';
import { GameMenu } from './GameMenu.tsx';

/**
 * A lottery page's frame: the games of `modes` in a menu beside the one `?gameCode=` asks for (the first when it
 * asks for none, with a notice when it asks for one not open), once they are loaded.
 */
export function GamesFrame(props: {
  title: string;
  modes: readonly LotteryPrizeMode[];
  /** A menu of the page's own (Vietnam's draws by day); the games by prize mode otherwise. */
  menu?: (games: readonly LotteryGame[], selected: string) => ReactNode;
  children: (game: LotteryGame) => ReactNode;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { title, modes, menu, children } = props;
  const games = useLotteryGames(modes);
  const asked = params.get('gameCode');
  const list = games.data ?? [];
  const found = asked ? list.find((game) => game.gameCode.toUpperCase() === asked.toUpperCase()) : undefined;
  const selected = found ?? list[0];

  return (
    <>
      <PageHeader title={title} />
      {games.isError ? (
        <LoadFailed message={t('lotteryPages.loadFailed')} retry={() => void games.refetch()} />
      ) : games.isPending ? (
        <p className="lottery-muted">{t('common.loading')}</p>
      ) : !selected ? (
        <p className="lottery-muted">{t('lotteryPages.noGames')}</p>
      ) : (
        <div className="lottery-layout">
          <aside className="lottery-aside">
            {menu ? (
              menu(list, selected.gameCode)
            ) : (
              <GameMenu
                label={t('lotteryPages.games')}
                selected={selected.gameCode}
                groups={modes.map((mode) => ({
                  key: mode,
                  title: t(`lotteryPages.modes.${mode}`),
                  games: list.filter((game) => game.prizeMode === mode),
                }))}
              />
            )}
          </aside>
          <div className="lottery-main">
            {asked && !found && (
              <p className="form-notice" role="status">
                {t('lotteryPages.notFound')}
              </p>
            )}
            {children(selected)}
          </div>
        </div>
      )}
    </>
  );
}
