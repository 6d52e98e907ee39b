import { useEffectEvent, useLayoutEffect, useRef } from 'react';
import { reducedMotion } from '../../ui/useTween.ts';
import { colourOf, pocketAngle, WHEEL } from './logic.ts';

const FILL = { red: '#c81e2b', black: '#16181d', green: '#11803f' } as const;
const STEP = 360 / WHEEL.length;

function wedge(i: number, outer: number, inner: number): string {
  const a0 = ((i - 0.5) * STEP - 90) * (Math.PI / 180);
  const a1 = ((i + 0.5) * STEP - 90) * (Math.PI / 180);
  const p = (r: number, a: number) => `${100 + r * Math.cos(a)} ${100 + r * Math.sin(a)}`;
  return `M${p(outer, a0)}A${outer} ${outer} 0 0 1 ${p(outer, a1)}L${p(inner, a1)}A${inner} ${inner} 0 0 0 ${p(inner, a0)}Z`;
}

/**
 * The European wheel: it turns clockwise while the ball runs the other way, drops off the track and comes to
 * rest in the winning pocket at the top. Decorative; the result is announced in text beside it.
 */
export function Wheel({
  pocket,
  spinKey,
  onStopped,
}: {
  pocket: number | null;
  spinKey: number;
  onStopped: () => void;
}) {
  const wheel = useRef<HTMLDivElement>(null);
  const ball = useRef<HTMLDivElement>(null);
  const dot = useRef<HTMLDivElement>(null);
  const angle = useRef(0);
  const stopped = useEffectEvent(onStopped);

  useLayoutEffect(() => {
    if (spinKey === 0 || pocket === null) return;
    const from = angle.current;
    // At least four clockwise turns, ending with the pocket at the top.
    let to = pocketAngle(pocket);
    while (to < from + 4 * 360) to += 360;
    angle.current = to % 360;
    if (reducedMotion() || !wheel.current || !ball.current || !dot.current) {
      wheel.current?.style.setProperty('transform', `rotate(${angle.current}deg)`);
      stopped();
      return;
    }
    const duration = 4200;
    const turning = wheel.current.animate(
      [{ transform: `rotate(${from}deg)` }, { transform: `rotate(${to}deg)` }],
      {
        duration,
        easing: 'cubic-bezier(0.2, 0.7, 0.25, 1)',
        fill: 'forwards',
      },
    );
    ball.current.animate([{ transform: 'rotate(2520deg)' }, { transform: 'rotate(0deg)' }], {
      duration,
      easing: 'cubic-bezier(0.15, 0.6, 0.3, 1)',
      fill: 'forwards',
    });
    dot.current.animate(
      [
        { transform: 'translateY(0)', offset: 0 },
        { transform: 'translateY(0)', offset: 0.6 },
        { transform: 'translateY(10%)', offset: 0.78 },
        { transform: 'translateY(7.5%)', offset: 0.86 },
        { transform: 'translateY(9%)', offset: 1 },
      ],
      { duration, easing: 'ease-in-out', fill: 'forwards' },
    );
    let live = true;
    void turning.finished.then(
      () => {
        if (!live) return;
        wheel.current?.style.setProperty('transform', `rotate(${angle.current}deg)`);
        stopped();
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [spinKey, pocket]);

  return (
    <div className="wheel" aria-hidden="true">
      <div className="wheel-rotor" ref={wheel}>
        <svg viewBox="0 0 200 200">
          <circle cx="100" cy="100" r="98" fill="url(#rim)" />
          <defs>
            <radialGradient id="rim" cx="0.5" cy="0.5" r="0.5">
              <stop offset="0.8" stopColor="#5b3412" />
              <stop offset="0.93" stopColor="#8b5a2b" />
              <stop offset="1" stopColor="#3b2008" />
            </radialGradient>
            <radialGradient id="cone" cx="0.45" cy="0.4" r="0.6">
              <stop offset="0" stopColor="#e7c98a" />
              <stop offset="0.6" stopColor="#a0702f" />
              <stop offset="1" stopColor="#5b3412" />
            </radialGradient>
          </defs>
          {WHEEL.map((n, i) => (
            <g key={n}>
              <path d={wedge(i, 86, 62)} fill={FILL[colourOf(n)]} stroke="#d4af37" strokeWidth="0.6" />
              <text
                x="100"
                y="21"
                transform={`rotate(${i * STEP} 100 100)`}
                textAnchor="middle"
                fontSize="8"
                fontWeight="700"
                fill="#fff"
              >
                {n}
              </text>
            </g>
          ))}
          <circle cx="100" cy="100" r="62" fill="url(#cone)" stroke="#d4af37" strokeWidth="1.5" />
          <circle cx="100" cy="100" r="40" fill="none" stroke="#d4af37" strokeOpacity="0.5" />
          {[0, 90, 180, 270].map((a) => (
            <rect
              key={a}
              x="97"
              y="70"
              width="6"
              height="30"
              rx="3"
              fill="#d4af37"
              transform={`rotate(${a + 45} 100 100)`}
            />
          ))}
          <circle cx="100" cy="100" r="9" fill="#d4af37" stroke="#7a5512" />
        </svg>
      </div>
      <div className="wheel-ball" ref={ball}>
        <div className="wheel-dot" ref={dot} />
      </div>
      <div className="wheel-pointer" />
    </div>
  );
}
