import type { Promotion, PromotionAdmin, PromotionApplication, PromotionReport } from '@croupier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorToken, startTestApp, type TestApp } from '../../test-support/test-app.ts';
import {
  expectLedgerBalanced,
  newMember,
  operatorAuth,
  walletOf,
  type TestMember,
} from '../../test-support/wallet.ts';
import { EXE, JPG, multipartOf, PNG, type Upload } from '../../test-support/withdrawals.ts';

let t: TestApp;
let owner: { authorization: string };
let support: { authorization: string };
let promotion: PromotionAdmin;

const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();

/** The application as the site's form sends it. */
async function apply(member: TestMember, fields: Record<string, string>, images: Upload[]) {
  const { contentType, payload } = await multipartOf(fields, images, 'files');
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/promotions/${promotion.id}/applications`,
    headers: { ...member.auth, 'content-type': contentType },
    payload,
  });
}

const console_ = (method: 'GET' | 'POST', path: string, who: object, payload?: object) =>
  t.app.inject({
    method,
    url: `/admin-api/v1/promotions/${promotion.id}${path}`,
    headers: who as Record<string, string>,
    ...(payload ? { payload } : {}),
  });

const statusIn = async (member: TestMember) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/promotions', headers: member.auth }))
    .json<Promotion[]>()
    .find((p) => p.id === promotion.id)?.status;

beforeAll(async () => {
  t = await startTestApp();
  owner = await operatorAuth(t);
  const created = await t.app.inject({
    method: 'POST',
    url: '/admin-api/v1/operators',
    headers: owner,
    payload: { username: 'support-apps', password: 'a-long-password-1', role: 'support' },
  });
  expect(created.statusCode).toBe(201);
  support = { authorization: `Bearer ${await operatorToken(t.app, 'support-apps', 'a-long-password-1')}` };
  const made = await t.app.inject({
    method: 'POST',
    url: '/admin-api/v1/promotions',
    headers: owner,
    payload: {
      kind: 'application',
      titles: { EN: 'Share your big win' },
      startsAt: hours(-1),
      endsAt: hours(24 * 30),
      reward: { type: 'fixed', value: '88.00' },
      wagering: { multiple: 3, base: 'bonus' },
      limits: { perPlayer: 3, perPeriod: 'week', budget: '1000.00' },
      enabled: true,
    },
  });
  expect(made.statusCode, made.body).toBe(201);
  promotion = made.json();
});
afterAll(() => t.close());

describe('applications with proof', () => {
  it('takes an application with 3 images, lets a manager approve it, and pays the amount once', async () => {
    const member = await newMember(t, { username: 'bigwinner' });
    const images = [
      { name: 'win.png', data: PNG },
      { name: 'win.jpg', type: 'image/jpeg', data: JPG },
      { name: 'renamed.gif', type: 'image/gif', data: PNG },
    ];
    const applied = await apply(member, { remark: 'x500 on Lucky Koi' }, images);
    expect(applied.statusCode, applied.body).toBe(201);
    const { id } = applied.json<{ id: string; status: string }>();
    expect(applied.json()).toEqual({ id, status: 'applying' });
    expect(await statusIn(member)).toBe('applying');
    const again = await apply(member, { remark: 'again' }, [{ name: 'a.png', data: PNG }]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'APPLICATION_PENDING' });

    const queue = (await console_('GET', '/applications', support)).json<PromotionApplication[]>();
    expect(queue[0]).toMatchObject({
      id,
      username: 'bigwinner',
      remark: 'x500 on Lucky Koi',
      images: 3,
      status: 'applying',
    });
    const proof = await console_('GET', `/applications/${id}/images/2`, support);
    expect(proof.headers['content-type']).toBe('image/jpeg');
    expect(proof.headers['x-content-type-options']).toBe('nosniff');
    expect(proof.headers['content-security-policy']).toContain('sandbox');
    expect(proof.rawPayload.equals(JPG)).toBe(true);
    expect((await console_('GET', `/applications/${id}/images/3`, support)).headers['content-type']).toBe(
      'image/png',
    );

    expect(
      (await console_('POST', `/applications/${id}/approve`, support, { amount: '120.00' })).statusCode,
    ).toBe(403);
    const approvals = await Promise.all(
      Array.from({ length: 2 }, () =>
        console_('POST', `/applications/${id}/approve`, owner, { amount: '120.00' }),
      ),
    );
    expect(approvals.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(approvals.map((answer) => answer.json())).toEqual([
      { id, status: 'approved' },
      { id, status: 'approved' },
    ]);
    const third = await console_('POST', `/applications/${id}/approve`, owner, { amount: '120.00' });
    expect(third.json()).toEqual({ id, status: 'approved' });
    expect((await walletOf(t, member)).balance).toBe('120.00');
    expect(await statusIn(member)).toBe('issued');
    const report = (await console_('GET', '/report', support)).json<PromotionReport>();
    expect(report).toMatchObject({ spent: '120.00', paid: { count: 1, amount: '120.00' }, players: 1 });
    const audit = await t.app.inject({
      method: 'GET',
      url: '/admin-api/v1/audit?pageSize=50',
      headers: owner,
    });
    expect(audit.body.match(/promotion\.application\.approve/g)).toHaveLength(1);
    await expectLedgerBalanced(t);
  });

  it('refuses a fourth image, a 6 MB file and a renamed .exe with clear errors, storing nothing', async () => {
    const member = await newMember(t, { username: 'badupload' });
    const four = await apply(
      member,
      { remark: 'four' },
      [1, 2, 3, 4].map((n) => ({ name: `p${n}.png`, data: PNG })),
    );
    expect(four.statusCode).toBe(400);
    expect(four.json()).toMatchObject({ code: 'TOO_MANY_FILES', fields: { files: 'TOO_MANY_FILES' } });
    const big = await apply(member, { remark: 'big' }, [
      { name: 'big.png', data: Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]) },
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'FILE_TOO_LARGE' });
    const exe = await apply(member, { remark: 'exe' }, [{ name: 'proof.png', data: EXE }]);
    expect(exe.statusCode).toBe(400);
    expect(exe.json()).toMatchObject({ code: 'FILE_TYPE_NOT_ALLOWED' });
    const long = await apply(member, { remark: 'x'.repeat(141) }, [{ name: 'a.png', data: PNG }]);
    expect(long.json()).toMatchObject({ fields: { remark: 'TOO_LONG' } });
    const none = await apply(member, { remark: 'no proof' }, []);
    expect(none.json()).toMatchObject({ fields: { files: 'REQUIRED' } });
    expect(await statusIn(member)).toBe('join_now');
    const queue = (await console_('GET', '/applications', owner)).json<PromotionApplication[]>();
    expect(queue.some((application) => application.username === 'badupload')).toBe(false);
  });

  it('rejects with a reason the player sees, and lets them apply again', async () => {
    const member = await newMember(t, { username: 'rejected1' });
    const { id } = (await apply(member, { remark: '' }, [{ name: 'a.png', data: PNG }])).json<{
      id: string;
    }>();
    expect((await console_('POST', `/applications/${id}/reject`, owner, { reason: '  ' })).statusCode).toBe(
      400,
    );
    const rejected = await console_('POST', `/applications/${id}/reject`, owner, {
      reason: 'Screenshot cropped',
    });
    expect(rejected.json()).toEqual({ id, status: 'rejected' });
    const late = await console_('POST', `/applications/${id}/approve`, owner, { amount: '10.00' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'INVALID_STATE' });
    expect(await statusIn(member)).toBe('rejected');
    const queue = (await console_('GET', '/applications', owner)).json<PromotionApplication[]>();
    expect(queue.find((application) => application.id === id)).toMatchObject({
      status: 'rejected',
      reason: 'Screenshot cropped',
      decidedBy: expect.any(String),
    });
    expect((await apply(member, { remark: 'uncropped' }, [{ name: 'a.png', data: PNG }])).statusCode).toBe(
      201,
    );
    expect((await walletOf(t, member)).balance).toBe('0.00');
    await expectLedgerBalanced(t);
  });
});
