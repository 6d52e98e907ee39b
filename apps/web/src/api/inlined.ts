/**
 * The answers the platform put in the home page for its first API reads (apps/server/src/platform/first-screen.ts),
 * by path. Each is taken once, by the first read of its path: later reads (a refetch, another language) ask the
 * server as usual.
 */
const answers = readAnswers();

function readAnswers(): Map<string, unknown> {
  const element = typeof document === 'undefined' ? null : document.getElementById('first-answers');
  if (!element?.textContent) return new Map();
  try {
    return new Map(Object.entries(JSON.parse(element.textContent) as Record<string, unknown>));
  } catch {
    return new Map();
  }
}

/** The page's answer for `path`, if it came with one not taken yet. */
export function takeInlinedAnswer(path: string): { found: true; value: unknown } | { found: false } {
  if (!answers.has(path)) return { found: false };
  const value = answers.get(path);
  answers.delete(path);
  return { found: true, value };
}
