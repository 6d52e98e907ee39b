import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LotteryResult } from '@croupier/contracts';
import { formatDateTime } from '@croupier/format';
import {
  type FourDResult,
  type ThaiResult,
  VIETNAM_PRIZES,
  type VietnamRegion,
  type VietnamResult,
} from '@croupier/lottery';
import { Balls } from './Balls.tsx';

const VIETNAM_REGIONS: readonly string[] = ['vn-mb', 'vn-mn', 'vn-mt'];

/** Families whose results are a prize table each rather than a row of balls. */
export const isTableFamily = (family: string) =>
  VIETNAM_REGIONS.includes(family) || family === 'thai' || family === '4d';

/** The results history of a game, a page at a time; and one issue's page with its seed and verifier. */
export const resultsPath = (gameCode: string, page = 1) =>
  `/lottery/results?gameCode=${encodeURIComponent(gameCode)}${page > 1 ? `&page=${page}` : ''}`;
export const issuePath = (gameCode: string, issueNo: string) =>
  `/lottery/results/${encodeURIComponent(gameCode)}/${encodeURIComponent(issueNo)}`;

/**
 * The latest results in each family's published layout: balls for the fast games, the ĐB…G7/G8 prize table for
 * Vietnam, Thai's first prize with its three- and two-digit numbers, 4D's three prizes, starters and consolations.
 */
export function ResultsBoard(props: {
  gameCode: string;
  family: string;
  results: readonly LotteryResult[];
  timeZone: string;
  /** The table's caption; the latest results by default. */
  caption?: string;
}) {
  const { t } = useTranslation();
  const { gameCode, family, results, timeZone } = props;
  if (results.length === 0) return <p className="lottery-muted">{t('lotteryPages.results.empty')}</p>;
  if (isTableFamily(family))
    return (
      <div className="lottery-prize-tables">
        {results.map((result) => (
          <PrizeTable
            key={result.issueNo}
            gameCode={gameCode}
            family={family}
            result={result}
            timeZone={timeZone}
          />
        ))}
      </div>
    );
  return (
    <div className="lottery-table-wrap">
      <table className="lottery-table">
        <caption>{props.caption ?? t('lotteryPages.results.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('lotteryPages.results.issueNo')}</th>
            <th scope="col" className="lottery-col-drawn">
              {t('lotteryPages.results.drawnAt')}
            </th>
            <th scope="col">{t('lotteryPages.results.numbers')}</th>
          </tr>
        </thead>
        <tbody>
          {results.map((result) => (
            <tr key={result.issueNo}>
              <td className="tabular">
                <Link to={issuePath(gameCode, result.issueNo)}>{result.issueNo}</Link>
              </td>
              <td className="tabular lottery-col-drawn">{formatDateTime(result.drawnAt, timeZone)}</td>
              <td>
                <Balls issueNo={result.issueNo} numbers={result.numbers} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Each prize's label and numbers, in the order the family publishes them. */
function prizeRows(
  family: string,
  result: unknown,
  t: (key: string) => string,
): [string, readonly string[]][] {
  if (family === 'thai') {
    const thai = result as ThaiResult;
    return [
      [t('lotteryPages.results.thai.firstPrize'), [thai.firstPrize]],
      [t('lotteryPages.results.thai.frontThree'), thai.frontThree],
      [t('lotteryPages.results.thai.backThree'), thai.backThree],
      [t('lotteryPages.results.thai.bottomTwo'), [thai.bottomTwo]],
    ];
  }
  if (family === '4d') {
    const fourD = result as FourDResult;
    return [
      [t('lotteryPages.results.fourD.first'), [fourD.first]],
      [t('lotteryPages.results.fourD.second'), [fourD.second]],
      [t('lotteryPages.results.fourD.third'), [fourD.third]],
      [t('lotteryPages.results.fourD.starter'), fourD.starter],
      [t('lotteryPages.results.fourD.consolation'), fourD.consolation],
    ];
  }
  const vietnam = result as VietnamResult;
  return VIETNAM_PRIZES[family as VietnamRegion].map((row) => [
    t(`lotteryPages.results.prizes.${row.prize}`),
    vietnam[row.prize] ?? [],
  ]);
}

function PrizeTable(props: { gameCode: string; family: string; result: LotteryResult; timeZone: string }) {
  const { t } = useTranslation();
  const { gameCode, family, result, timeZone } = props;
  return (
    <table className="lottery-table lottery-prize-table">
      <caption>
        <Link to={issuePath(gameCode, result.issueNo)}>
          {t('lotteryPages.issue.label', { issueNo: result.issueNo })}
        </Link>{' '}
        · <span className="tabular">{formatDateTime(result.drawnAt, timeZone)}</span>
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('lotteryPages.results.prize')}</th>
          <th scope="col">{t('lotteryPages.results.numbers')}</th>
        </tr>
      </thead>
      <tbody>
        {prizeRows(family, result.result, t).map(([label, numbers], index) => (
          <tr key={label} className={index === 0 ? 'lottery-prize-top' : undefined}>
            <th scope="row">{label}</th>
            <td className="tabular lottery-prize-numbers">{numbers.join('  ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
