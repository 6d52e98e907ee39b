import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the gate does to a matching wallet call:
 * - `hold-request`: keeps the request and never forwards it (the platform never sees it);
 * - `hold-answer`: forwards it (the platform applies it) and keeps the answer from the caller;
 * - `refuse`: cuts the connection without forwarding, at once (the platform is unreachable for this call).
 */
export type GateMode = 'hold-request' | 'hold-answer' | 'refuse';

/** A wallet call as the studio sent it: path (`bet`, `win`, …), the signed headers and the raw body. */
export interface GateCall {
  path: string;
  headers: Record<string, string>;
  raw: string;
  body: Record<string, unknown>;
  mode: GateMode | undefined;
}

interface Rule {
  path: string;
  mode: GateMode;
  match: (body: Record<string, unknown>) => boolean;
}

const SIGNED_HEADERS = ['content-type', 'x-vendor-id', 'x-timestamp', 'x-signature'];
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host']);

/**
 * An HTTP proxy the studio's PLATFORM_URL points at: everything (operator API, registration, the wallet) passes
 * through untouched, except wallet calls a rule names, which it holds or refuses. A test waits for a call to be
 * held (it is then in flight: the studio waits for an answer that never comes) and kills the studio then.
 */
export async function startWalletGate(target: string) {
  const rules: Rule[] = [];
  const seen: GateCall[] = [];
  const waiters: { path: string; mode: GateMode; resolve: (call: GateCall) => void }[] = [];
  const heldCalls: GateCall[] = [];
  const sockets = new Set<import('node:net').Socket>();

  const forward = (request: http.IncomingMessage, body: Buffer) =>
    new Promise<{ status: number; headers: http.OutgoingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const headers: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(request.headers))
        if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
      headers['content-length'] = String(body.length);
      const upstream = http.request(
        `${target}${request.url}`,
        { method: request.method, headers },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => {
            const answered: http.OutgoingHttpHeaders = {};
            for (const [name, value] of Object.entries(answer.headers))
              if (!HOP_BY_HOP.has(name) && value !== undefined) answered[name] = value;
            resolve({ status: answer.statusCode ?? 502, headers: answered, body: Buffer.concat(chunks) });
          });
          answer.on('error', reject);
        },
      );
      upstream.on('error', reject);
      upstream.end(body);
    });

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks);
        const url = request.url ?? '';
        let rule: Rule | undefined;
        if (url.startsWith('/wallet-api/v1/')) {
          const path = url.slice('/wallet-api/v1/'.length);
          const raw = body.toString('utf8');
          let parsed: Record<string, unknown> = {};
          try {
            parsed = JSON.parse(raw || '{}') as Record<string, unknown>;
          } catch {
            // forwarded as it came: the platform answers INVALID_REQUEST
          }
          rule = rules.find((r) => r.path === path && r.match(parsed));
          const headers: Record<string, string> = {};
          for (const name of SIGNED_HEADERS) headers[name] = String(request.headers[name] ?? '');
          const call: GateCall = { path, headers, raw, body: parsed, mode: rule?.mode };
          seen.push(call);
          if (rule?.mode === 'refuse') return request.socket.destroy();
          if (rule?.mode === 'hold-request') return release(call);
          if (rule?.mode === 'hold-answer') {
            await forward(request, body);
            return release(call);
          }
        }
        const answer = await forward(request, body);
        response.writeHead(answer.status, answer.headers);
        response.end(answer.body);
      })().catch(() => request.socket.destroy());
    });
  });
  /** A held call: whoever waits for it learns of it; its connection stays open, unanswered, until it closes. */
  const release = (call: GateCall) => {
    const waiter = waiters.find((w) => w.path === call.path && w.mode === call.mode);
    if (!waiter) return void heldCalls.push(call);
    waiters.splice(waiters.indexOf(waiter), 1);
    waiter.resolve(call);
  };
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    /** From now on, wallet calls to `path` whose body `match` accepts are held or refused. */
    rule(path: string, mode: GateMode, match: (body: Record<string, unknown>) => boolean = () => true) {
      rules.push({ path, mode, match });
    },
    /** Lets every call through again (calls already held stay unanswered). */
    heal() {
      rules.length = 0;
    },
    /** Resolves with the next call to `path` held by a `hold-…` rule (each held call is answered once here). */
    held(path: string, mode: Exclude<GateMode, 'refuse'>): Promise<GateCall> {
      const earlier = heldCalls.find((call) => call.path === path && call.mode === mode);
      if (earlier) {
        heldCalls.splice(heldCalls.indexOf(earlier), 1);
        return Promise.resolve(earlier);
      }
      return new Promise((resolve) => waiters.push({ path, mode, resolve }));
    },
    calls(path: string, roundId?: string) {
      return seen.filter((call) => call.path === path && (!roundId || call.body.roundId === roundId));
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type WalletGate = Awaited<ReturnType<typeof startWalletGate>>;
