import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Amount } from '../agents/parts.tsx';
import { PeriodPicker } from '../agents/PeriodPicker.tsx';
import { parsePeriod, periodToParams } from '../agents/period.ts';
import { useBrand } from '../api/queries.ts';
import { currentLanguage } from '../i18n/index.ts';
import { downloadCsv } from '../ui/download.ts';
import { LoadError } from '../ui/LoadError.tsx';
import { useBrandTime } from '../ui/time.tsx';
import { useLotteryGames, useLotteryGgr } from './api.ts';
import { GGR_AMOUNTS, ggrTotals, lotteryGgrCsv, type GgrTotals } from './ggr-report.ts';
import { gameName } from './rules.ts';
import './lottery.css';

function AmountCells(props: { figures: Pick<GgrTotals, (typeof GGR_AMOUNTS)[number]>; currency: string }) {
  return GGR_AMOUNTS.map((key) => (
    <td key={key} className="money-cell">
      <Amount value={props.figures[key]} currency={props.currency} />
    </td>
  ));
}

/** The lottery's gross gaming revenue by brand-local day of settlement and game, with totals and a CSV. */
export function LotteryGgrPage() {
  const { t } = useTranslation();
  const { today, zone } = useBrandTime();
  const [params, setParams] = useSearchParams();
  const period = parsePeriod(params, today());
  const report = useLotteryGgr({ from: period.from, to: period.to });
  const games = useLotteryGames().data;
  const currency = useBrand().data?.currency;
  const nameOf = (code: string) => {
    const game = games?.find((candidate) => candidate.gameCode === code);
    return game ? gameName(game, currentLanguage()) : code;
  };
  const rows = report.data;
  const totals = rows && currency ? ggrTotals(rows, currency) : null;
  const g = (key: string) => t(`lottery.ggr.${key}`);
  const amountHeaders = GGR_AMOUNTS.map((key) => g(key));

  return (
    <div className="page">
      <div className="page-header">
        <h1>{g('heading')}</h1>
        <button
          type="button"
          className="btn page-header-action"
          disabled={!rows || rows.length === 0 || !totals}
          onClick={() =>
            rows &&
            totals &&
            downloadCsv(
              lotteryGgrCsv(rows, totals, {
                header: [g('day'), g('game'), g('gameCode'), g('tickets'), ...amountHeaders],
                total: g('total'),
                gameName: nameOf,
              }),
              `lottery-ggr-${period.from}-${period.to}.csv`,
            )
          }
        >
          {g('download')}
        </button>
      </div>
      <p className="muted page-lead">{t('lottery.ggr.intro', { zone })}</p>
      <PeriodPicker
        id="lottery-ggr-period"
        period={period}
        onChange={(next) => setParams(periodToParams(next))}
      />
      {report.isPending ? <p className="muted">{t('app.loading')}</p> : null}
      {report.isError ? <LoadError error={report.error} retry={() => void report.refetch()} /> : null}
      {rows && currency ? (
        <div className="table-wrap" aria-busy={report.isFetching}>
          <table className="table lottery-table">
            <caption className="visually-hidden">
              {t('lottery.ggr.caption', { from: period.from, to: period.to })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{g('day')}</th>
                <th scope="col">{g('game')}</th>
                <th scope="col" className="money-cell">
                  {g('tickets')}
                </th>
                {amountHeaders.map((header) => (
                  <th key={header} scope="col" className="money-cell">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={7} className="muted">
                    {g('empty')}
                  </td>
                </tr>
              ) : null}
              {rows.map((row) => (
                <tr key={`${row.day}|${row.gameCode}`}>
                  <th scope="row" className="mono nowrap">
                    {row.day}
                  </th>
                  <td className="nowrap">
                    {nameOf(row.gameCode)}
                    <div className="muted cell-sub mono">{row.gameCode}</div>
                  </td>
                  <td className="money-cell num">{row.tickets.toLocaleString('en-US')}</td>
                  <AmountCells figures={row} currency={currency.code} />
                </tr>
              ))}
            </tbody>
            {totals && rows.length > 0 ? (
              <tfoot>
                <tr>
                  <th scope="row" colSpan={2}>
                    {g('total')}
                  </th>
                  <td className="money-cell num">{totals.tickets.toLocaleString('en-US')}</td>
                  <AmountCells figures={totals} currency={currency.code} />
                </tr>
              </tfoot>
            ) : null}
          </table>
        </div>
      ) : null}
    </div>
  );
}
