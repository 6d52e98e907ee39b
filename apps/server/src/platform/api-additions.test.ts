import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';

/**
 * docs/api.md is the fixed contract; docs/api-additions.md documents, in its style, every operation the platform
 * serves beyond it. This keeps the two honest against the OpenAPI document the server publishes: each operation
 * is one of docs/api.md's that the platform serves so far (docs/api-md-operations.json) or has its row in
 * docs/api-additions.md, and that file documents nothing the server does not serve.
 */

const DOCS = new URL('../../../../docs/', import.meta.url);
const ADDITIONS_FILE = 'docs/api-additions.md';
const CONTRACT_FILE = 'docs/api-md-operations.json';
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
/** A documented operation is a table row whose first cell is `METHOD /path`, as API.md writes its calls. */
const ROW = /^\|\s*`(GET|PUT|POST|DELETE|OPTIONS|HEAD|PATCH|TRACE) (\/[^`\s]*)`\s*\|/gm;

const readDoc = (name: string) => readFileSync(new URL(name, DOCS), 'utf8');
const list = (title: string, operations: string[]) =>
  `${title}:\n${operations.map((operation) => `  ${operation}`).join('\n')}`;

function duplicates(operations: string[]): string[] {
  return [...new Set(operations.filter((operation, i) => operations.indexOf(operation) !== i))];
}

let t: TestApp;
let served: string[];
const contract = JSON.parse(readDoc('api-md-operations.json')) as string[];
const additions = [...readDoc('api-additions.md').matchAll(ROW)].map((match) => `${match[1]} ${match[2]}`);

beforeAll(async () => {
  t = await startTestApp();
  const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  served = Object.entries(spec.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((key) => METHODS.includes(key))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
});

afterAll(async () => {
  await t?.close();
});

describe('docs/api-additions.md against the OpenAPI document', () => {
  it('reads both lists', () => {
    expect(served.length).toBeGreaterThan(0);
    for (const operation of contract) expect(operation, CONTRACT_FILE).toMatch(/^[A-Z]+ \/\S*$/);
    expect(additions.length, `no operation rows found in ${ADDITIONS_FILE}`).toBeGreaterThan(0);
  });

  it('documents every operation the server serves', () => {
    const documented = new Set([...contract, ...additions]);
    const missing = served.filter((operation) => !documented.has(operation));
    expect(
      missing,
      list(
        `Operations the server serves that neither ${CONTRACT_FILE} nor ${ADDITIONS_FILE} documents`,
        missing,
      ),
    ).toEqual([]);
  });

  it('documents no operation the server does not serve', () => {
    const stale = additions.filter((operation) => !served.includes(operation));
    expect(
      stale,
      list(`Operations ${ADDITIONS_FILE} documents that the server does not serve`, stale),
    ).toEqual([]);
  });

  it("serves every operation of API.md's list", () => {
    const absent = contract.filter((operation) => !served.includes(operation));
    expect(absent, list(`Operations of API.md (${CONTRACT_FILE}) the server does not serve`, absent)).toEqual(
      [],
    );
  });

  it('lists each operation once, in one place', () => {
    const twice = [
      ...duplicates(additions),
      ...duplicates(contract),
      ...additions.filter((operation) => contract.includes(operation)),
    ];
    expect(
      twice,
      list(`Operations listed twice in ${ADDITIONS_FILE}, in ${CONTRACT_FILE}, or in both`, twice),
    ).toEqual([]);
  });
});
