import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LotteryAdminGame, LotteryIssueStatus } from '@croupier/contracts';
import { currentLanguage } from '../i18n/index.ts';
import { LoadError } from '../ui/LoadError.tsx';
import { useBrandTime } from '../ui/time.tsx';
import { useMe } from '../api/queries.ts';
import { useLotteryGames } from './api.ts';
import { canSeeLotteryRisk, gameName, hasExposure, scheduleText, STATUS_TONE } from './rules.ts';
import './lottery.css';

/** The link to an issue's live exposure, named by its issue (a table holds several). */
export function ExposureLink({ gameCode, issueNo }: { gameCode: string; issueNo: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/lottery/${encodeURIComponent(gameCode)}/${encodeURIComponent(issueNo)}/exposure`}
      aria-label={t('lottery.exposure.open', { issueNo })}
    >
      {t('lottery.exposure.link')}
    </Link>
  );
}

export function IssueStatus({ status }: { status: LotteryIssueStatus }) {
  const { t } = useTranslation();
  return <span className={`badge ${STATUS_TONE[status]}`}>{t(`lottery.statuses.${status}`)}</span>;
}

function GameRow({ game, seesRisk }: { game: LotteryAdminGame; seesRisk: boolean }) {
  const { t } = useTranslation();
  const { time } = useBrandTime();
  const schedule = scheduleText(game.schedule, (day) => t(`lottery.weekdays.${day}`));
  const current = game.current;
  return (
    <tr>
      <td>
        <Link to={`/lottery/${encodeURIComponent(game.gameCode)}`}>{gameName(game, currentLanguage())}</Link>
        <div className="mono muted cell-sub">{game.gameCode}</div>
      </td>
      <td className="nowrap">{t(`lottery.prizeModes.${game.prizeMode}`)}</td>
      <td>{t(`lottery.schedule.${schedule.key}`, schedule.values)}</td>
      <td className="nowrap">
        {current ? (
          <>
            <span className="mono">{current.issueNo}</span> <IssueStatus status={current.status} />
            {seesRisk && hasExposure(current.status) ? (
              <>
                {' '}
                <ExposureLink gameCode={game.gameCode} issueNo={current.issueNo} />
              </>
            ) : null}
            <div className="mono muted cell-sub">
              {t('lottery.closesDraws', { close: time(current.closeAt), draw: time(current.drawAt) })}
            </div>
          </>
        ) : (
          <span className="muted">—</span>
        )}
      </td>
      <td className="nowrap">
        {game.lastIssueNo && game.lastDrawnAt ? (
          <>
            <span className="mono">{game.lastIssueNo}</span>
            <div className="mono muted cell-sub">{time(game.lastDrawnAt)}</div>
          </>
        ) : (
          <span className="muted">—</span>
        )}
      </td>
      <td className="nowrap">
        {game.enabled ? t('lottery.enabled') : <span className="muted">{t('lottery.disabled')}</span>}
      </td>
    </tr>
  );
}

/** Every lottery game with its schedule, the issue on sale and its last draw; a game opens its history. */
export function LotteryGamesPage() {
  const { t } = useTranslation();
  const { offset } = useBrandTime();
  const games = useLotteryGames();
  const seesRisk = canSeeLotteryRisk(useMe().data?.role);
  return (
    <div className="page">
      <div className="page-header">
        <h1>{t('lottery.heading')}</h1>
        <div className="page-header-action lottery-header-links">
          <Link className="btn" to="/lottery/settings">
            {t('lottery.settings.nav')}
          </Link>
          {seesRisk ? (
            <Link className="btn" to="/lottery/ggr">
              {t('lottery.ggr.nav')}
            </Link>
          ) : null}
        </div>
      </div>
      <p className="muted page-lead">{t('lottery.lead')}</p>
      {games.isPending ? <p className="muted">{t('app.loading')}</p> : null}
      {games.isError ? <LoadError error={games.error} retry={() => void games.refetch()} /> : null}
      {games.data ? (
        <div className="table-wrap">
          <table className="table lottery-table">
            <caption className="visually-hidden">{t('lottery.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('lottery.game')}</th>
                <th scope="col">{t('lottery.prizeMode')}</th>
                <th scope="col">{t('lottery.scheduleHeading')}</th>
                <th scope="col">{t('lottery.current', { zone: offset })}</th>
                <th scope="col">{t('lottery.lastDraw', { zone: offset })}</th>
                <th scope="col">{t('lottery.state')}</th>
              </tr>
            </thead>
            <tbody>
              {games.data.map((game) => (
                <GameRow key={game.gameCode} game={game} seesRisk={seesRisk} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
