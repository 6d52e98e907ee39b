import type { Announcement, AnnouncementAdmin } from '@croupier/contracts';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorToken, startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { openLotusBrand } from '../../test-support/brands.ts';
import { operatorAuth } from '../../test-support/wallet.ts';

type Auth = { authorization: string };
let t: TestApp;
let owner: Auth;
let support: Auth;
let finance: Auth;
let lotusOwner: Auth;
const LOTUS = { host: 'lotus.example' };

beforeAll(async () => {
  t = await startTestApp();
  owner = await operatorAuth(t);
  for (const role of ['support', 'finance']) {
    const created = await call('POST', '/admin-api/v1/operators', owner, {
      username: `${role}-desk`,
      password: 'a-long-password-1',
      role,
    });
    expect(created.statusCode).toBe(201);
  }
  support = { authorization: `Bearer ${await operatorToken(t.app, 'support-desk', 'a-long-password-1')}` };
  finance = { authorization: `Bearer ${await operatorToken(t.app, 'finance-desk', 'a-long-password-1')}` };
  lotusOwner = (await openLotusBrand(t)).owner;
});
afterAll(() => t.close());

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  headers: Record<string, string> = {},
  payload?: object,
) {
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}
const notice = (title: string, extra: object = {}) => ({
  titles: { EN: title },
  contents: { EN: `About ${title}.\nSecond line.` },
  ...extra,
});
const shown = async (query = '', headers: Record<string, string> = {}) =>
  (await call('GET', `/api/v1/announcements${query}`, headers)).json<Announcement[]>();
const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

describe('operator notices', () => {
  it('creates, lists, changes and deletes a notice; players see it while enabled; every change audited', async () => {
    const created = await call('POST', '/admin-api/v1/announcements', owner, notice('Spring festival'));
    expect(created.statusCode).toBe(201);
    const made = created.json<AnnouncementAdmin>();
    expect(made).toMatchObject({
      titles: { EN: 'Spring festival' },
      enabled: true,
      sortOrder: 0,
      startsAt: null,
    });
    expect((await shown()).find((n) => n.id === made.id)).toEqual({
      id: made.id,
      title: 'Spring festival',
      content: 'About Spring festival.\nSecond line.',
      publishedAt: made.createdAt,
    });

    const hidden = await call('PATCH', `/admin-api/v1/announcements/${made.id}`, support, { enabled: false });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json<AnnouncementAdmin>()).toMatchObject({
      enabled: false,
      titles: { EN: 'Spring festival' },
    });
    expect((await shown()).map((n) => n.id)).not.toContain(made.id);
    const listed = (await call('GET', '/admin-api/v1/announcements', finance)).json<AnnouncementAdmin[]>();
    expect(listed.map((n) => n.id)).toContain(made.id);

    expect((await call('DELETE', `/admin-api/v1/announcements/${made.id}`, support)).statusCode).toBe(204);
    expect((await call('DELETE', `/admin-api/v1/announcements/${made.id}`, support)).statusCode).toBe(404);
    const audit = (await call('GET', '/admin-api/v1/audit', owner)).json<{
      items: { action: string; target: string }[];
    }>();
    const mine = audit.items.filter((e) => e.target === `announcement:${made.id}`).map((e) => e.action);
    expect(mine).toEqual(
      expect.arrayContaining(['announcement.create', 'announcement.update', 'announcement.delete']),
    );
  });

  it('shows players the language they ask for, the whole English notice when it has no translation', async () => {
    const both = await call('POST', '/admin-api/v1/announcements', owner, {
      titles: { EN: 'Lucky draw', TH: 'จับรางวัล' },
      contents: { EN: 'Draw on Friday.', TH: 'จับรางวัลวันศุกร์' },
      sortOrder: 1,
    });
    const english = await call(
      'POST',
      '/admin-api/v1/announcements',
      owner,
      notice('Only English', { sortOrder: 2 }),
    );
    const thai = await shown('?language=TH');
    expect(thai.find((n) => n.id === both.json<AnnouncementAdmin>().id)).toMatchObject({
      title: 'จับรางวัล',
      content: 'จับรางวัลวันศุกร์',
    });
    expect(thai.find((n) => n.id === english.json<AnnouncementAdmin>().id)).toMatchObject({
      title: 'Only English',
      content: 'About Only English.\nSecond line.',
    });
    // By sequence first: 1 before 2.
    const order = thai.map((n) => n.id);
    expect(order.indexOf(both.json<AnnouncementAdmin>().id)).toBeLessThan(
      order.indexOf(english.json<AnnouncementAdmin>().id),
    );
  });

  it('shows a notice only inside its publish window', async () => {
    const ids = {} as Record<string, string>;
    for (const [name, window] of Object.entries({
      future: { startsAt: minutes(60) },
      past: { startsAt: minutes(-120), endsAt: minutes(-60) },
      open: { startsAt: minutes(-60), endsAt: minutes(60) },
    })) {
      const created = await call(
        'POST',
        '/admin-api/v1/announcements',
        owner,
        notice(`Window ${name}`, window),
      );
      expect(created.statusCode).toBe(201);
      ids[name] = created.json<AnnouncementAdmin>().id;
    }
    const visible = await shown();
    expect(visible.map((n) => n.id)).toContain(ids.open);
    expect(visible.map((n) => n.id)).not.toContain(ids.future);
    expect(visible.map((n) => n.id)).not.toContain(ids.past);
    // Published when its window opened, not when it was typed in.
    const open = visible.find((n) => n.id === ids.open)!;
    expect(Date.parse(open.publishedAt)).toBeLessThan(Date.now() - 59 * 60_000);

    const reopened = await call('PATCH', `/admin-api/v1/announcements/${ids.past}`, owner, { endsAt: null });
    expect(reopened.json<AnnouncementAdmin>().endsAt).toBeNull();
    expect((await shown()).map((n) => n.id)).toContain(ids.past);
  });

  it('answers bad input with 400 VALIDATION_FAILED and the fields, never a server error', async () => {
    const refused = async (payload: object, auth: Auth = owner, id?: string) => {
      const answer = id
        ? await call('PATCH', `/admin-api/v1/announcements/${id}`, auth, payload)
        : await call('POST', '/admin-api/v1/announcements', auth, payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      return answer.json<{ fields: Record<string, string> }>().fields;
    };
    expect(await refused({ titles: { CN: '只有中文' }, contents: { CN: '内容' } })).toEqual({
      'titles.EN': 'REQUIRED',
      'contents.EN': 'REQUIRED',
    });
    expect(await refused(notice('   '))).toEqual({ 'titles.EN': 'REQUIRED' });
    expect(await refused({ ...notice('Half'), titles: { EN: 'Half', TH: 'ครึ่ง' } })).toEqual({
      'contents.TH': 'REQUIRED',
    });
    expect(await refused(notice('x'.repeat(101)))).toMatchObject({ 'titles.EN': 'TOO_LONG' });
    expect(await refused({ titles: { EN: 'Long' }, contents: { EN: 'y'.repeat(2001) } })).toMatchObject({
      'contents.EN': 'TOO_LONG',
    });
    expect(await refused(notice('Two\nlines'))).toEqual({ 'titles.EN': 'INVALID' });
    expect(await refused(notice('Window', { startsAt: 'tomorrow' }))).toEqual({ startsAt: 'INVALID' });
    expect(await refused(notice('Window', { startsAt: minutes(60), endsAt: minutes(30) }))).toEqual({
      endsAt: 'INVALID',
    });
    expect(await refused({ ...notice('Extra'), html: '<b>' })).toMatchObject({ html: expect.any(String) });
    const made = (
      await call('POST', '/admin-api/v1/announcements', owner, notice('Patched'))
    ).json<AnnouncementAdmin>();
    expect(await refused({}, owner, made.id)).toBeDefined();
    expect(await refused({ startsAt: minutes(10), endsAt: minutes(5) }, owner, made.id)).toEqual({
      endsAt: 'INVALID',
    });
    expect(
      (await call('PATCH', '/admin-api/v1/announcements/999999', owner, { enabled: true })).statusCode,
    ).toBe(404);
  });

  it('lets owner, admin and support write; other roles read only; players need no session', async () => {
    expect((await call('POST', '/admin-api/v1/announcements', finance, notice('Nope'))).statusCode).toBe(403);
    expect((await call('POST', '/admin-api/v1/announcements', {}, notice('Nope'))).statusCode).toBe(401);
    expect((await call('GET', '/admin-api/v1/announcements')).statusCode).toBe(401);
    expect(
      (await call('POST', '/admin-api/v1/announcements', support, notice('Support wrote'))).statusCode,
    ).toBe(201);
  });

  it('keeps brands apart', async () => {
    const ours = (
      await call('POST', '/admin-api/v1/announcements', owner, notice('Croupier only'))
    ).json<AnnouncementAdmin>();
    const theirs = await call(
      'POST',
      '/admin-api/v1/announcements',
      { ...lotusOwner, ...LOTUS },
      {
        titles: { EN: 'Lotus news', CN: '莲花新闻' },
        contents: { EN: 'For Lotus.', CN: '莲花专属' },
      },
    );
    expect(theirs.statusCode).toBe(201);
    const lotusId = theirs.json<AnnouncementAdmin>().id;
    // Lotus's default language is CN.
    expect(await shown('', LOTUS)).toEqual([expect.objectContaining({ id: lotusId, title: '莲花新闻' })]);
    expect((await shown()).map((n) => n.id)).not.toContain(lotusId);
    expect((await shown()).map((n) => n.id)).toContain(ours.id);
    const lotusList = (await call('GET', '/admin-api/v1/announcements', { ...lotusOwner, ...LOTUS })).json<
      AnnouncementAdmin[]
    >();
    expect(lotusList.map((n) => n.id)).toEqual([lotusId]);
    expect(
      (await call('PATCH', `/admin-api/v1/announcements/${lotusId}`, owner, { enabled: false })).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/admin-api/v1/announcements/${ours.id}`, { ...lotusOwner, ...LOTUS }))
        .statusCode,
    ).toBe(404);
  });
});

describe('live notices', () => {
  let socket: Socket;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    socket = connect(`http://127.0.0.1:${port}`, { path: '/socket.io', transports: ['websocket'] });
    await new Promise<void>((resolve, reject) => {
      socket.once('ready', () => resolve());
      socket.on('connect_error', reject);
    });
  });
  afterAll(() => {
    socket.close();
  });

  it('tells the brand’s open pages when a notice is published or switched on, not for other edits', async () => {
    const events: { id: string }[] = [];
    socket.on('announcement', (payload: { id: string }) => events.push(payload));
    const next = () => new Promise<{ id: string }>((resolve) => socket.once('announcement', resolve));

    let heard = next();
    const made = (
      await call('POST', '/admin-api/v1/announcements', owner, notice('Live'))
    ).json<AnnouncementAdmin>();
    expect(await heard).toEqual({ id: made.id });
    await call('PATCH', `/admin-api/v1/announcements/${made.id}`, owner, { enabled: false });
    await call('PATCH', `/admin-api/v1/announcements/${made.id}`, owner, { sortOrder: 3 });
    heard = next();
    await call('PATCH', `/admin-api/v1/announcements/${made.id}`, owner, { enabled: true });
    expect(await heard).toEqual({ id: made.id });
    expect(events).toHaveLength(2);
  });
});
