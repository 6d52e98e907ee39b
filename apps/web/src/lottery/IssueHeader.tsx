import { useTranslation } from 'react-i18next';
import type { LotteryCurrentIssue, LotteryGame } from '@croupier/contracts';
import { Balls } from './Balls.tsx';
import type { IssuePhase } from './useIssueClock.ts';
import { countdownText } from './useNow.ts';

/** The game's name, the issue on sale with its countdown (or "drawing…"), and the last result. */
export function IssueHeader(props: {
  game: LotteryGame;
  issue: LotteryCurrentIssue | undefined;
  phase: IssuePhase;
  now: number;
}) {
  const { t } = useTranslation();
  const { game, issue, phase, now } = props;
  const last = issue?.last;
  return (
    <section className="lottery-header" aria-labelledby="lottery-game-name">
      <div className="lottery-header-game">
        <h2 id="lottery-game-name">{game.name}</h2>
        {game.localName && (
          <p className="lottery-local-name" lang="vi">
            {game.localName}
          </p>
        )}
      </div>
      <div className="lottery-header-issue">
        <PhaseView phase={phase} now={now} />
      </div>
      <div className="lottery-header-last">
        {last ? (
          <>
            <p className="lottery-muted">{t('lotteryPages.issue.last', { issueNo: last.issueNo })}</p>
            <Balls issueNo={last.issueNo} numbers={last.numbers.slice(0, 10)} />
          </>
        ) : (
          <p className="lottery-muted">{t('lotteryPages.issue.noResult')}</p>
        )}
      </div>
    </section>
  );
}

function PhaseView({ phase, now }: { phase: IssuePhase; now: number }) {
  const { t } = useTranslation();
  if (phase.kind === 'none') return <p>{t('lotteryPages.issue.noIssue')}</p>;
  if (phase.kind === 'drawing')
    return (
      <p className="lottery-drawing" role="status">
        {t('lotteryPages.issue.drawing', { issueNo: phase.issueNo })}
      </p>
    );
  const time = countdownText(phase.until - now);
  return (
    <>
      <p className="lottery-issue-no">{t('lotteryPages.issue.label', { issueNo: phase.issueNo })}</p>
      <p className="lottery-muted">
        {t(phase.kind === 'selling' ? 'lotteryPages.issue.closesIn' : 'lotteryPages.issue.drawsIn')}
      </p>
      <p
        className="lottery-countdown tabular"
        role="timer"
        aria-label={t('lotteryPages.issue.countdown', { time })}
      >
        {time}
      </p>
    </>
  );
}
