import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@croupier/format';
import { ApiError } from '@croupier/web-kit';
import { useSite } from '../site/queries.ts';
import { PageHeader } from '../ui/PageHeader.tsx';
import { LoadFailed } from '../wallet/parts.tsx';
import { useLotteryGames, useResult } from './api.ts';
import { ALL_MODES } from './kinds.ts';
import { ResultsBoard, resultsPath } from './ResultsBoard.tsx';
import { Verifier } from './Verifier.tsx';
import '../accounts/forms.css';
import '../wallet/wallet.css';
import './lottery.css';

/**
 * `/lottery/results/{gameCode}/{issueNo}`: one drawn issue — its numbers in the family's layout, the seed hash
 * published before sales, the seed revealed with the result, and the verifier that recomputes it in the browser.
 */
export function IssueResultPage() {
  const { t } = useTranslation();
  const site = useSite();
  const { gameCode = '', issueNo = '' } = useParams();
  const games = useLotteryGames(ALL_MODES);
  const game = games.data?.find((candidate) => candidate.gameCode.toUpperCase() === gameCode.toUpperCase());
  const result = useResult(gameCode, issueNo);
  const missing = (games.data && !game) || (result.error instanceof ApiError && result.error.status === 404);

  return (
    <>
      <PageHeader title={t('lotteryPages.history.issueTitle', { issueNo })} subtitle={game?.name} />
      <p className="lottery-back">
        <Link to={resultsPath(game?.gameCode ?? gameCode)}>
          {t('lotteryPages.history.back', { game: game?.name ?? gameCode })}
        </Link>
      </p>
      {missing ? (
        <p className="form-notice" role="status">
          {t('lotteryPages.history.notDrawn')}
        </p>
      ) : result.isError || games.isError ? (
        <LoadFailed message={t('lotteryPages.loadFailed')} retry={() => void result.refetch()} />
      ) : !result.data || !game ? (
        <p className="lottery-muted">{t('common.loading')}</p>
      ) : (
        <div className="lottery-game lottery-issue-page">
          <ResultsBoard
            gameCode={game.gameCode}
            family={game.family}
            results={[result.data]}
            timeZone={site.brand.timezone}
            caption={t('lotteryPages.history.issueCaption', { issueNo: result.data.issueNo })}
          />
          <section className="lottery-seeds" aria-labelledby="lottery-seeds-title">
            <h2 id="lottery-seeds-title">{t('lotteryPages.history.details')}</h2>
            <dl>
              <dt>{t('lotteryPages.history.drawnAt')}</dt>
              <dd className="tabular">{formatDateTime(result.data.drawnAt, site.brand.timezone)}</dd>
              <dt>{t('lotteryPages.history.seedHash')}</dt>
              <dd>
                <code>{result.data.seedHash}</code>
              </dd>
              <dt>{t('lotteryPages.history.seed')}</dt>
              <dd>
                <code>{result.data.seed}</code>
              </dd>
            </dl>
          </section>
          <Verifier gameCode={game.gameCode} family={game.family} results={[result.data]} />
        </div>
      )}
    </>
  );
}
