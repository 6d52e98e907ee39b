import { useCallback, useEffect, useRef, useState } from 'react';
import type { Round } from '../../api/types.ts';
import type { SpinView } from './logic.ts';

export type Stage =
  | { kind: 'idle' }
  | { kind: 'waiting' }
  | { kind: 'landing'; index: number }
  | { kind: 'showing'; index: number }
  | { kind: 'awarded'; index: number }
  | { kind: 'done' };

/** Pauses between steps, in ms: long enough to read a win, short enough not to bore. */
const SHOW_WIN = 1300;
const SHOW_NOTHING = 350;
const SHOW_AWARD = 1800;

/**
 * Plays a slot round back spin by spin: the base spin lands, its wins show, then each free spin lands in turn
 * (an award banner first when spins are won), and the round finishes when the last one has shown.
 */
export function usePlayback(onDone: (round: Round) => void) {
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [round, setRound] = useState<Round | null>(null);
  const [spins, setSpins] = useState<SpinView[]>([]);
  const [spinKey, setSpinKey] = useState(0);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);

  const wait = useCallback(() => setStage({ kind: 'waiting' }), []);
  const cancel = useCallback(() => setStage({ kind: 'idle' }), []);

  const start = useCallback((next: Round, view: SpinView[]) => {
    setRound(next);
    setSpins(view);
    setSpinKey((k) => k + 1);
    setStage({ kind: 'landing', index: 0 });
  }, []);

  const landed = useCallback(() => {
    setStage((s) => (s.kind === 'landing' ? { kind: 'showing', index: s.index } : s));
  }, []);

  // After a spin has landed (or an award has shown), decide what comes next.
  useEffect(() => {
    if (!round || (stage.kind !== 'showing' && stage.kind !== 'awarded')) return;
    const spin = spins[stage.index];
    const last = stage.index >= spins.length - 1;
    const pause =
      stage.kind === 'showing' && spin && spin.awarded > 0 && !last
        ? spin.coins > 0
          ? SHOW_WIN
          : SHOW_NOTHING
        : stage.kind === 'awarded'
          ? SHOW_AWARD
          : spin && spin.coins > 0
            ? SHOW_WIN
            : SHOW_NOTHING;
    const timer = setTimeout(
      () => {
        if (last) {
          setStage({ kind: 'done' });
          done.current(round);
        } else if (stage.kind === 'showing' && spin && spin.awarded > 0) {
          setStage({ kind: 'awarded', index: stage.index });
        } else {
          setSpinKey((k) => k + 1);
          setStage({ kind: 'landing', index: stage.index + 1 });
        }
      },
      last ? 0 : pause,
    );
    return () => clearTimeout(timer);
  }, [stage, round, spins]);

  const index = 'index' in stage ? stage.index : spins.length - 1;
  return { stage, round, spins, spinKey, index, wait, cancel, start, landed };
}
