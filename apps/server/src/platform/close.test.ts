import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp | undefined;
let port: number;
const clients: Socket[] = [];

async function openTab(port: number, transport: 'websocket' | 'polling'): Promise<Socket> {
  const client = connect(`http://127.0.0.1:${port}`, { path: '/socket.io', transports: [transport] });
  clients.push(client);
  await new Promise<void>((resolve, reject) => {
    client.once('ready', () => resolve());
    client.once('connect_error', reject);
  });
  return client;
}

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});

afterAll(async () => {
  for (const client of clients) client.close();
  await t?.close();
});

describe('closing the platform', () => {
  it('does not wait for the browser tabs still connected to it', async () => {
    // Two tabs on WebSocket and one whose socket fell back to long polling (a request held open).
    const tabs = await Promise.all([
      openTab(port, 'websocket'),
      openTab(port, 'websocket'),
      openTab(port, 'polling'),
    ]);
    const disconnected = tabs.map(
      (tab) => new Promise<string>((resolve) => tab.once('disconnect', (reason) => resolve(reason))),
    );

    const started = Date.now();
    const closing = t!.close();
    t = undefined;
    await closing;
    expect(Date.now() - started).toBeLessThan(5_000);
    // The tabs see their connection end (a held poll as an error): they reconnect on their own.
    for (const reason of await Promise.all(disconnected)) expect(reason).toMatch(/^transport (close|error)$/);
  });
});
