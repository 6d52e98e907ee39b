import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeaderboardEntry, LeaderboardView } from '@croupier/contracts';
import { formatAmount } from '@croupier/money';
import { useCategoryName } from '../shell/categoryName.ts';
import { useSite } from '../site/queries.ts';
import { LoadFailed } from '../wallet/parts.tsx';
import { useLeaderboards } from './api.ts';
import { timeLeft } from './logic.ts';
import { useFigure } from './MissionList.tsx';

/** The clock now, ticking every minute: enough for a countdown in days, hours and minutes. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function RankTable({
  entries,
  metric,
  caption,
}: {
  entries: LeaderboardEntry[];
  metric: string;
  caption: string;
}) {
  const { t } = useTranslation();
  const currency = useSite().brand.currency;
  const figure = useFigure();
  return (
    <div className="record-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="record-table leaderboard-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('missions.leaderboards.rank')}</th>
            <th scope="col">{t('missions.leaderboards.player')}</th>
            <th scope="col" className="num">
              {t(`missions.leaderboards.figures.${metric}`)}
            </th>
            <th scope="col" className="num">
              {t('missions.leaderboards.prize')}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.rank}>
              <td className="tabular">{entry.rank}</td>
              <td>{entry.name}</td>
              <td className="num tabular">{figure(metric, entry.figure)}</td>
              <td className="num money">{formatAmount(entry.prize, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function LeaderboardCard({ board, now }: { board: LeaderboardView; now: number }) {
  const { t } = useTranslation();
  const categoryName = useCategoryName();
  const figure = useFigure();
  const left = timeLeft(board.closesAt, now);
  const what = t(`missions.metrics.${board.metric}`, {
    type: board.gameType ? categoryName(board.gameType) : t('missions.allGames'),
  });
  return (
    <li className="wallet-panel leaderboard-card">
      <div className="mission-head">
        <h4>{board.title}</h4>
        <span className="bonus-status tabular">{t('missions.leaderboards.closesIn', left)}</span>
      </div>
      <p className="wallet-muted">
        {what} · {t(`missions.cadences.${board.cadence}`)}
      </p>
      <p className="leaderboard-me tabular">
        {board.me
          ? t('missions.leaderboards.myRank', {
              rank: board.me.rank,
              figure: figure(board.metric, board.me.figure),
            })
          : t('missions.leaderboards.unranked')}
      </p>
      {board.top.length === 0 ? (
        <p className="wallet-muted">{t('missions.leaderboards.nobody')}</p>
      ) : (
        <RankTable
          entries={board.top}
          metric={board.metric}
          caption={t('missions.leaderboards.standings', { title: board.title })}
        />
      )}
      {board.previous && (
        <details className="leaderboard-previous">
          <summary>{t('missions.leaderboards.previous', { period: board.previous.period })}</summary>
          <RankTable
            entries={board.previous.results}
            metric={board.metric}
            caption={t('missions.leaderboards.previous', { period: board.previous.period })}
          />
        </details>
      )}
    </li>
  );
}

/** The running leaderboards: live ranks, the player's own, prizes and the countdown to the close. */
export function LeaderboardList() {
  const { t } = useTranslation();
  const boards = useLeaderboards();
  const now = useMinuteClock();
  if (boards.isPending)
    return (
      <p className="wallet-muted" role="status">
        {t('common.loading')}
      </p>
    );
  if (!boards.data)
    return <LoadFailed message={t('missions.leaderboards.loadFailed')} retry={() => void boards.refetch()} />;
  if (boards.data.length === 0)
    return <p className="wallet-panel record-empty">{t('missions.leaderboards.empty')}</p>;
  return (
    <ul className="mission-list">
      {boards.data.map((board) => (
        <LeaderboardCard key={board.id} board={board} now={now} />
      ))}
    </ul>
  );
}
