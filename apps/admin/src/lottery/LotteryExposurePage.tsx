import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LotteryExposure } from '@croupier/contracts';
import { playName } from '@croupier/lottery';
import { Amount } from '../agents/parts.tsx';
import { useBrand } from '../api/queries.ts';
import { currentLanguage } from '../i18n/index.ts';
import { LoadError } from '../ui/LoadError.tsx';
import { useLotteryExposure, useLotteryGames } from './api.ts';
import { IssueStatus } from './LotteryGamesPage.tsx';
import { capShare, compareAmounts, gameName } from './rules.ts';
import '../players/players.css';
import './lottery.css';

type ExposureNumber = LotteryExposure['numbers'][number];

function CapCell({ row, exposure }: { row: ExposureNumber; exposure: LotteryExposure }) {
  const { t } = useTranslation();
  const share = capShare(row.liability, exposure.numberCap);
  if (share === null) return <span className="muted">—</span>;
  return (
    <div className="lottery-cap">
      <meter
        className="lottery-meter"
        min={0}
        max={100}
        low={70}
        high={99}
        optimum={0}
        value={Math.min(share, 100)}
        aria-label={t('lottery.exposure.shareOf', { play: row.play, number: row.number })}
      />
      <span className="num">{share}%</span>
      {row.capped ? (
        <span className="badge badge-negative">{t(`lottery.exposure.capped.${exposure.capMode}`)}</span>
      ) : null}
    </div>
  );
}

function Summary({ exposure, currency }: { exposure: LotteryExposure; currency: string }) {
  const { t } = useTranslation();
  const capped = exposure.numbers.filter((row) => row.capped).length;
  const items: [string, ReactNode][] = [
    [t('lottery.state'), <IssueStatus status={exposure.status} />],
    [t('lottery.exposure.tickets'), <span className="num">{exposure.tickets}</span>],
    [t('lottery.exposure.stake'), <Amount value={exposure.stake} currency={currency} />],
    [
      t('lottery.exposure.cap'),
      exposure.numberCap ? (
        <>
          <Amount value={exposure.numberCap} currency={currency} />{' '}
          <span className="muted">· {t(`lottery.settings.capModes.${exposure.capMode}`)}</span>
        </>
      ) : (
        <span className="muted">{t('lottery.exposure.noCap')}</span>
      ),
    ],
    [t('lottery.exposure.cappedCount'), <span className="num">{capped}</span>],
  ];
  return (
    <dl className="lottery-summary card">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className="muted">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The liability sold on each number of an issue (what it pays if drawn) against the brand's cap, highest first;
 * capped numbers marked as the cap mode treats them. Read again every few seconds while the issue is on sale.
 */
export function LotteryExposurePage() {
  const { t } = useTranslation();
  const { gameCode = '', issueNo = '' } = useParams();
  const exposure = useLotteryExposure(gameCode, issueNo);
  const game = useLotteryGames().data?.find((candidate) => candidate.gameCode === gameCode);
  const currency = useBrand().data?.currency.code ?? '';
  const data = exposure.data;
  // Highest liability first, whatever order the rows come in; ties by play and number, so rows never jump.
  const numbers = [...(data?.numbers ?? [])].sort(
    (a, b) =>
      compareAmounts(b.liability, a.liability) ||
      a.play.localeCompare(b.play) ||
      a.number.localeCompare(b.number),
  );
  const title = t('lottery.exposure.heading', {
    game: game ? gameName(game, currentLanguage()) : gameCode,
    issueNo,
  });
  return (
    <div className="page">
      <p>
        <Link to={`/lottery/${encodeURIComponent(gameCode)}`}>{t('lottery.exposure.back')}</Link>
      </p>
      <div className="page-header">
        <h1>{title}</h1>
        {data?.status === 'open' ? (
          <span className="badge badge-positive" role="status">
            {t('lottery.exposure.live')}
          </span>
        ) : null}
      </div>
      <p className="muted page-lead">{t('lottery.exposure.lead')}</p>
      {exposure.isPending ? <p className="muted">{t('app.loading')}</p> : null}
      {exposure.isError ? <LoadError error={exposure.error} retry={() => void exposure.refetch()} /> : null}
      {data ? (
        <>
          <Summary exposure={data} currency={currency} />
          <div className="table-wrap" aria-busy={exposure.isFetching}>
            <table className="table lottery-table">
              <caption className="visually-hidden">{t('lottery.exposure.caption', { issueNo })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('lottery.exposure.play')}</th>
                  <th scope="col">{t('lottery.exposure.number')}</th>
                  <th scope="col" className="money-cell">
                    {t('lottery.exposure.liability')}
                  </th>
                  <th scope="col">{t('lottery.exposure.ofCap')}</th>
                </tr>
              </thead>
              <tbody>
                {numbers.length === 0 ? (
                  <tr>
                    <td colSpan={4} className="muted">
                      {t('lottery.exposure.empty')}
                    </td>
                  </tr>
                ) : null}
                {numbers.map((row) => (
                  <tr key={`${row.play}|${row.number}`} className={row.capped ? 'lottery-capped' : undefined}>
                    <td>
                      {playName(row.play, currentLanguage())}
                      <div className="mono muted cell-sub">{row.play}</div>
                    </td>
                    <th scope="row" className="mono">
                      {row.number}
                    </th>
                    <td className="money-cell">
                      <Amount value={row.liability} currency={currency} />
                    </td>
                    <td>
                      <CapCell row={row} exposure={data} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </div>
  );
}
