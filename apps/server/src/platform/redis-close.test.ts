import { expect, it } from 'vitest';
import { startTestApp } from '../test-support/test-app.ts';

// On PostgreSQL + Redis (CI), a node closed the moment it started used to quit Redis while the socket.io adapter's
// subscriptions were still queued: "Connection is closed" as unhandled rejections, which end a Node process.
// Vitest fails a run on any unhandled rejection, so closing many fresh nodes here is the check.
it('closes a node right after it starts without failing what Redis still had queued', async () => {
  for (let i = 0; i < 15; i++) {
    const t = await startTestApp();
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    await t.close();
  }
}, 120_000);
