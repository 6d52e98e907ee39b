import type { AgentTree } from '@croupier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAs, openAgent, registerDownline } from '../../test-support/agents.ts';
import { insertAccounts } from '../../test-support/downlines.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { operatorAuth } from '../../test-support/wallet.ts';
import { TREE_LEVEL_PAGE } from './console-views.ts';

/** The console's tree reads a long level page by page: every account once, newest first, none skipped. */
let t: TestApp;
let owner: { authorization: string };
let brandId: bigint;

beforeAll(async () => {
  t = await startTestApp();
  owner = await operatorAuth(t);
  brandId = (await t.database.db.query.operators.findFirst())!.brandId;
});
afterAll(() => t.close());

/** Follows a level's cursors to its end, calling `between` after the first page; answers each page's ids. */
async function readLevel(query: string, between: () => Promise<void> = async () => {}): Promise<string[][]> {
  const pages: string[][] = [];
  let cursor: string | null = null;
  do {
    const url: string = `/admin-api/v1/agents/tree?${query}${cursor ? `&cursor=${cursor}` : ''}`;
    const page: { status: number; body: AgentTree } = await getAs<AgentTree>(t, owner, url);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.truncated).toBe(false);
    pages.push(page.body.nodes.map((node) => node.id));
    if (pages.length === 1) await between();
    cursor = page.body.nextCursor;
  } while (cursor);
  return pages;
}

const newestFirst = (ids: bigint[]) => ids.map(String).reverse();

describe('a level of the console tree longer than a page', () => {
  it("pages through an agent's direct downlines exactly once, while another registers", async () => {
    const boss = await openAgent(t, 'wideboss');
    const members = await insertAccounts(t.database.db, {
      brandId,
      uplineId: boss.id,
      prefix: 'widemember',
      count: TREE_LEVEL_PAGE * 2 + 3,
    });
    let latecomer = '';
    const pages = await readLevel(`parentId=${boss.id}`, async () => {
      latecomer = (await registerDownline(t, boss, 'latecomer')).id.toString();
    });
    expect(pages.map((page) => page.length)).toEqual([TREE_LEVEL_PAGE, TREE_LEVEL_PAGE, 3]);
    expect(pages.flat()).toEqual(newestFirst(members));

    const again = await getAs<AgentTree>(t, owner, `/admin-api/v1/agents/tree?parentId=${boss.id}`);
    expect(again.body.nodes[0]!.id).toBe(latecomer);
  });

  it('pages through the top of the tree, and ends a level that fits one page with no cursor', async () => {
    const before = (await readLevel('')).flat();
    const tops = await insertAccounts(t.database.db, {
      brandId,
      uplineId: null,
      prefix: 'widetop',
      count: TREE_LEVEL_PAGE + 1,
      type: 1,
    });
    const pages = await readLevel('');
    expect(pages.length).toBe(2);
    expect(pages.flat()).toEqual([...newestFirst(tops), ...before]);

    const small = await openAgent(t, 'narrowboss');
    await registerDownline(t, small, 'narrowmember');
    const level = await getAs<AgentTree>(t, owner, `/admin-api/v1/agents/tree?parentId=${small.id}`);
    expect(level.body).toMatchObject({ nextCursor: null, truncated: false });
    expect(level.body.nodes.map((node) => node.username)).toEqual(['narrowmember']);
  });
});
