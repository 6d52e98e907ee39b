import type { AuditEntry, Page, PlayerDetail, PlayerSummary } from '@croupier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerByUsername } from '../../test-support/players.ts';
import { operatorToken, startTestApp, type TestApp } from '../../test-support/test-app.ts';

type Auth = { authorization: string };
let t: TestApp;
let owner: Auth;
const staff: Record<'support' | 'finance' | 'viewer', Auth> = {} as never;
let playerId: string;

const call = (method: 'GET' | 'PUT' | 'POST', url: string, headers: Auth, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const putTags = (tags: unknown, who: Auth = owner, id = playerId) =>
  call('PUT', `/admin-api/v1/players/${id}/tags`, who, { tags });
const detail = async () =>
  (await call('GET', `/admin-api/v1/players/${playerId}`, owner)).json<PlayerDetail>();

beforeAll(async () => {
  t = await startTestApp();
  owner = { authorization: `Bearer ${await operatorToken(t.app)}` };
  for (const role of ['support', 'finance', 'viewer'] as const) {
    const password = 'a-long-password-1';
    const made = await call('POST', '/admin-api/v1/operators', owner, {
      username: `${role}-desk`,
      password,
      role,
    });
    expect(made.statusCode).toBe(201);
    staff[role] = { authorization: `Bearer ${await operatorToken(t.app, `${role}-desk`, password)}` };
  }
  playerId = (await registerByUsername(t, { username: 'tagged01' })).json().user.id;
  await registerByUsername(t, { username: 'untagged01' });
});
afterAll(() => t.close());

describe('player tags in the console', () => {
  it('saves tags trimmed, in lower case and once each, Thai and Chinese letters included, and audits the change', async () => {
    const saved = await putTags([' Whale ', 'whale', 'VIP-candidate', 'ลูกค้าใหม่', '老客户', 'new_2026']);
    expect(saved.statusCode).toBe(200);
    const tags = ['whale', 'vip-candidate', 'ลูกค้าใหม่', '老客户', 'new_2026'];
    expect(saved.json()).toEqual({ tags });
    expect((await detail()).tags).toEqual(tags);

    const audit = (await call('GET', '/admin-api/v1/audit?pageSize=50', owner)).json<Page<AuditEntry>>();
    expect(audit.items.find((entry) => entry.action === 'player.tags')).toMatchObject({
      target: 'player:tagged01',
      before: { tags: [] },
      after: { tags },
    });
  });

  it('filters the players list by one tag, whatever its case', async () => {
    const list = (await call('GET', '/admin-api/v1/players?tag=WHALE', owner)).json<Page<PlayerSummary>>();
    expect(list.items.map((player) => [player.account, player.tags])).toEqual([
      ['tagged01', ['whale', 'vip-candidate', 'ลูกค้าใหม่', '老客户', 'new_2026']],
    ]);
    const nobody = (await call('GET', '/admin-api/v1/players?tag=minnow', owner)).json<Page<PlayerSummary>>();
    expect(nobody.total).toBe(0);
    const all = (await call('GET', '/admin-api/v1/players', owner)).json<Page<PlayerSummary>>();
    expect(all.items.find((player) => player.account === 'untagged01')?.tags).toEqual([]);
  });

  it('refuses a tag too long, with bad characters or empty, and more than 20 tags, changing nothing', async () => {
    const before = (await detail()).tags;
    const bad = await putTags(['ok', 'x'.repeat(31), 'no spaces', 'semi;colon', '   ', '<b>']);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        'tags.1': 'TOO_LONG',
        'tags.2': 'INVALID',
        'tags.3': 'INVALID',
        'tags.4': 'REQUIRED',
        'tags.5': 'INVALID',
      },
    });
    // 30 letters is the limit, counted as letters even where they take several bytes.
    expect((await putTags(['ก'.repeat(30)])).statusCode).toBe(200);
    await putTags(before);
    const many = await putTags(Array.from({ length: 21 }, (_, i) => `tag${i}`));
    expect(many.statusCode).toBe(400);
    expect(many.json().fields).toEqual({ tags: 'TOO_MANY' });
    // The same tag 21 times over is one tag.
    expect((await putTags(Array(21).fill('whale'))).json()).toEqual({ tags: ['whale'] });
    await putTags(before);
    expect((await detail()).tags).toEqual(before);
    expect((await putTags(['whale'], owner, '999999')).statusCode).toBe(404);
  });

  it('lets owners, admins and support tag; finance and viewers only read', async () => {
    expect((await putTags(['whale', 'support-set'], staff.support)).json()).toEqual({
      tags: ['whale', 'support-set'],
    });
    for (const role of ['finance', 'viewer'] as const) {
      expect((await putTags([], staff[role])).statusCode).toBe(403);
      const read = await call('GET', `/admin-api/v1/players/${playerId}`, staff[role]);
      expect(read.json<PlayerDetail>().tags).toEqual(['whale', 'support-set']);
    }
  });
});
