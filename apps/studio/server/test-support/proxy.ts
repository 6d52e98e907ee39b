import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the proxy does to a wallet call:
 * - `internal-error`: forwards it (the platform applies it) and answers INTERNAL_ERROR instead of the answer;
 * - `drop`: forwards it and cuts the connection before answering (the answer is lost);
 * - `timeout`: forwards it and holds the answer until the client gives up;
 * - `refuse`: cuts the connection without forwarding (the platform never sees it).
 */
export type Fault = 'internal-error' | 'drop' | 'timeout' | 'refuse';

export interface ProxyRule {
  /** `bet`, `win`, `rollback`, `balance`, `authenticate`. */
  path: string;
  fault: Fault;
  /** How many matching calls it applies to (Infinity: until removed). */
  times: number;
}

/**
 * A tiny HTTP proxy between the studio and the platform's wallet API for the tests of unknown outcomes: it
 * passes calls through untouched unless a rule says otherwise, and logs every call it saw.
 */
export async function startWalletProxy(target: string) {
  const rules: ProxyRule[] = [];
  const seen: { path: string; body: Record<string, unknown>; fault: Fault | undefined }[] = [];
  const held = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks);
        const path = (request.url ?? '').replace('/wallet-api/v1/', '');
        const rule = rules.find((r) => r.path === path && r.times > 0);
        if (rule) rule.times -= 1;
        seen.push({ path, body: JSON.parse(body.toString() || '{}'), fault: rule?.fault });
        if (rule?.fault === 'refuse') return request.socket.destroy();
        const headers: Record<string, string> = {};
        for (const name of ['content-type', 'x-vendor-id', 'x-timestamp', 'x-signature'])
          headers[name] = String(request.headers[name] ?? '');
        const upstream = await fetch(`${target}${request.url}`, { method: 'POST', headers, body });
        const text = await upstream.text();
        if (rule?.fault === 'drop') return request.socket.destroy();
        if (rule?.fault === 'timeout') {
          held.add(response);
          return;
        }
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(rule?.fault === 'internal-error' ? '{"status":"INTERNAL_ERROR"}' : text);
      })().catch(() => request.socket.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    fail(path: string, fault: Fault, times = Infinity) {
      rules.push({ path, fault, times });
    },
    heal() {
      rules.length = 0;
    },
    calls(path: string) {
      return seen.filter((call) => call.path === path);
    },
    async close() {
      for (const response of held) response.socket?.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type WalletProxy = Awaited<ReturnType<typeof startWalletProxy>>;
