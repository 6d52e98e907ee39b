import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LotteryGame, LotteryPrizeMode } from '@croupier/contracts';
import { useSession } from '../session/SessionProvider.tsx';
import { useSite } from '../site/queries.ts';
import { PageHeader } from '../ui/ComingSoon.tsx';
import { LoadFailed } from '../wallet/parts.tsx';
import { usePlays, useResults, useLotteryGames } from './api.ts';
import { BetBuilder, type SlipLine } from './BetBuilder.tsx';
import { BetSlip } from './BetSlip.tsx';
import { GameMenu } from './GameMenu.tsx';
import { IssueHeader } from './IssueHeader.tsx';
import { MyTickets } from './MyTickets.tsx';
import { ResultsBoard } from './ResultsBoard.tsx';
import { TrendChart } from './TrendChart.tsx';
import { useIssueClock } from './useIssueClock.ts';
import { VietnamMenu } from './VietnamMenu.tsx';
import { Verifier } from './Verifier.tsx';
import '../accounts/forms.css';
import '../wallet/wallet.css';
import './lottery.css';
import './betting.css';

export type LotteryKind = 'lottery' | 'seaLottery' | 'vnLottery';

/** Which prize modes each page sells (spec §2 launch mapping: LOTT and ELOTT, TCG_SEA, TCG_LOTTO_VN). */
const MODES: Readonly<Record<LotteryKind, readonly LotteryPrizeMode[]>> = {
  lottery: ['LOTT', 'ELOTT'],
  seaLottery: ['SEA'],
  vnLottery: ['VN'],
};

/** Draws whose results are few and large (a prize table each) show fewer at once than the fast games. */
const RESULTS_LOADED = 30;
const FAST_RESULTS_SHOWN = 10;
const TABLE_RESULTS_SHOWN = 3;
const FAST_FAMILIES: readonly string[] = ['ssc', 'pk10', 'k3', '11x5'];

export function LotteryPage({ kind }: { kind: LotteryKind }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const modes = MODES[kind];
  const games = useLotteryGames(modes);
  const asked = params.get('gameCode');
  const list = games.data ?? [];
  const found = asked ? list.find((game) => game.gameCode.toUpperCase() === asked.toUpperCase()) : undefined;
  const selected = found ?? list[0];

  return (
    <>
      <PageHeader title={t(`lottery.${kind}`)} />
      {games.isError ? (
        <LoadFailed message={t('lotteryPages.loadFailed')} retry={() => void games.refetch()} />
      ) : games.isPending ? (
        <p className="lottery-muted">{t('common.loading')}</p>
      ) : !selected ? (
        <p className="lottery-muted">{t('lotteryPages.noGames')}</p>
      ) : (
        <div className="lottery-layout">
          <aside className="lottery-aside">
            {kind === 'vnLottery' ? (
              <VietnamMenu games={list} selected={selected.gameCode} />
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
            <GameView key={selected.gameCode} game={selected} />
          </div>
        </div>
      )}
    </>
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
  const fast = FAST_FAMILIES.includes(game.family);
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
              currency={currency}
              onRemove={(id) => setLines((current) => current.filter((line) => line.id !== id))}
              onBought={() => setLines([])}
            />
          </div>
        )
      )}
      <section className="lottery-results" aria-labelledby="lottery-results-title">
        <h2 id="lottery-results-title">{t('lotteryPages.results.title')}</h2>
        <ResultsBoard
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
