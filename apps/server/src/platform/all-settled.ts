/**
 * Waits for every promise, then throws the first failure, so nothing a caller started is still running when it
 * fails (a settlement run that fails is run again, and must not race its own leftover writes).
 */
export async function allSettledOrThrow<T extends readonly unknown[]>(work: {
  [K in keyof T]: Promise<T[K]>;
}): Promise<T> {
  const outcomes = await Promise.allSettled(work);
  for (const outcome of outcomes) if (outcome.status === 'rejected') throw outcome.reason;
  return outcomes.map((outcome) => (outcome as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
