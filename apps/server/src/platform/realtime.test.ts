import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLotusBrand } from '../test-support/brands.ts';
import { operatorToken, startTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
let socket: Socket;
let otherBrandSocket: Socket;

async function connectAs(port: number, host: string): Promise<Socket> {
  const client = connect(`http://127.0.0.1:${port}`, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: { host },
  });
  await new Promise<void>((resolve, reject) => {
    client.once('ready', () => resolve());
    client.on('connect_error', reject);
  });
  return client;
}

beforeAll(async () => {
  t = await startTestApp();
  await insertLotusBrand(t.database.db);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  socket = await connectAs(port, 'localhost');
  otherBrandSocket = await connectAs(port, 'lotus.example');
});
afterAll(async () => {
  socket.close();
  otherBrandSocket.close();
  await t.close();
});

describe('live site updates', () => {
  it('tells open player pages of the brand to refetch /site when an operator changes settings', async () => {
    const token = await operatorToken(t.app);
    const received = new Promise<void>((resolve) => socket.once('site-updated', () => resolve()));
    const otherBrandEvents: unknown[] = [];
    otherBrandSocket.on('site-updated', (payload: unknown) => otherBrandEvents.push(payload));
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/admin-api/v1/brand',
      headers: { authorization: `Bearer ${token}` },
      payload: { maintenance: true },
    });
    expect(response.statusCode).toBe(200);
    await expect(received).resolves.toBeUndefined();
    // Events reach one socket in the order they were sent: a leaked event would arrive before this probe.
    const probed = new Promise<void>((resolve) => otherBrandSocket.once('site-updated', () => resolve()));
    t.app.realtime.toBrand('lotus', 'site-updated', { probe: true });
    await probed;
    expect(otherBrandEvents).toEqual([{ probe: true }]);
  });
});
