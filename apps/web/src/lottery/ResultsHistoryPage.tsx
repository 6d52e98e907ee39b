import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LotteryGame } from '@croupier/contracts';
import { useSite } from '../site/queries.ts';
import { LoadFailed, RecordPager } from '../wallet/parts.tsx';
import { useResults } from './api.ts';
import { GamesFrame } from './GamesFrame.tsx';
import { ALL_MODES, gamePath } from './kinds.ts';
import { isTableFamily, ResultsBoard, resultsPath } from './ResultsBoard.tsx';
import '../wallet/wallet.css';
import './lottery.css';

/** A page of results: a row each for the fast games, a prize table each (so fewer) for the others. */
const ROWS_PER_PAGE = 20;
const TABLES_PER_PAGE = 5;

/**
 * `/lottery/results?gameCode=…&page=…`: every game's drawn issues, newest first, a page at a time, each linking
 * to its own page with the seed and the verifier. Linkable: the game and page are the address.
 */
export function ResultsHistoryPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  return (
    <GamesFrame title={t('lotteryPages.history.title')} modes={ALL_MODES}>
      {(game) => <GameHistory key={game.gameCode} game={game} page={page} />}
    </GamesFrame>
  );
}

function GameHistory({ game, page }: { game: LotteryGame; page: number }) {
  const { t } = useTranslation();
  const site = useSite();
  const [, setParams] = useSearchParams();
  const pageSize = isTableFamily(game.family) ? TABLES_PER_PAGE : ROWS_PER_PAGE;
  const results = useResults(game.gameCode, page, pageSize);

  return (
    <section className="lottery-game" aria-labelledby="lottery-history-title">
      <div className="lottery-section-head">
        <h2 id="lottery-history-title">{game.name}</h2>
        <Link to={gamePath(game)}>{t('lotteryPages.history.play', { game: game.name })}</Link>
      </div>
      {results.isError ? (
        <LoadFailed message={t('lotteryPages.loadFailed')} retry={() => void results.refetch()} />
      ) : results.isPending ? (
        <p className="lottery-muted">{t('common.loading')}</p>
      ) : (
        <>
          <ResultsBoard
            gameCode={game.gameCode}
            family={game.family}
            results={results.data.items}
            timeZone={site.brand.timezone}
            caption={t('lotteryPages.history.caption', { game: game.name, page: results.data.page })}
          />
          <RecordPager
            label={t('lotteryPages.history.pages', { game: game.name })}
            page={page}
            totalPages={results.data.totalPages}
            onChange={(next) =>
              setParams(new URLSearchParams(resultsPath(game.gameCode, next).split('?')[1]))
            }
          />
        </>
      )}
    </section>
  );
}
