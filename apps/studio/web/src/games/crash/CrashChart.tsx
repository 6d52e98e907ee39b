import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSize } from '../../ui/useSize.ts';
import type { CrashRound } from '../../api/types.ts';
import { formatMultiplier } from '../../lib/money.ts';
import { useNow } from './useNow.ts';
import { chartScale, crashMultiplierAt, curvePoints, pointOf, timeToReach } from './logic.ts';

/**
 * The rising curve, redrawn every frame from the engine's formula while the round runs; the betting countdown
 * before it; the bust after. Times are read on the server's clock (device clock minus `skew`).
 */
export function CrashChart({ round, skew }: { round: CrashRound; skew: number }) {
  const { t } = useTranslation();
  const now = useNow(round.phase !== 'crashed');
  const box = useRef<HTMLDivElement>(null);
  const { width: W, height: H } = useSize(box);

  const serverNow = now - skew;
  const started = round.startedAt ? Date.parse(round.startedAt) : NaN;
  const point = pointOf(round);
  const elapsed =
    round.phase === 'running' && Number.isFinite(started)
      ? Math.max(0, serverNow - started)
      : round.phase === 'crashed' && point !== null
        ? timeToReach(Math.round(point * 100))
        : 0;
  const multiplier = round.phase === 'crashed' && point !== null ? point : crashMultiplierAt(elapsed) / 100;
  const points = curvePoints(elapsed);
  const { maxT, maxM } = chartScale(elapsed, multiplier);
  const xy = (p: { x: number; y: number }) => `${(p.x * W).toFixed(1)},${(H - p.y * H).toFixed(1)}`;
  const line = points.map(xy).join(' ');
  const tip = points.at(-1)!;
  const countdown = Math.max(0, (Date.parse(round.bettingEndsAt) - serverNow) / 1000);

  return (
    <div className={`crash-chart phase-${round.phase}`} ref={box}>
      <svg viewBox={`0 0 ${W} ${H}`} aria-hidden="true">
        <defs>
          <linearGradient id="crash-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="currentColor" stopOpacity="0.45" />
            <stop offset="1" stopColor="currentColor" stopOpacity="0" />
          </linearGradient>
        </defs>
        {gridLines(maxM).map((m) => (
          <g key={m} className="grid-line">
            <line x1="0" x2={W} y1={H - ((m - 1) / (maxM - 1)) * H} y2={H - ((m - 1) / (maxM - 1)) * H} />
            <text x="6" y={H - ((m - 1) / (maxM - 1)) * H - 4}>
              {m.toFixed(m < 10 ? 1 : 0)}×
            </text>
          </g>
        ))}
        {timeMarks(maxT).map((s) => (
          <text key={s} className="grid-time" x={(s * 1000 * W) / maxT} y={H - 6}>
            {s}s
          </text>
        ))}
        {round.phase !== 'betting' && (
          <>
            <polygon points={`0,${H} ${line} ${xy(tip).split(',')[0]},${H}`} fill="url(#crash-fill)" />
            <polyline points={line} fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
            <circle cx={tip.x * W} cy={H - tip.y * H} r="7" className="crash-tip" />
          </>
        )}
      </svg>
      <div className="crash-readout" aria-live={round.phase === 'running' ? 'off' : 'polite'}>
        {round.phase === 'betting' ? (
          <>
            <span className="crash-label">{t('crash.nextRound')}</span>
            <strong className="tabular">{t('crash.startsIn', { seconds: countdown.toFixed(1) })}</strong>
          </>
        ) : round.phase === 'running' ? (
          <strong className="crash-multiplier tabular">{formatMultiplier(multiplier)}</strong>
        ) : (
          <>
            <span className="crash-label">{t('crash.crashed')}</span>
            <strong className="crash-multiplier tabular">
              {point !== null ? formatMultiplier(point) : '—'}
            </strong>
          </>
        )}
      </div>
    </div>
  );
}

function gridLines(maxM: number): number[] {
  const step =
    maxM <= 3 ? 0.5 : maxM <= 6 ? 1 : maxM <= 20 ? 5 : maxM <= 100 ? 20 : 10 ** Math.floor(Math.log10(maxM));
  const out: number[] = [];
  for (let m = 1 + step; m < maxM; m += step) out.push(Math.round(m * 100) / 100);
  return out;
}

function timeMarks(maxT: number): number[] {
  const seconds = maxT / 1000;
  const step = seconds <= 12 ? 2 : seconds <= 40 ? 5 : seconds <= 120 ? 20 : 60;
  const out: number[] = [];
  for (let s = step; s < seconds; s += step) out.push(s);
  return out;
}
