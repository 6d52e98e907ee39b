import { useEffectEvent, useLayoutEffect, useRef } from 'react';
import { DieFace } from '../../ui/Die.tsx';
import { reducedMotion } from '../../ui/useTween.ts';
import { faceRotation } from './logic.ts';

/** Which face sits on which side of the cube (opposite faces add up to seven). */
const SIDES: [number, string][] = [
  [1, 'front'],
  [6, 'back'],
  [2, 'right'],
  [5, 'left'],
  [3, 'top'],
  [4, 'bottom'],
];
/** Extra turns each die tumbles before it settles, different per die so they do not move in step. */
const TUMBLE = [
  { x: 720, y: 1080 },
  { x: 1080, y: 720 },
  { x: 900, y: 1260 },
];

/**
 * Three dice in CSS 3D under the shaker: they tumble, bounce and settle showing the thrown faces. Decorative; the
 * result is announced in text.
 */
export function Dice3D({
  dice,
  throwKey,
  onSettled,
}: {
  dice: number[];
  throwKey: number;
  onSettled: () => void;
}) {
  const cubes = useRef<(HTMLDivElement | null)[]>([]);
  const settled = useEffectEvent(onSettled);

  useLayoutEffect(() => {
    if (throwKey === 0) return;
    const finals = dice.map((face) => faceRotation(face));
    if (reducedMotion()) {
      cubes.current.forEach((el, i) => el?.style.setProperty('transform', rotate(finals[i]!)));
      settled();
      return;
    }
    const animations = cubes.current.map((el, i) => {
      const end = finals[i]!;
      const turns = TUMBLE[i]!;
      return el?.animate(
        [
          { transform: `translateY(-60%) ${rotate({ x: end.x - turns.x, y: end.y - turns.y })}` },
          {
            transform: `translateY(0) ${rotate({ x: end.x - turns.x / 3, y: end.y - turns.y / 3 })}`,
            offset: 0.55,
          },
          { transform: `translateY(-14%) ${rotate({ x: end.x - 40, y: end.y - 30 })}`, offset: 0.75 },
          { transform: `translateY(0) ${rotate(end)}` },
        ],
        { duration: 1500 + i * 180, easing: 'cubic-bezier(0.3, 0.7, 0.4, 1)', fill: 'forwards' },
      );
    });
    let live = true;
    void Promise.all(animations.map((a) => a?.finished)).then(
      () => live && settled(),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [throwKey, dice]);

  return (
    <div className="dice3d" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <div className="cube-wrap" key={i}>
          <div
            className="cube"
            ref={(el) => {
              cubes.current[i] = el;
            }}
            style={{ transform: rotate(faceRotation(dice[i] ?? i + 1)) }}
          >
            {SIDES.map(([face, side]) => (
              <div key={side} className={`cube-face cube-${side}`}>
                <DieFace face={face} size={100} />
              </div>
            ))}
          </div>
          <div className="cube-shadow" />
        </div>
      ))}
    </div>
  );
}

const rotate = ({ x, y }: { x: number; y: number }) => `rotateX(${x}deg) rotateY(${y}deg)`;
