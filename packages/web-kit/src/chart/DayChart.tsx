import { isLabelled, layoutBars, type ChartPoint } from './layout.ts';
import './day-chart.css';

const WIDTH = 700;
const HEIGHT = 180;
const LEFT = 8;
const BOTTOM = 22;
/** Half a "MM-dd" label's width: a label centred nearer the edge than this would be cut off. */
const HALF_LABEL = 18;

const labelX = (x: number) => Math.min(Math.max(x, HALF_LABEL), WIDTH - HALF_LABEL);

export interface DayChartProps {
  points: readonly ChartPoint[];
  format: (value: number) => string;
  /** The picture's accessible name, in the SPA's language: what is drawn and its total. */
  summary: (total: string) => string;
  /** The caption under the chart, in the SPA's language, given the tallest bar's figure. */
  caption: (top: string) => string;
}

/**
 * A period's days as bars, drawn here rather than by a chart library: a few dozen rectangles do not need one.
 * The figures should also be in a table near the chart; the picture carries a summary for screen readers.
 * Styled by `day-chart.css` with the SPA's colour tokens.
 */
export function DayChart(props: DayChartProps) {
  const layout = layoutBars(props.points, WIDTH - LEFT, HEIGHT);
  const total = props.points.reduce((sum, p) => sum + p.value, 0);
  const count = props.points.length;
  return (
    <figure className="day-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + BOTTOM}`}
        role="img"
        aria-label={props.summary(props.format(total))}
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
            {isLabelled(i, count) ? (
              <text className="day-chart-day" x={labelX(LEFT + bar.x + layout.barWidth / 2)} y={HEIGHT + 16}>
                {bar.day.slice(5)}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
      <figcaption className="day-chart-caption">{props.caption(props.format(layout.top))}</figcaption>
    </figure>
  );
}
