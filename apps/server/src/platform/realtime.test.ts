import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorToken, startTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
let socket: Socket;
beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  socket = connect(`http://127.0.0.1:${port}`, { path: '/socket.io', transports: ['websocket'], extraHeaders: { host: 'localhost' } });
  await new Promise<void>((resolve, reject) => {
    socket.once('ready', () => resolve());
    socket.on('connect_error', reject);
  });
});
afterAll(async () => {
  socket.close();
  await t.close();
});

describe('live site updates', () => {
  it('tells open player pages of the brand to refetch /site when an operator changes settings', async () => {
    const token = await operatorToken(t.app);
    const received = new Promise<void>((resolve) => socket.once('site-updated', () => resolve()));
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/admin-api/v1/brand',
      headers: { authorization: `Bearer ${token}` },
      payload: { maintenance: true },
    });
    expect(response.statusCode).toBe(200);
    await expect(received).resolves.toBeUndefined();
  });
});
