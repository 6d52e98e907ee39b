import { layoutBars, type ChartPoint } from './layout.ts';
import './day-chart.css';

const WIDTH = 700;
const HEIGHT = 180;
const LEFT = 8;
/** Room for the last day's label, centred on its bar. */
const RIGHT = 16;
const BOTTOM = 22;

/**
 * Days as bars (the console's dashboard, the agent centre's overview), drawn here rather than by a chart library:
 * a few dozen rectangles do not need one. The SPA shows the same figures in a table next to the chart; the
 * picture carries a summary for screen readers (`summary`), and `caption` under it names the tallest bar.
 */
export function DayChart(props: {
  points: readonly ChartPoint[];
  /** The picture's accessible name: what is drawn and its total, in the page's language. */
  summary: string;
  caption: (tallest: number) => string;
  format: (value: number) => string;
}) {
  const layout = layoutBars(props.points, WIDTH - LEFT - RIGHT, HEIGHT);
  // With many days, a label on every n-th bar keeps them from running into each other on a narrow screen.
  const every = Math.max(2, Math.ceil(props.points.length / 10));
  return (
    <figure className="day-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + BOTTOM}`} role="img" aria-label={props.summary}>
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
            {(props.points.length - 1 - i) % every === 0 ? (
              <text className="day-chart-day" x={LEFT + bar.x + layout.barWidth / 2} y={HEIGHT + 16}>
                {bar.day.slice(5)}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
      <figcaption className="day-chart-caption">{props.caption(layout.top)}</figcaption>
    </figure>
  );
}
