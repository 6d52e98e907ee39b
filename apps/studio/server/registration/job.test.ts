import { describe, expect, it } from 'vitest';
import type { Studio } from '../context.ts';
import { waitForPlatform } from './job.ts';
import type { OperatorApi } from './operator-api.ts';

/** A platform that answers its health check from the `answersFrom`th question on. */
function platformAnswering(answersFrom: number) {
  let asked = 0;
  const api = {
    baseUrl: 'http://127.0.0.1:3000',
    answers: async () => ++asked >= answersFrom,
  } as unknown as OperatorApi;
  return { api, asked: () => asked };
}

function recordingStudio() {
  const warnings: string[] = [];
  const studio = { log: { warn: (_details: unknown, message: string) => warnings.push(message) } };
  return { studio: studio as unknown as Studio, warnings };
}

describe('waiting for the platform before registering', () => {
  it('asks until the platform answers, without a warning while it starts', async () => {
    const platform = platformAnswering(4);
    const { studio, warnings } = recordingStudio();
    await waitForPlatform(studio, platform.api, new AbortController().signal, 60_000);
    expect(platform.asked()).toBe(4);
    expect(warnings).toEqual([]);
  });

  it('warns once when the platform stays silent past its patience, and keeps waiting', async () => {
    const platform = platformAnswering(5);
    const { studio, warnings } = recordingStudio();
    await waitForPlatform(studio, platform.api, new AbortController().signal, 0);
    expect(platform.asked()).toBe(5);
    expect(warnings).toEqual(['the platform does not answer; still waiting to register']);
  });

  it('stops asking when the studio closes', async () => {
    const platform = platformAnswering(Number.POSITIVE_INFINITY);
    const { studio } = recordingStudio();
    const stop = new AbortController();
    const waiting = waitForPlatform(studio, platform.api, stop.signal, 60_000);
    stop.abort();
    await waiting;
    expect(platform.asked()).toBeLessThanOrEqual(2);
  });
});
