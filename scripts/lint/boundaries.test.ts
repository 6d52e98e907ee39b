import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The checks `npm run lint` runs, pointed at small trees written here. ESLint only lints files below the
// repository's config, so the trees live in .tmp/ (which the config ignores; --no-ignore lints them anyway).
const root = path.resolve(import.meta.dirname, '../..');
mkdirSync(path.join(root, '.tmp'), { recursive: true });
const fixtures = mkdtempSync(path.join(root, '.tmp', 'lint-fixture-'));
afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

function tree(name: string, files: Record<string, string>): string {
  const base = path.join(fixtures, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
    writeFileSync(path.join(base, file), text);
  }
  return path.relative(root, base);
}

const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const eslint = (dir: string) => run(bin('eslint'), ['--no-ignore', dir]);
const cycles = (dir: string) =>
  run(bin('depcruise'), ['--config', '.dependency-cruiser.cjs', '--output-type', 'err', dir]);

const ledger = {
  'apps/server/src/modules/ledger/index.ts': "export { postTransfer } from './transfers.ts';\n",
  'apps/server/src/modules/ledger/transfers.ts': 'export const postTransfer = () => 1;\n',
  'apps/server/src/modules/ledger/schema.ts': 'export const ledgerEntries = {};\n',
};

describe('npm run lint', { timeout: 120_000 }, () => {
  it('passes a module that reaches another only through its index.ts', () => {
    const dir = tree('through-index', {
      ...ledger,
      'apps/server/src/modules/wallet/commands.ts':
        "import { postTransfer } from '../ledger/index.ts';\nexport const pay = () => postTransfer();\n",
    });
    const result = eslint(dir);
    expect(result.output).not.toContain('module-boundaries');
    expect(result.status).toBe(0);
  });

  it('fails on a deep import into another module', () => {
    const dir = tree('deep-import', {
      ...ledger,
      'apps/server/src/modules/wallet/commands.ts':
        "import { postTransfer } from '../ledger/transfers.ts';\nexport const pay = () => postTransfer();\n",
    });
    const result = eslint(dir);
    expect(result.status).toBe(1);
    expect(result.output).toContain("'../ledger/transfers.ts' reaches inside the ledger module");
  });

  it("fails on a query of another module's tables outside schema files and tests", () => {
    const dir = tree('foreign-tables', {
      ...ledger,
      'apps/server/src/modules/wallet/repository.ts':
        "import { ledgerEntries } from '../ledger/schema.ts';\nexport const rows = () => ledgerEntries;\n",
      'apps/server/src/modules/wallet/schema.ts':
        "import { ledgerEntries } from '../ledger/schema.ts';\nexport const walletRows = { references: ledgerEntries };\n",
    });
    const result = eslint(dir);
    expect(result.status).toBe(1);
    expect(result.output).toContain("'../ledger/schema.ts' reads the ledger module's tables");
    expect(result.output).toContain('repository.ts');
    expect(result.output).not.toMatch(/wallet\/schema\.ts\n\s+\d+:\d+\s+error/);
  });

  it('keeps HTTP in the route layer: Fastify, statusCode and status-bearing errors only in route files', () => {
    const dir = tree('http-in-commands', {
      'apps/server/src/modules/wallet/commands.ts': [
        "import type { FastifyRequest } from 'fastify';",
        "import { sendProblem } from '../../platform/errors.ts';",
        'class HttpError extends Error {}',
        'export const pay = (request: FastifyRequest) => ({ statusCode: 201, body: request.body, sendProblem });',
        "export const refuse = () => new HttpError(409, 'INVALID_STATE');",
        '',
      ].join('\n'),
      'apps/server/src/modules/wallet/routes.ts': [
        "import type { FastifyRequest } from 'fastify';",
        "import { sendProblem } from '../../platform/errors.ts';",
        'export const answer = (request: FastifyRequest) => ({ statusCode: 201, body: request.body, sendProblem });',
        '',
      ].join('\n'),
      'apps/server/src/modules/wallet/session-http.ts':
        "import type { FastifyRequest } from 'fastify';\nexport type R = FastifyRequest;\n",
    });
    const result = eslint(dir);
    expect(result.status).toBe(1);
    const commands = result.output.slice(result.output.indexOf('commands.ts'));
    expect(commands).toContain("'fastify' is for the route layer");
    expect(commands).toContain("'../../platform/errors.ts' maps answers to HTTP");
    expect(commands).toContain("A command answers an outcome ('created', 'accepted', 'done')");
    expect(commands).toContain('An error with an HTTP status belongs to the route layer');
    expect(result.output).not.toContain('wallet/routes.ts');
    expect(result.output).not.toContain('session-http.ts');
  });

  // Each module's schema.ts says which tables it owns; raw SQL elsewhere may name only its own module's.
  const tables = {
    'apps/server/src/modules/ledger/index.ts': "export { balanceOf } from './balances.ts';\n",
    'apps/server/src/modules/ledger/balances.ts':
      "import { sql } from 'drizzle-orm';\nexport const balanceOf = (id: bigint) => sql`select balance from ledger_accounts where player_id = ${id}`;\n",
    'apps/server/src/modules/ledger/schema.ts':
      "import { pgTable } from 'drizzle-orm/pg-core';\nexport const ledgerAccounts = pgTable('ledger_accounts', {});\n",
    'apps/server/src/modules/wallet/schema.ts':
      "import { pgTable } from 'drizzle-orm/pg-core';\nexport const adjustmentRequests = pgTable('adjustment_requests', {});\n",
  };

  it("fails on raw SQL that names another module's table", () => {
    const dir = tree('foreign-raw-sql', {
      ...tables,
      'apps/server/src/modules/wallet/repository.ts':
        "import { sql } from 'drizzle-orm';\nexport const held = (id: bigint) => sql`select a.balance from adjustment_requests r\n  join ledger_accounts a on a.player_id = r.player_id where r.id = ${id}`;\n",
    });
    const result = eslint(dir);
    expect(result.status).toBe(1);
    expect(result.output).toContain("Raw SQL names 'ledger_accounts', a table of the ledger module");
    expect(result.output).not.toContain("'adjustment_requests'");
  });

  it("passes raw SQL that names only its own tables and embeds the owner's fragment", () => {
    const dir = tree('own-raw-sql', {
      ...tables,
      'apps/server/src/modules/wallet/repository.ts':
        "import { sql } from 'drizzle-orm';\nimport { balanceOf } from '../ledger/index.ts';\nexport const held = (id: bigint) => sql`select player_id, (${balanceOf(1n)}) as balance\n  from adjustment_requests where id = ${id}`;\n",
    });
    const result = eslint(dir);
    expect(result.output).not.toContain('module-boundaries');
    expect(result.status).toBe(0);
  });

  it('fails on an import cycle, type-only imports included', () => {
    const dir = tree('cycle', {
      'web/src/popups/Provider.tsx':
        "import { Login } from './Login.tsx';\nexport const Provider = () => Login;\n",
      'web/src/popups/Login.tsx':
        "import type { Provider } from './Provider.tsx';\nexport const Login = {} as typeof Provider;\n",
    });
    const result = cycles(dir);
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('no-circular');
    expect(result.output).toContain('popups/Provider.tsx');
  });

  it('passes a tree without cycles', () => {
    const dir = tree('layers', {
      'web/src/popups/context.ts': 'export const popups = {};\n',
      'web/src/popups/Login.tsx': "import { popups } from './context.ts';\nexport const Login = popups;\n",
    });
    expect(cycles(dir).status).toBe(0);
  });

  it('finds no cycle in the repository beyond the listed known one', () => {
    const result = run('npm', ['run', '--silent', 'lint:cycles']);
    expect(result.output).toContain('no dependency violations found');
    expect(result.status).toBe(0);
  });
});
