import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type RunningPlatform } from './support/platform.ts';

/** The platform process as `npm start` runs it, stopped with browser tabs open: it must not wait for them. */

let platform: RunningPlatform;

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
const tabs: Socket[] = [];

beforeAll(async () => {
  platform = await startPlatform();
  for (let i = 0; i < 2; i++) {
    const tab = io(platform.baseUrl, { path: '/socket.io', transports: ['websocket'] });
    tabs.push(tab);
    await new Promise((resolve) => tab.once('ready', resolve));
  }
});

afterAll(async () => {
  for (const tab of tabs) tab.close();
  await platform?.stop();
});

describe('stopping the platform', () => {
  it('ends the process within 5 s of SIGTERM with two tabs connected', async () => {
    const started = Date.now();
    process.kill(platform.pid, 'SIGTERM');
    while (isRunning(platform.pid) && Date.now() - started < 30_000)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
