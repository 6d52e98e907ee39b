import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GameRtpReport, GameRtpRow, GameRtpSort } from '@croupier/contracts';
import { useBrandTime } from '../ui/time.tsx';
import { HTML_LANG, isLanguage } from '../i18n/index.ts';
import { deviationState, openAge, openRoundsLink, RTP_MIN_ROUNDS, signed } from './gameRtpRules.ts';
import { isNegative, moneyIn } from './rules.ts';

function Amount({ value, currency }: { value: string; currency: string }) {
  return (
    <span className={isNegative(value) ? 'num amount-negative' : 'num'}>{moneyIn(value, currency)}</span>
  );
}

/** A percentage, or a muted word saying why there is none. */
function Percent({ value, missing }: { value: string | null; missing: string }) {
  const { t } = useTranslation();
  return value === null ? (
    <span className="muted">{missing}</span>
  ) : (
    <span className="num">{t('rtp.percent', { value })}</span>
  );
}

/** The gap to the published RTP, flagged in words (not colour alone) when it matters, hinted when it cannot yet. */
function Deviation({ row }: { row: GameRtpRow }) {
  const { t } = useTranslation();
  const state = deviationState(row);
  if (row.deviation === null || state === 'none') return <span className="muted">—</span>;
  const value = <span className="num">{t('rtp.points', { value: signed(row.deviation) })}</span>;
  if (state === 'flagged')
    return (
      <span className="rtp-deviation rtp-flagged">
        {value}
        <span className="badge badge-negative">{t('rtp.flagged')}</span>
      </span>
    );
  if (state === 'fewRounds')
    return (
      <span className="rtp-deviation">
        {value}
        <span className="muted cell-sub">{t('rtp.fewRounds')}</span>
      </span>
    );
  return value;
}

/** The open rounds, linked to the round lookup, and how long the oldest has been open (exact time on hover). */
function OpenRounds({ row, now }: { row: GameRtpRow; now: Date }) {
  const { time } = useBrandTime();
  const { t, i18n } = useTranslation();
  if (row.openRounds === 0) return <span className="muted num">0</span>;
  const lang = isLanguage(i18n.language) ? HTML_LANG[i18n.language] : 'en';
  const age = row.oldestOpenAt ? openAge(row.oldestOpenAt, now) : null;
  return (
    <span className="rtp-deviation">
      <Link
        to={openRoundsLink(row)}
        className="num"
        aria-label={t('rtp.openLink', { count: row.openRounds, vendor: row.vendorName })}
      >
        {row.openRounds.toLocaleString('en-US')}
      </Link>
      {row.oldestOpenAt && age ? (
        <time className="muted cell-sub" dateTime={row.oldestOpenAt} title={time(row.oldestOpenAt)}>
          {t('rtp.oldestAge', {
            age: new Intl.RelativeTimeFormat(lang, { style: 'narrow' }).format(-age.value, age.unit),
          })}
        </time>
      ) : null}
    </span>
  );
}

function Row({ row, now }: { row: GameRtpRow; now: Date }) {
  const { t } = useTranslation();
  return (
    <tr>
      <th scope="row">
        {row.gameName}
        <div className="muted cell-sub mono">{row.gameCode}</div>
      </th>
      <td>
        {row.vendorName}
        <div className="muted cell-sub mono">{row.vassalage}</div>
      </td>
      <td className="nowrap">{t(`gameTypes.${row.gameType}`)}</td>
      <td className="money-cell num">{row.rounds.toLocaleString('en-US')}</td>
      <td className="money-cell">
        <Amount value={row.stake} currency={row.currency} />
      </td>
      <td className="money-cell">
        <Amount value={row.payout} currency={row.currency} />
      </td>
      <td className="money-cell">
        <Percent value={row.actualRtp} missing={t('rtp.noStake')} />
      </td>
      <td className="money-cell">
        <Percent value={row.theoreticalRtp} missing={t('rtp.notPublished')} />
      </td>
      <td className="money-cell">
        <Deviation row={row} />
      </td>
      <td className="money-cell">
        <OpenRounds row={row} now={now} />
      </td>
      <td className="money-cell">
        {row.interruptedRounds > 0 ? (
          <strong className="num amount-negative">{row.interruptedRounds.toLocaleString('en-US')}</strong>
        ) : (
          <span className="muted num">0</span>
        )}
      </td>
    </tr>
  );
}

const SORTED_COLUMN: Record<GameRtpSort, number> = { rounds: 3, stake: 4, deviation: 8 };

/** One page of the report with its totals per currency (over every page), and what the flags mean. */
export function GameRtpTable(props: {
  report: GameRtpReport;
  caption: string;
  sort: GameRtpSort;
  emptyText: string;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const { report } = props;
  const now = new Date();
  const headers = [
    t('rtp.game'),
    t('rtp.vendor'),
    t('rtp.type'),
    t('rtp.rounds'),
    t('rtp.stake'),
    t('rtp.payout'),
    t('rtp.actual'),
    t('rtp.theoretical'),
    t('rtp.deviation'),
    t('rtp.open'),
    t('rtp.interrupted'),
  ];
  return (
    <>
      <div className="table-wrap" aria-busy={props.busy}>
        <table className="table players-table rtp-table">
          <caption className="visually-hidden">{props.caption}</caption>
          <thead>
            <tr>
              {headers.map((header, i) => (
                <th
                  key={header}
                  scope="col"
                  className={i >= 3 ? 'money-cell' : undefined}
                  aria-sort={SORTED_COLUMN[props.sort] === i ? 'descending' : undefined}
                >
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.items.length === 0 ? (
              <tr>
                <td colSpan={headers.length} className="muted">
                  {props.emptyText}
                </td>
              </tr>
            ) : null}
            {report.items.map((row) => (
              <Row key={`${row.gameId}|${row.currency}`} row={row} now={now} />
            ))}
          </tbody>
          {report.totals.length > 0 ? (
            <tfoot>
              {report.totals.map((total) => (
                <tr key={total.currency}>
                  <th scope="row" colSpan={3}>
                    {t('rtp.totalIn', { currency: total.currency })}
                  </th>
                  <td className="money-cell num">{total.rounds.toLocaleString('en-US')}</td>
                  <td className="money-cell">
                    <Amount value={total.stake} currency={total.currency} />
                  </td>
                  <td className="money-cell">
                    <Amount value={total.payout} currency={total.currency} />
                  </td>
                  <td className="money-cell">
                    <Percent value={total.actualRtp} missing={t('rtp.noStake')} />
                  </td>
                  <td colSpan={4} />
                </tr>
              ))}
            </tfoot>
          ) : null}
        </table>
      </div>
      {report.items.length > 0 ? (
        <ul className="rtp-legend muted">
          <li>{t('rtp.fewRoundsHint', { min: RTP_MIN_ROUNDS.toLocaleString('en-US') })}</li>
          <li>{t('rtp.interruptedHint')}</li>
        </ul>
      ) : null}
    </>
  );
}
