import { useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import type { SlotInfo } from '../../api/types.ts';
import { reducedMotion } from '../../ui/useTween.ts';
import { cellKey, reelColumn } from './logic.ts';
import { SymbolArt } from './Symbol.tsx';
import type { SlotLook } from './themes.ts';

const LINE_COLOURS = ['#facc15', '#22d3ee', '#f472b6', '#4ade80', '#fb923c', '#a78bfa', '#f87171', '#38bdf8'];

export interface ReelsProps {
  slot: SlotInfo;
  look: SlotLook;
  /** The window to show (or land on), reel by reel, top to bottom. */
  window: number[][];
  stops: number[];
  /** Changes for every spin to animate; the reels then land on `window`. */
  spinKey: number;
  /** The bet is on its way: the reels blur-spin until the outcome arrives. */
  waiting: boolean;
  fast: boolean;
  highlight: Set<string> | null;
  lines: number[][];
  label: string;
  onLanded: () => void;
}

/**
 * The reel window: each reel is a column of symbols moved with the Web Animations API, landing one after another
 * with a small bounce on the result window. Winning cells glow and the others dim; winning paylines are drawn
 * over the window.
 */
export function Reels(props: ReelsProps) {
  const { slot, window, stops, spinKey, waiting, fast, highlight } = props;
  const columnsRef = useRef<(HTMLDivElement | null)[]>([]);
  const shown = useRef(window);
  const [columns, setColumns] = useState<number[][]>(window);
  const [moving, setMoving] = useState(false);
  const landed = useEffectEvent(() => props.onLanded());

  // Waiting for the outcome: every reel loops over its own strip.
  useLayoutEffect(() => {
    if (!waiting) return;
    const loops = slot.strips.map((strip, r) => {
      const start = shown.current[r] ?? [];
      return [...start, ...strip.slice(0, 10), ...start];
    });
    setColumns(loops);
    setMoving(true);
    if (reducedMotion()) return;
    const animations = columnsRef.current.map((el, r) => {
      const n = loops[r]!.length;
      const rows = slot.rows;
      return el?.animate(
        [{ transform: `translateY(${(-(n - rows) / n) * 100}%)` }, { transform: 'translateY(0)' }],
        { duration: 420, iterations: Infinity, easing: 'linear' },
      );
    });
    return () => animations.forEach((a) => a?.cancel());
  }, [waiting, slot]);

  // The outcome: land each reel in turn.
  useLayoutEffect(() => {
    if (spinKey === 0) return;
    const previous = shown.current;
    const target = window;
    shown.current = target;
    const landing = target.map((column, r) =>
      reelColumn(
        slot.strips[r] ?? [],
        stops[r] ?? 0,
        column,
        (fast ? 6 : 12) + r * (fast ? 2 : 4),
        previous[r] ?? column,
      ),
    );
    setColumns(landing);
    setMoving(true);
    if (reducedMotion()) {
      setColumns(target);
      setMoving(false);
      landed();
      return;
    }
    const animations = columnsRef.current.map((el, r) => {
      const n = landing[r]!.length;
      return el?.animate(
        [{ transform: `translateY(${(-(n - slot.rows) / n) * 100}%)` }, { transform: 'translateY(0)' }],
        {
          duration: (fast ? 450 : 700) + r * (fast ? 120 : 220),
          easing: 'cubic-bezier(0.25, 0.9, 0.35, 1.06)',
          fill: 'forwards',
        },
      );
    });
    let live = true;
    void Promise.all(animations.map((a) => a?.finished)).then(
      () => {
        if (!live) return;
        setColumns(target);
        setMoving(false);
        animations.forEach((a) => a?.cancel());
        landed();
      },
      () => undefined,
    );
    return () => {
      live = false;
      animations.forEach((a) => a?.cancel());
    };
    // Only a new spin starts an animation; window and stops arrive together with its key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [spinKey]);

  const dim = !moving && highlight !== null && highlight.size > 0;
  return (
    <div
      className="reel-window"
      style={{ aspectRatio: `${slot.reels} / ${slot.rows}` }}
      role="img"
      aria-label={props.label}
    >
      {columns.map((column, r) => (
        <div className="reel" key={r}>
          <div
            className={`reel-strip${moving ? ' is-moving' : ''}`}
            ref={(el) => {
              columnsRef.current[r] = el;
            }}
            style={{ height: `${(column.length / slot.rows) * 100}%` }}
          >
            {column.map((symbol, row) => {
              const code = slot.symbols[symbol]?.code ?? '';
              const win = !moving && highlight?.has(cellKey(r, row));
              return (
                <div
                  key={row}
                  className={`reel-cell${win ? ' is-win' : dim ? ' is-dim' : ''}`}
                  style={{ height: `${100 / column.length}%` }}
                >
                  <SymbolArt code={code} look={props.look} />
                </div>
              );
            })}
          </div>
        </div>
      ))}
      {!moving && props.lines.length > 0 && (
        <svg
          className="reel-lines"
          viewBox={`0 0 ${slot.reels} ${slot.rows}`}
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          {props.lines.map((line, i) => (
            <polyline
              key={i}
              points={line.map((row, reel) => `${reel + 0.5},${row + 0.5}`).join(' ')}
              fill="none"
              stroke={LINE_COLOURS[i % LINE_COLOURS.length]}
              strokeWidth="4"
              strokeLinecap="round"
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
            />
          ))}
        </svg>
      )}
    </div>
  );
}
