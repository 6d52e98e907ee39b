import { useEffect, useRef, useState } from 'react';

export const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * A number eased towards `target` over `ms` (ease-out cubic) by requestAnimationFrame. `done` is true once the
 * shown value is the target (at once when the target did not change, or with reduced motion). Display only:
 * outcomes come from the server.
 */
export function useTween(target: number, ms: number): { value: number; done: boolean } {
  const [value, setValue] = useState(target);
  const current = useRef(target);

  useEffect(() => {
    if (current.current === target) return;
    if (reducedMotion()) {
      current.current = target;
      setValue(target);
      return;
    }
    const from = current.current;
    const start = performance.now();
    let frame = requestAnimationFrame(function step(now) {
      const p = Math.min(1, (now - start) / ms);
      // Exactly the target at the end, so `done` can compare without float noise.
      current.current = p === 1 ? target : from + (target - from) * (1 - (1 - p) ** 3);
      setValue(current.current);
      if (p < 1) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [target, ms]);

  return { value, done: value === target };
}
