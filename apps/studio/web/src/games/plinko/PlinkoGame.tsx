import { useEffectEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Round } from '../../api/types.ts';
import { formatMultiplier, minorOf } from '../../lib/money.ts';
import { asRecord, numberArray } from '../../lib/result.ts';
import { useGame } from '../../shell/GameContext.tsx';
import { StakeField, useStakeProblem } from '../../shell/StakeField.tsx';
import { reducedMotion } from '../../ui/useTween.ts';
import { ballPoints, boardSize, bucketHue, buckets, bucketX, pegs, RISKS, ROWS, type Risk } from './logic.ts';
import './plinko.css';
import { formatAmount } from '@croupier/money';

interface Drop {
  round: Round;
  path: number[];
  slot: number;
  rows: number;
}

export default function PlinkoGame() {
  const { t } = useTranslation();
  const { play, finish, busy, stake, currency } = useGame();
  const stakeProblem = useStakeProblem();
  const ids = useId();
  const [rows, setRows] = useState(12);
  const [risk, setRisk] = useState<Risk>('medium');
  const [drop, setDrop] = useState<Drop | null>(null);
  const [landed, setLanded] = useState<{
    slot: number;
    payout: string;
    stake: string;
    multiplier: number;
  } | null>(null);
  const [recent, setRecent] = useState<{ multiplier: number; won: boolean }[]>([]);
  const ball = useRef<SVGCircleElement>(null);

  const boardRows = drop?.rows ?? rows;
  const table = buckets(boardRows, risk);
  const { width, height } = boardSize(boardRows);

  const start = async () => {
    if (stakeProblem) return;
    setLanded(null);
    const round = await play({ engine: 'plinko', stake, rows, risk });
    if (!round) return;
    const result = asRecord(round.result);
    const path = numberArray(result.path) ?? [];
    setDrop({ round, path, slot: Number(result.slot), rows: path.length || rows });
  };

  const arrive = useEffectEvent((d: Drop) => {
    const multiplier = buckets(d.rows, risk)[d.slot] ?? 0;
    setLanded({ slot: d.slot, payout: d.round.payout, stake: d.round.stake, multiplier });
    setRecent((list) =>
      [
        { multiplier, won: minorOf(d.round.payout, currency) >= minorOf(d.round.stake, currency) },
        ...list,
      ].slice(0, 10),
    );
    finish(d.round);
  });

  // The ball bounces from peg to peg along the server's path, then drops into its bucket.
  useLayoutEffect(() => {
    if (!drop || !ball.current) return;
    const points = ballPoints(drop.rows, drop.path);
    if (reducedMotion()) {
      // No animation to wait for: land on the next tick, as the animation's end would.
      const timer = setTimeout(() => arrive(drop), 0);
      return () => clearTimeout(timer);
    }
    const frames = points.map((p, i) => ({
      transform: `translate(${p.x}px, ${p.y}px)`,
      offset: i / (points.length - 1),
      easing: 'cubic-bezier(0.45, 0, 0.9, 0.55)',
    }));
    const animation = ball.current.animate(frames, { duration: 160 * points.length, fill: 'forwards' });
    let live = true;
    void animation.finished.then(
      () => live && arrive(drop),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [drop]);

  return (
    <div className="game-layout">
      <section className="stage plinko-stage" aria-label={t('plinko.stage')}>
        <svg className="plinko-board" viewBox={`0 0 ${width} ${height + 16}`} aria-hidden="true">
          {pegs(boardRows).map((p, i) => (
            <circle key={i} cx={p.x} cy={p.y} r="1.5" className="peg" />
          ))}
          {table.map((m, slot) => (
            <g key={slot} className={landed?.slot === slot ? 'bucket is-hit' : 'bucket'}>
              <rect
                x={bucketX(boardRows, slot) - 4.6}
                y={height - 4}
                width="9.2"
                height="12"
                rx="1.8"
                fill={bucketHue(slot, boardRows)}
              />
              <text
                x={bucketX(boardRows, slot)}
                y={height + 3.6}
                textAnchor="middle"
                fontSize={boardRows > 12 ? 3 : 3.4}
              >
                {bucketLabel(m)}
              </text>
            </g>
          ))}
          <circle ref={ball} r="2.6" className="plinko-ball" style={{ opacity: drop ? 1 : 0 }} />
        </svg>
        <div className="plinko-status" aria-live="polite">
          {landed ? (
            <strong
              className={minorOf(landed.payout, currency) > minorOf(landed.stake, currency) ? 'is-win' : ''}
            >
              {t('plinko.landed', {
                multiplier: formatMultiplier(landed.multiplier),
                amount: formatAmount(landed.payout, currency),
              })}
            </strong>
          ) : (
            <span className="muted">{busy ? t('plinko.dropping') : t('plinko.ready')}</span>
          )}
        </div>
        <ol className="recent-strip" aria-label={t('plinko.recent')}>
          {recent.map((r, i) => (
            <li key={i} className={r.won ? 'is-win' : 'is-loss'}>
              {formatMultiplier(r.multiplier)}
            </li>
          ))}
        </ol>
      </section>
      <section className="controls" aria-label={t('common.controls')}>
        <StakeField disabled={busy} />
        <div className="field">
          <label htmlFor={`${ids}-rows`}>{t('plinko.rows')}</label>
          <select
            id={`${ids}-rows`}
            className="select"
            value={rows}
            disabled={busy}
            onChange={(e) => {
              setDrop(null);
              setLanded(null);
              setRows(Number(e.target.value));
            }}
          >
            {ROWS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <span className="field-label" id={`${ids}-risk`}>
            {t('plinko.risk')}
          </span>
          <div className="segmented" role="group" aria-labelledby={`${ids}-risk`}>
            {RISKS.map((r) => (
              <button
                key={r}
                type="button"
                aria-pressed={risk === r}
                disabled={busy}
                onClick={() => {
                  setLanded(null);
                  setRisk(r);
                }}
              >
                {t(`plinko.riskLevel.${r}`)}
              </button>
            ))}
          </div>
        </div>
        <p className="field-hint">
          {t('plinko.range', {
            low: formatMultiplier(Math.min(...table)),
            high: formatMultiplier(Math.max(...table)),
          })}
        </p>
        <button
          type="button"
          className="btn btn-primary btn-big play-btn"
          disabled={busy || stakeProblem !== null}
          onClick={() => void start()}
        >
          {t('plinko.drop')}
        </button>
      </section>
    </div>
  );
}

/** Short bucket labels so they stay readable on phones: whole numbers from 10× up, else up to two decimals. */
function bucketLabel(m: number): string {
  return m >= 10 ? String(Math.round(m)) : String(m);
}
