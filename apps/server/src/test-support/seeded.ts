/**
 * A small deterministic generator (no Math.random in this codebase): tests that draw random cases draw the
 * same ones on every run. Answers an integer in [0, below).
 */
export function seededGenerator(seed: number): (below: number) => number {
  let state = seed;
  return (below: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % below;
  };
}
