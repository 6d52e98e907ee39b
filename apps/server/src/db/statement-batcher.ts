/**
 * Gathers work submitted concurrently into batches, so many callers share one statement, one round trip and one
 * commit. A batch holds items of one lane (one statement shape) and at most one item per key; an item waits
 * while an earlier item of its key is queued or running, so one key's items run one at a time and in order,
 * and no two statements running at once ever touch the same key's rows. At most `maxInFlight` batches run at
 * once: while they do, new items queue, so the busier the database, the larger the batches.
 */
export interface BatcherOptions<I, R> {
  /** Runs one batch; answers one result per item, in the items' order. */
  run: (items: I[]) => Promise<R[]>;
  keyOf: (item: I) => string;
  laneOf: (item: I) => string;
  maxInFlight: number;
  maxBatch: number;
}

interface Waiting<I, R> {
  item: I;
  key: string;
  lane: string;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

export interface StatementBatcher<I, R> {
  submit: (item: I) => Promise<R>;
  /** Batches run and items they carried, since the start. */
  readonly stats: { batches: number; items: number };
}

export function statementBatcher<I, R>(options: BatcherOptions<I, R>): StatementBatcher<I, R> {
  let queue: Waiting<I, R>[] = [];
  const running = new Set<string>();
  let inFlight = 0;
  let scheduled = false;
  const stats = { batches: 0, items: 0 };

  /** The lane of the oldest item free to run, and every later item of that lane free to join it. */
  function take(): Waiting<I, R>[] {
    const held = new Set(running);
    const picked: Waiting<I, R>[] = [];
    let lane: string | undefined;
    for (const waiting of queue) {
      if (picked.length >= options.maxBatch) break;
      if (held.has(waiting.key)) continue;
      held.add(waiting.key);
      lane ??= waiting.lane;
      if (waiting.lane === lane) picked.push(waiting);
    }
    if (picked.length > 0) {
      const taken = new Set(picked);
      queue = queue.filter((waiting) => !taken.has(waiting));
    }
    return picked;
  }

  function pump() {
    while (inFlight < options.maxInFlight) {
      const batch = take();
      if (batch.length === 0) return;
      inFlight++;
      stats.batches++;
      stats.items += batch.length;
      for (const waiting of batch) running.add(waiting.key);
      // Started inside a promise, so a run that throws at once fails its batch instead of the process.
      void Promise.resolve()
        .then(() => options.run(batch.map((waiting) => waiting.item)))
        .then((results) => {
          // Results are matched to callers by position: a short answer must not hand one caller another's.
          if (!Array.isArray(results) || results.length !== batch.length)
            throw new Error(`A batch of ${batch.length} answered ${String(results?.length)} results.`);
          batch.forEach((waiting, i) => waiting.resolve(results[i] as R));
        })
        .catch((error: unknown) => batch.forEach((waiting) => waiting.reject(error)))
        .finally(() => {
          inFlight--;
          for (const waiting of batch) running.delete(waiting.key);
          pump();
        });
    }
  }

  return {
    stats,
    submit: (item) =>
      new Promise<R>((resolve, reject) => {
        queue.push({ item, key: options.keyOf(item), lane: options.laneOf(item), resolve, reject });
        // Items submitted in the same turn of the event loop leave together.
        if (!scheduled) {
          scheduled = true;
          setImmediate(() => {
            scheduled = false;
            pump();
          });
        }
      }),
  };
}
