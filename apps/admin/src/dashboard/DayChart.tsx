import { useTranslation } from 'react-i18next';
import { layoutBars, type ChartPoint } from './chart.ts';

const WIDTH = 700;
const HEIGHT = 180;
const LEFT = 8;
const BOTTOM = 22;

/**
 * The last 14 days as bars, drawn here rather than by a chart library: a dozen rectangles do not need one. The
 * figures are also in the table under the chart; the picture carries a summary for screen readers.
 */
export function DayChart(props: {
  points: readonly ChartPoint[];
  label: string;
  format: (value: number) => string;
}) {
  const { t } = useTranslation();
  const layout = layoutBars(props.points, WIDTH - LEFT, HEIGHT);
  const total = props.points.reduce((sum, p) => sum + p.value, 0);
  return (
    <figure className="day-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + BOTTOM}`}
        role="img"
        aria-label={t('dashboard.chartSummary', { metric: props.label, total: props.format(total) })}
      >
        <line className="day-chart-zero" x1={0} x2={WIDTH} y1={layout.zero} y2={layout.zero} />
        {layout.bars.map((bar, i) => (
          <g key={bar.day}>
            <rect
              className={bar.negative ? 'day-chart-bar negative' : 'day-chart-bar'}
              x={LEFT + bar.x}
              y={bar.y}
              width={layout.barWidth}
              height={Math.max(bar.height, 1)}
              rx={2}
            >
              <title>{`${bar.day}: ${props.format(props.points[i]!.value)}`}</title>
            </rect>
            {/* Every other day is labelled, so the labels never run into each other on a narrow screen. */}
            {i % 2 === props.points.length % 2 || i === props.points.length - 1 ? (
              <text className="day-chart-day" x={LEFT + bar.x + layout.barWidth / 2} y={HEIGHT + 16}>
                {bar.day.slice(5)}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
      <figcaption className="muted">
        {t('dashboard.chartTop', { value: props.format(layout.top) })}
      </figcaption>
    </figure>
  );
}
