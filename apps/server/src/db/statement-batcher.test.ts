import { describe, expect, it } from 'vitest';
import { statementBatcher } from './statement-batcher.ts';

interface Job {
  key: string;
  lane: string;
  label: string;
}

/** A batcher whose batches finish when the test says, recording what ran together. */
function recordingBatcher(options: {
  maxInFlight: number;
  maxBatch: number;
  fail?: (jobs: Job[]) => boolean;
}) {
  const batches: string[][] = [];
  const finish: (() => void)[] = [];
  let running = 0;
  let mostRunning = 0;
  const batcher = statementBatcher<Job, string>({
    ...options,
    keyOf: (job) => job.key,
    laneOf: (job) => job.lane,
    run: (jobs) => {
      batches.push(jobs.map((job) => job.label));
      running++;
      mostRunning = Math.max(mostRunning, running);
      return new Promise((resolve, reject) =>
        finish.push(() => {
          running--;
          if (options.fail?.(jobs))
            reject(new Error(`batch ${jobs.map((job) => job.label).join('+')} failed`));
          else resolve(jobs.map((job) => `done ${job.label}`));
        }),
      );
    },
  });
  /** Lets every batch started so far finish, and waits for the batches that start after them. */
  const settle = async () => {
    while (finish.length > 0) {
      finish.splice(0).forEach((done) => done());
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { batcher, batches, settle, mostRunning: () => mostRunning };
}

const job = (label: string, key = label, lane = 'bet'): Job => ({ key, lane, label });
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('statement batcher', () => {
  it('sends what arrives together as one batch, answering each caller its own result', async () => {
    const { batcher, batches, settle } = recordingBatcher({ maxInFlight: 2, maxBatch: 10 });
    const answers = Promise.all(['a', 'b', 'c'].map((label) => batcher.submit(job(label))));
    await tick();
    await settle();
    expect(await answers).toEqual(['done a', 'done b', 'done c']);
    expect(batches).toEqual([['a', 'b', 'c']]);
    expect(batcher.stats).toEqual({ batches: 1, items: 3 });
  });

  it('never puts one key twice in a batch, nor runs it twice at once, and keeps its order', async () => {
    const { batcher, batches, settle } = recordingBatcher({ maxInFlight: 4, maxBatch: 10 });
    const answers = Promise.all([
      batcher.submit(job('a1', 'a')),
      batcher.submit(job('b1', 'b')),
      batcher.submit(job('a2', 'a')),
      batcher.submit(job('a3', 'a')),
    ]);
    await tick();
    expect(batches).toEqual([['a1', 'b1']]);
    await settle();
    expect(batches).toEqual([['a1', 'b1'], ['a2'], ['a3']]);
    expect(await answers).toEqual(['done a1', 'done b1', 'done a2', 'done a3']);
  });

  it('keeps lanes apart, and a key waiting in one lane holds its later items in the other', async () => {
    const { batcher, batches, settle } = recordingBatcher({ maxInFlight: 4, maxBatch: 10 });
    const answers = Promise.all([
      batcher.submit(job('bet a', 'a', 'bet')),
      batcher.submit(job('win b', 'b', 'win')),
      batcher.submit(job('bet c', 'c', 'bet')),
      batcher.submit(job('win a', 'a', 'win')),
    ]);
    await tick();
    expect(batches).toEqual([['bet a', 'bet c'], ['win b']]);
    await settle();
    expect(batches).toEqual([['bet a', 'bet c'], ['win b'], ['win a']]);
    await answers;
  });

  it('runs at most maxInFlight batches; what arrives meanwhile leaves together, maxBatch at a time', async () => {
    const { batcher, batches, settle, mostRunning } = recordingBatcher({ maxInFlight: 1, maxBatch: 3 });
    const first = batcher.submit(job('a'));
    await tick();
    const rest = ['b', 'c', 'd', 'e'].map((label) => batcher.submit(job(label)));
    await tick();
    expect(batches).toEqual([['a']]);
    await settle();
    await Promise.all([first, ...rest]);
    expect(batches).toEqual([['a'], ['b', 'c', 'd'], ['e']]);
    expect(mostRunning()).toBe(1);
  });

  it('fails only the callers of a failed batch', async () => {
    const { batcher, settle } = recordingBatcher({
      maxInFlight: 2,
      maxBatch: 10,
      fail: (jobs) => jobs.some((j) => j.lane === 'win'),
    });
    const bet = batcher.submit(job('bet', 'a', 'bet'));
    const win = batcher.submit(job('win', 'b', 'win'));
    const failed = expect(win).rejects.toThrow('batch win failed');
    await tick();
    await settle();
    expect(await bet).toBe('done bet');
    await failed;
  });

  it('fails the batch, not the process, when a run throws at once or answers the wrong number of results', async () => {
    let calls = 0;
    const batcher = statementBatcher<Job, string>({
      maxInFlight: 1,
      maxBatch: 10,
      keyOf: (j) => j.key,
      laneOf: (j) => j.lane,
      run: (jobs) => {
        calls++;
        if (calls === 1) throw new Error('bad statement');
        if (calls === 2) return Promise.resolve(['only one']);
        return Promise.resolve(jobs.map((j) => `done ${j.label}`));
      },
    });
    await expect(batcher.submit(job('a'))).rejects.toThrow('bad statement');
    const short = [batcher.submit(job('b')), batcher.submit(job('c'))];
    await expect(short[0]).rejects.toThrow('A batch of 2 answered 1 results.');
    await expect(short[1]).rejects.toThrow('A batch of 2 answered 1 results.');
    // Its keys and its place are free again.
    expect(await batcher.submit(job('a'))).toBe('done a');
  });
});
