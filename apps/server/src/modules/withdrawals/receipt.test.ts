import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import {
  adjust,
  expectLedgerBalanced,
  newMember,
  operatorAuth,
  walletOf,
} from '../../test-support/wallet.ts';
import {
  detail,
  EXE,
  JPG,
  paidWithdrawal,
  PNG,
  review,
  sendReceipt,
  setRules,
  withdraw,
} from '../../test-support/withdrawals.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => expectLedgerBalanced(t));

const proofRows = async (id: string) =>
  (
    (await t.database.db.execute(
      sql`select count(*)::int as n from withdrawal_proofs where withdrawal_id = ${BigInt(id)}`,
    )) as unknown as { rows: { n: number }[] }
  ).rows[0]!.n;

const proof = async (id: string, n: number) =>
  t.app.inject({
    method: 'GET',
    url: `/admin-api/v1/withdrawals/${id}/proofs/${n}`,
    headers: await operatorAuth(t),
  });

describe('receipt confirmation', () => {
  it('records a partial receipt with its images as a dispute that an operator can force closed', async () => {
    const member = await newMember(t, { username: 'rcpartial' });
    await adjust(t, member, '1000.00');
    const id = await paidWithdrawal(t, member, '500.00');
    const balanceAfterPayment = await walletOf(t, member);
    const answer = await sendReceipt(
      t,
      member,
      id,
      { result: 'partial', amountReceived: '300.00', remark: 'ได้รับเงินไม่ครบ' },
      [
        { name: 'statement.png', data: PNG },
        // The name and the browser's type do not matter; the bytes do.
        { name: 'slip.jpeg', type: 'application/octet-stream', data: JPG },
      ],
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ id, status: 'disputed' });
    const disputed = await detail(t, id);
    expect(disputed.receipt).toMatchObject({
      result: 'partial',
      amountReceived: '300.00',
      remainder: '200.00',
      remark: 'ได้รับเงินไม่ครบ',
      images: 2,
    });
    expect(disputed.proofs).toEqual([
      { n: 1, contentType: 'image/png', size: PNG.length },
      { n: 2, contentType: 'image/jpeg', size: JPG.length },
    ]);
    const first = await proof(id, 1);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.rawPayload.equals(PNG)).toBe(true);
    expect((await proof(id, 2)).headers['content-type']).toBe('image/jpeg');
    expect((await proof(id, 3)).statusCode).toBe(404);

    // Answering twice is not possible: the dispute is the operator's now.
    expect((await sendReceipt(t, member, id, { result: 'full' })).json().code).toBe('INVALID_STATE');
    expect((await review(t, id, 'force-receipt', { reason: '' })).statusCode).toBe(400);
    expect((await review(t, id, 'force-receipt', { reason: 'Bank confirms full payment' })).json()).toEqual({
      id,
      status: 'received',
    });
    expect((await detail(t, id)).received).toMatchObject({
      how: 'operator',
      by: 'admin',
      reason: 'Bank confirms full payment',
    });
    // Forcing the receipt returns nothing (spec §4).
    expect(await walletOf(t, member)).toEqual(balanceAfterPayment);
  });

  it('takes a not-received answer without images and only from the withdrawal’s own player, once paid', async () => {
    const member = await newMember(t, { username: 'rcnone' });
    const stranger = await newMember(t, { username: 'rcstranger' });
    await adjust(t, member, '1000.00');
    const pending = (await withdraw(t, member, '100.00')).json().id as string;
    expect((await sendReceipt(t, member, pending, { result: 'full' })).statusCode).toBe(409);
    const id = await paidWithdrawal(t, member, '200.00');
    expect((await sendReceipt(t, stranger, id, { result: 'none' })).statusCode).toBe(404);
    const withAmount = await sendReceipt(t, member, id, { result: 'none', amountReceived: '5.00' });
    expect(withAmount.json().fields).toEqual({ amountReceived: 'NOT_ALLOWED' });
    const whole = await sendReceipt(t, member, id, { result: 'partial', amountReceived: '200.00' });
    expect(whole.json().fields).toEqual({ amountReceived: 'INVALID' });
    expect((await sendReceipt(t, member, id, { result: 'maybe' })).json().fields).toEqual({
      result: 'INVALID',
    });
    expect((await sendReceipt(t, member, id, {})).json().fields).toEqual({ result: 'REQUIRED' });
    expect((await sendReceipt(t, member, id, { result: 'none' })).json()).toEqual({ id, status: 'disputed' });
    expect((await detail(t, id)).receipt).toMatchObject({
      result: 'none',
      amountReceived: '0.00',
      remainder: '200.00',
    });
  });

  it('refuses a renamed program, a 6 MB image, a fourth image and a 141-character remark, storing nothing', async () => {
    const member = await newMember(t, { username: 'rcrefuse' });
    await adjust(t, member, '1000.00');
    const id = await paidWithdrawal(t, member, '100.00');
    const cases: {
      name: string;
      fields?: Record<string, string>;
      images: Parameters<typeof sendReceipt>[4];
      status: number;
      code: string;
    }[] = [
      {
        name: 'renamed exe',
        images: [{ name: 'receipt.png', data: EXE }],
        status: 400,
        code: 'FILE_TYPE_NOT_ALLOWED',
      },
      {
        name: '6 MB image',
        images: [{ name: 'big.png', data: Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]) }],
        status: 413,
        code: 'FILE_TOO_LARGE',
      },
      {
        name: 'fourth image',
        images: [1, 2, 3, 4].map((n) => ({ name: `p${n}.png`, data: PNG })),
        status: 400,
        code: 'TOO_MANY_FILES',
      },
      {
        name: 'long remark',
        fields: { remark: 'x'.repeat(141) },
        images: [],
        status: 400,
        code: 'VALIDATION_FAILED',
      },
    ];
    for (const c of cases) {
      const answer = await sendReceipt(
        t,
        member,
        id,
        { result: 'partial', amountReceived: '50.00', ...c.fields },
        c.images,
      );
      expect(answer.statusCode, c.name).toBe(c.status);
      expect(answer.json().code, c.name).toBe(c.code);
      if (c.code === 'VALIDATION_FAILED') expect(answer.json().fields).toEqual({ remark: 'TOO_LONG' });
      else expect(answer.json().fields).toEqual({ images: c.code });
    }
    expect(await proofRows(id)).toBe(0);
    expect((await detail(t, id)).status).toBe('paid');
    // 140 characters (emoji and Thai letters count as one each) and three images are fine.
    const remark = '✓'.repeat(70) + 'ก'.repeat(70);
    const accepted = await sendReceipt(
      t,
      member,
      id,
      { result: 'partial', amountReceived: '50.00', remark },
      [
        { name: 'a.png', data: PNG },
        { name: 'b.jpg', data: JPG },
        { name: 'c.png', data: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length)]) },
      ],
    );
    expect(accepted.statusCode).toBe(200);
    expect(await proofRows(id)).toBe(3);
  });

  it('refuses what is not a multipart form', async () => {
    const member = await newMember(t, { username: 'rcjson' });
    await adjust(t, member, '500.00');
    const id = await paidWithdrawal(t, member, '100.00');
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/v1/withdrawals/${id}/receipt`,
      headers: member.auth,
      payload: { result: 'full' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const broken = await t.app.inject({
      method: 'POST',
      url: `/api/v1/withdrawals/${id}/receipt`,
      headers: { ...member.auth, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="result"\r\n\r\nfu',
    });
    // A form cut off mid-field reads as one without its fields.
    expect(broken.statusCode).toBe(400);
    expect((await detail(t, id)).status).toBe('paid');
  });

  it('counts a paid withdrawal as received once the brand’s minutes have passed without an answer', async () => {
    const member = await newMember(t, { username: 'rcauto' });
    await adjust(t, member, '1000.00');
    expect((await setRules(t, { autoReceiptMinutes: 30 })).statusCode).toBe(200);
    const overdue = await paidWithdrawal(t, member, '100.00');
    const fresh = await paidWithdrawal(t, member, '200.00');
    await t.database.db.execute(
      sql`update withdrawals set paid_at = now() - interval '31 minutes' where id = ${BigInt(overdue)}`,
    );
    expect(await t.app.jobs.runNow('withdrawal-auto-receipt')).toBe(true);
    expect((await detail(t, overdue)).received).toMatchObject({ how: 'auto', by: null });
    expect((await detail(t, overdue)).status).toBe('received');
    expect((await detail(t, fresh)).status).toBe('paid');
    expect((await detail(t, fresh)).autoReceiptAt).toBeTruthy();
    // Too late to dispute it now.
    expect((await sendReceipt(t, member, overdue, { result: 'none' })).statusCode).toBe(409);
    await setRules(t, { autoReceiptMinutes: 60 });
  });
});
