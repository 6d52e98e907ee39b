import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import {
  executeTemplate,
  inTransaction,
  renderPlain,
  renderTemplate,
  type DatabaseHandle,
} from './client.ts';
import { players } from './schema.ts';
import { openTestDatabase } from './test-database.ts';

let handle: DatabaseHandle;
// Both drivers answer execute() with { rows }; drizzle's shared type leaves it unknown.
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

describe('database layer', () => {
  it('reads int8 as BigInt, beyond the range of a double', async () => {
    const result = await handle.db.execute(sql`select 9007199254740993::int8 as big`);
    expect(rowsOf(result)[0]!.big).toBe(9007199254740993n);
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await handle.db.execute(sql`create table tx_probe (n int)`);
    await inTransaction(handle.db, async (tx) => {
      await tx.execute(sql`insert into tx_probe values (1)`);
    });
    await expect(
      inTransaction(handle.db, async (tx) => {
        await tx.execute(sql`insert into tx_probe values (2)`);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const rows = await handle.db.execute(sql`select n from tx_probe order by n`);
    expect(rowsOf(rows).map((r) => r.n)).toEqual([1]);
  });

  it('runs the work again when PostgreSQL reports a serialization failure, and gives up on other errors', async () => {
    let calls = 0;
    const result = await inTransaction(handle.db, async () => {
      calls += 1;
      if (calls < 3) throw Object.assign(new Error('could not serialize access'), { code: '40001' });
      return 'done';
    });
    expect(result).toBe('done');
    expect(calls).toBe(3);
    let failing = 0;
    await expect(
      inTransaction(handle.db, async () => {
        failing += 1;
        throw Object.assign(new Error('unique violation'), { code: '23505' });
      }),
    ).rejects.toThrow('unique violation');
    expect(failing).toBe(1);
  });

  it('keeps the audit log append-only even for code that tries to change it', async () => {
    await handle.db.execute(
      sql`insert into brands (code, name, currency_code, timezone, languages, default_language, whitelabel, customer_service, resources)
          values ('b', 'B', 'THB', 'UTC', '{EN}', 'EN', '[]', '[]', '[]')`,
    );
    await handle.db.execute(
      sql`insert into audit_log (brand_id, operator_name, action, target, ip) select id, 'x', 'test', 't', '127.0.0.1' from brands where code = 'b'`,
    );
    await expect(handle.db.execute(sql`update audit_log set action = 'forged'`)).rejects.toThrow();
    await expect(handle.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    const rows = rowsOf(await handle.db.execute(sql`select action from audit_log`));
    expect(rows).toEqual([{ action: 'test' }]);
  });

  it('has applied the migrations', async () => {
    const result = await handle.db.execute(
      sql`select count(*) as count from information_schema.tables where table_name in ('brands', 'operators', 'audit_log', 'games')`,
    );
    expect(rowsOf(result)[0]!.count).toBe(4n);
  });

  it('renders a plain hot statement exactly as Drizzle does, and leaves anything else to Drizzle', () => {
    const dialect = new PgDialect();
    const guard = sql`exists (select 1 from players where id = ${7n} and status <> ${'frozen'})`;
    const plain = sql`with a as (update t set b = b + ${-100n} where ${guard} returning id)
      select ${'x'}, ${null}, ${true}, ${sql`${1.5}::numeric`}, ${undefined} from a`;
    const drizzle = (query: ReturnType<typeof sql>) => {
      const { sql: text, params } = dialect.sqlToQuery(query);
      return { sql: text, params };
    };
    expect(renderPlain(plain)).toEqual(drizzle(plain));
    expect(renderPlain(plain)?.params).toEqual([-100n, 7n, 'frozen', 'x', null, true, 1.5]);
    expect(renderPlain(sql`select * from ${players}`)).toBeUndefined();
    expect(renderPlain(sql`select ${[1, 2]}`)).toBeUndefined();
    expect(renderPlain(sql`select ${new Date(0)}`)).toBeUndefined();
    expect(renderPlain(sql`select ${sql.raw('1')}`)).toEqual(drizzle(sql`select ${sql.raw('1')}`));
  });

  it('runs a template statement with each call’s values in its slots, built once per key', async () => {
    let builds = 0;
    const build = (slot: (index: number) => unknown) => {
      builds += 1;
      return sql`select ${slot(0)}::int + ${10} as sum, ${slot(1)}::text || ${'!'} as word`;
    };
    const run = (values: unknown[]) => executeTemplate(handle.db, 'client-test:sum', build, values);
    expect((await run([1, 'a'])).rows).toEqual([{ sum: 11, word: 'a!' }]);
    expect((await run([5, 'bc'])).rows).toEqual([{ sum: 15, word: 'bc!' }]);
    expect((await run([-3, ''])).rows).toEqual([{ sum: 7, word: '!' }]);
    // PostgreSQL renders it once; PGlite (no pool of prepared statements) builds it at each call.
    expect(builds).toBe(handle.kind === 'postgres' ? 1 : 3);
  });

  it('renders a template with its slots marked wherever they are used', () => {
    const template = renderTemplate((slot) => sql`select ${slot(1)}, ${'fixed'}, ${slot(0)}, ${slot(1)}`, 3);
    expect(template.text).toBe('select $1, $2, $3, $4');
    expect(template.slots).toEqual([1, -1, 0, 1]);
    expect(template.params[1]).toBe('fixed');
  });
});
