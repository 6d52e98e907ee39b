import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryResult } from '@croupier/contracts';
import { TREND_VALUES, trendAt } from './trend.ts';

const WIDTH = 360;
const HEIGHT = 110;
const LABEL_SPACE = 18;

/**
 * How often each number came at a position over the loaded draws, as bars (SVG in the theme's tokens), with the
 * same figures and the missing counts in a table for screen readers and for reading exact values.
 */
export function TrendChart({ family, results }: { family: string; results: readonly LotteryResult[] }) {
  const { t } = useTranslation();
  const id = useId();
  const [position, setPosition] = useState(0);
  const values = TREND_VALUES[family];
  const positions = results[0]?.numbers.length ?? 0;
  if (!values || positions === 0) return null;
  const draws = results.map((result) => result.numbers);
  const bars = trendAt(draws, Math.min(position, positions - 1), values);
  const highest = Math.max(1, ...bars.map((bar) => bar.hits));
  const slot = WIDTH / bars.length;
  const positionName = t('lotteryPages.builder.position', { position: position + 1 });
  const count = draws.length;

  return (
    <section className="lottery-trend" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('lotteryPages.trend.title')}</h2>
      <div className="field lottery-trend-position">
        <label htmlFor={`${id}-position`}>{t('lotteryPages.trend.position')}</label>
        <select
          id={`${id}-position`}
          value={position}
          onChange={(event) => setPosition(Number(event.target.value))}
        >
          {Array.from({ length: positions }, (_, index) => (
            <option key={index} value={index}>
              {t('lotteryPages.builder.position', { position: index + 1 })}
            </option>
          ))}
        </select>
      </div>
      <svg
        className="lottery-trend-chart"
        viewBox={`0 0 ${WIDTH} ${HEIGHT + LABEL_SPACE}`}
        role="img"
        aria-label={t('lotteryPages.trend.chart', { position: positionName, count })}
      >
        {bars.map((bar, index) => {
          const height = (bar.hits / highest) * (HEIGHT - 14);
          const x = index * slot + slot * 0.15;
          return (
            <g key={bar.value}>
              <title>{t('lotteryPages.trend.bar', { ...bar })}</title>
              <rect
                x={x}
                y={HEIGHT - height}
                width={slot * 0.7}
                height={height}
                rx={2}
                className="lottery-bar"
              />
              <text x={x + slot * 0.35} y={HEIGHT - height - 3} className="lottery-bar-hits">
                {bar.hits}
              </text>
              <text x={x + slot * 0.35} y={HEIGHT + 13} className="lottery-bar-label">
                {bar.value}
              </text>
            </g>
          );
        })}
      </svg>
      <details className="lottery-trend-table">
        <summary>{t('lotteryPages.trend.caption', { position: positionName, count })}</summary>
        <div className="lottery-table-wrap">
          <table className="lottery-table">
            <caption>{t('lotteryPages.trend.caption', { position: positionName, count })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('lotteryPages.trend.value')}</th>
                <th scope="col">{t('lotteryPages.trend.hits')}</th>
                <th scope="col">{t('lotteryPages.trend.missing')}</th>
              </tr>
            </thead>
            <tbody>
              {bars.map((bar) => (
                <tr key={bar.value}>
                  <th scope="row">{bar.value}</th>
                  <td className="tabular">{bar.hits}</td>
                  <td className="tabular">{bar.missing}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
