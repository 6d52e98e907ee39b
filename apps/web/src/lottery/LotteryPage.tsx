import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LotteryGame } from '@croupier/contracts';
import { useSession } from '../session/SessionProvider.tsx';
import { useSite } from '../site/queries.ts';
import { LoadFailed } from '../wallet/parts.tsx';
import { usePlays, useResults } from './api.ts';
import { BetBuilder, type SlipLine } from './BetBuilder.tsx';
import { BetSlip } from './BetSlip.tsx';
import { GamesFrame } from './GamesFrame.tsx';
import { IssueHeader } from './IssueHeader.tsx';
import { MODES, type LotteryKind } from './kinds.ts';
import { MyTickets } from './MyTickets.tsx';
import { isTableFamily, ResultsBoard, resultsPath } from './ResultsBoard.tsx';
import { TrendChart } from './TrendChart.tsx';
import { useIssueClock } from './useIssueClock.ts';
import { VietnamMenu } from './VietnamMenu.tsx';
import { Verifier } from './Verifier.tsx';
import '../accounts/forms.css';
import '../wallet/wallet.css';
import './lottery.css';
import './betting.css';

/** Draws whose results are few and large (a prize table each) show fewer at once than the fast games. */
const RESULTS_LOADED = 30;
const FAST_RESULTS_SHOWN = 10;
const TABLE_RESULTS_SHOWN = 3;

export function LotteryPage({ kind }: { kind: LotteryKind }) {
  const { t } = useTranslation();
  return (
    <GamesFrame
      title={t(`lottery.${kind}`)}
      modes={MODES[kind]}
      {...(kind === 'vnLottery'
        ? { menu: (games, selected) => <VietnamMenu games={games} selected={selected} /> }
        : {})}
    >
      {(game) => <GameView key={game.gameCode} game={game} />}
    </GamesFrame>
  );
}

/** One game: its issue and countdown, the slip (members only), results, trend, verifier and tickets. */
function GameView({ game }: { game: LotteryGame }) {
  const { t } = useTranslation();
  const site = useSite();
  const session = useSession();
  const currency = site.brand.currency;
  const clock = useIssueClock(game.gameCode);
  const plays = usePlays(game.gameCode);
  const results = useResults(game.gameCode, 1, RESULTS_LOADED);
  const [lines, setLines] = useState<SlipLine[]>([]);
  const issue = clock.query.data;
  const drawn = results.data?.items ?? [];
  const fast = !isTableFamily(game.family);
  const playNames = new Map((plays.data ?? []).map((play) => [play.play, play.name]));
  const trial = session.kind === 'trial';

  return (
    <div className="lottery-game">
      <IssueHeader game={game} issue={issue} phase={clock.phase} now={clock.now} />
      {trial ? (
        <p className="form-notice" role="note">
          {t('lotteryPages.builder.trial')}
        </p>
      ) : plays.isError ? (
        <LoadFailed message={t('lotteryPages.loadFailed')} retry={() => void plays.refetch()} />
      ) : (
        plays.data && (
          <div className="lottery-betting">
            <BetBuilder
              plays={plays.data}
              capped={issue?.cappedNumbers ?? []}
              capMode={issue?.capMode ?? 'stop'}
              currency={currency}
              onAdd={(line) => setLines((current) => [...current, line])}
            />
            <BetSlip
              gameCode={game.gameCode}
              issueNo={clock.phase.kind === 'selling' ? clock.phase.issueNo : null}
              lines={lines}
              capped={issue?.cappedNumbers ?? []}
              capMode={issue?.capMode ?? 'stop'}
              currency={currency}
              onRemove={(id) => setLines((current) => current.filter((line) => line.id !== id))}
              onBought={() => setLines([])}
            />
          </div>
        )
      )}
      <section className="lottery-results" aria-labelledby="lottery-results-title">
        <div className="lottery-section-head">
          <h2 id="lottery-results-title">{t('lotteryPages.results.title')}</h2>
          <Link to={resultsPath(game.gameCode)}>{t('lotteryPages.history.open')}</Link>
        </div>
        <ResultsBoard
          gameCode={game.gameCode}
          family={game.family}
          results={drawn.slice(0, fast ? FAST_RESULTS_SHOWN : TABLE_RESULTS_SHOWN)}
          timeZone={site.brand.timezone}
        />
      </section>
      {fast && <TrendChart family={game.family} results={drawn} />}
      {drawn.length > 0 && <Verifier gameCode={game.gameCode} family={game.family} results={drawn} />}
      {!trial && (
        <MyTickets
          gameCode={game.gameCode}
          currency={currency}
          playName={(play) => playNames.get(play) ?? play}
        />
      )}
    </div>
  );
}
