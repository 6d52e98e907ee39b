import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { createApiClient } from './client.ts';
import { playerErrorCode } from './codes.ts';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let baseUrl = '';
const seen: Seen[] = [];

/** A real HTTP server answering by path, so the client's fetch, headers and parsing are exercised whole. */
beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      const json = (status: number, value: unknown, type = 'application/json') => {
        response.writeHead(status, { 'Content-Type': type });
        response.end(JSON.stringify(value));
      };
      if (request.url === '/v1/echo') return json(200, { got: body ? JSON.parse(body) : null });
      if (request.url === '/v1/empty') return void response.writeHead(204).end();
      if (request.url === '/v1/accepted') return json(202, { state: 'PENDING' });
      if (request.url === '/v1/locked') {
        return json(
          429,
          {
            type: 'about:blank',
            title: 'Locked',
            status: 429,
            code: 'ACCOUNT_LOCKED',
            detail: 'd',
            retryAfterSeconds: 60,
          },
          'application/problem+json',
        );
      }
      if (request.url === '/v1/proxy') {
        response.writeHead(502, { 'Content-Type': 'text/html' });
        return void response.end('<h1>Bad gateway</h1>');
      }
      json(401, { type: 'about:blank', title: 'x', status: 401, code: 'LOGIN_REQUIRED', detail: '' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('createApiClient', () => {
  it('sends JSON with the bearer token and extra headers, and reads the JSON answer', async () => {
    const client = createApiClient({ baseUrl, token: () => 'tok', codeFor: playerErrorCode });
    const answer = await client.request<{ got: unknown }>('POST', '/echo', {
      body: { amount: '1.00' },
      headers: { 'Idempotency-Key': 'k1' },
    });
    expect(answer).toEqual({ got: { amount: '1.00' } });
    const request = seen.at(-1)!;
    expect(request.headers.authorization).toBe('Bearer tok');
    expect(request.headers['idempotency-key']).toBe('k1');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers.accept).toBe('application/json');
  });

  it('answers undefined for a 204 and gives the status with the body on request', async () => {
    const client = createApiClient({ baseUrl, codeFor: playerErrorCode });
    expect(await client.request('DELETE', '/empty')).toBeUndefined();
    expect(await client.answer('POST', '/accepted', { body: {} })).toEqual({
      status: 202,
      body: { state: 'PENDING' },
    });
    expect(seen.at(-2)!.headers.authorization).toBeUndefined();
  });

  it('throws a problem answer as an ApiError with its code, detail and extras', async () => {
    const client = createApiClient({ baseUrl, codeFor: playerErrorCode });
    const error = await client.request('GET', '/locked').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'ACCOUNT_LOCKED', extra: { retryAfterSeconds: 60 } });
  });

  it('maps a non-JSON error page by its status', async () => {
    const client = createApiClient({ baseUrl, codeFor: playerErrorCode });
    const error = await client.request('GET', '/proxy').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: 'INTERNAL_ERROR', problem: null });
  });

  it('ends the session on a 401 only when the call carried a token', async () => {
    let ended = 0;
    const onSessionEnded = () => void ended++;
    const anonymous = createApiClient({ baseUrl, codeFor: playerErrorCode, onSessionEnded });
    await anonymous.request('GET', '/login').catch(() => undefined);
    expect(ended).toBe(0);
    const signedIn = createApiClient({ baseUrl, token: () => 't', codeFor: playerErrorCode, onSessionEnded });
    await signedIn.request('GET', '/login').catch(() => undefined);
    expect(ended).toBe(1);
  });

  it('turns a refused connection into an ApiError with status 0', async () => {
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:1', codeFor: playerErrorCode });
    const error = await client.request('GET', '/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: 'INTERNAL_ERROR' });
  });
});
