import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addChannel, decide, requestDeposit } from '../../test-support/deposits.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { expectLedgerBalanced, newMember, walletOf, type TestMember } from '../../test-support/wallet.ts';
import { review, sendReceipt, setRealName, withdraw, PNG } from '../../test-support/withdrawals.ts';

/**
 * One player's money from first deposit to a confirmed withdrawal, across the deposit, withdrawal and wallet
 * modules: after every step the wallet, /me, the account record, the socket pushes and the ledger agree.
 */
let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(() => t.close());

function listen(member: TestMember) {
  const socket: Socket = connect(base, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token: member.auth.authorization.slice('Bearer '.length) },
  });
  const pushed: string[] = [];
  socket.on('balance', (event: { balance: string }) => pushed.push(event.balance));
  const ready = new Promise<void>((resolve) => socket.once('ready', () => resolve()));
  return { socket, pushed, ready };
}

async function waitFor(condition: () => boolean, what: string) {
  for (let i = 0; i < 100 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  if (!condition()) throw new Error(`timed out waiting for ${what}`);
}

async function expectEverywhere(
  member: TestMember,
  wallet: { balance: string; available: string; locked: string },
) {
  expect(await walletOf(t, member)).toEqual({ currency: 'THB', ...wallet });
  const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: member.auth });
  expect(me.json().balance).toBe(wallet.available);
  await expectLedgerBalanced(t);
}

async function record(member: TestMember) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/v1/wallet/transactions',
    headers: member.auth,
  });
  return response.json<{ items: { type: string; amount: string; balanceAfter: string }[] }>().items;
}

describe('a player’s money, end to end', () => {
  it('deposits by gateway and by bank, withdraws, confirms receipt: every view agrees at every step', async () => {
    const gateway = await addChannel(t, 'gateway');
    const bank = await addChannel(t, 'bank');
    const member = await newMember(t, { username: 'journeyman' });
    await setRealName(t, member, 'Test Player');
    const live = listen(member);
    try {
      await live.ready;

      // 1. The test gateway: its pay page reports the payment by signed callback.
      const viaGateway = (
        await requestDeposit(t, member, { channelId: gateway.id, amount: '1000.00' })
      ).json();
      const paid = await fetch(`${base}${viaGateway.payUrl}/pay?lang=EN&theme=dark`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        redirect: 'manual',
      });
      expect(paid.status).toBe(303);
      await waitFor(() => live.pushed.includes('1000.00'), 'the gateway deposit push');
      await expectEverywhere(member, { balance: '1000.00', available: '1000.00', locked: '0.00' });
      expect(await record(member)).toEqual(
        [{ type: 'deposit', amount: '1000.00', balanceAfter: '1000.00' }].map((line) =>
          expect.objectContaining(line),
        ),
      );

      // 2. A bank transfer, approved by an operator in the console.
      const viaBank = (await requestDeposit(t, member, { channelId: bank.id, amount: '500.00' })).json();
      expect(viaBank.bankInfo.reference).toBeTruthy();
      await expectEverywhere(member, { balance: '1000.00', available: '1000.00', locked: '0.00' });
      expect((await decide(t, viaBank.id, 'approve')).statusCode).toBe(200);
      await waitFor(() => live.pushed.includes('1500.00'), 'the bank deposit push');
      await expectEverywhere(member, { balance: '1500.00', available: '1500.00', locked: '0.00' });

      // 3. A withdrawal holds the money at once; the record shows it only when it is paid out.
      const requested = await withdraw(t, member, '300.00');
      expect(requested.statusCode, requested.body).toBe(201);
      const { id } = requested.json<{ id: string }>();
      await waitFor(() => live.pushed.includes('1200.00'), 'the hold push');
      await expectEverywhere(member, { balance: '1500.00', available: '1200.00', locked: '300.00' });
      expect(await record(member)).toHaveLength(2);

      expect((await review(t, id, 'approve')).statusCode).toBe(200);
      await expectEverywhere(member, { balance: '1500.00', available: '1200.00', locked: '300.00' });
      expect((await review(t, id, 'paid')).statusCode).toBe(200);
      await expectEverywhere(member, { balance: '1200.00', available: '1200.00', locked: '0.00' });
      expect((await record(member))[0]).toMatchObject({
        type: 'withdrawal',
        amount: '-300.00',
        balanceAfter: '1200.00',
      });

      // 4. The player confirms the money arrived, with a proof image.
      const receipt = await sendReceipt(t, member, id, { result: 'full', remark: 'arrived, thanks' }, [
        { name: 'slip.png', data: PNG },
      ]);
      expect(receipt.statusCode, receipt.body).toBe(200);
      expect(receipt.json()).toEqual({ id, status: 'received' });
      await expectEverywhere(member, { balance: '1200.00', available: '1200.00', locked: '0.00' });

      // Every push carried the spendable balance of its moment, in order.
      expect(live.pushed.filter((b, i, all) => b !== all[i - 1])).toEqual(['1000.00', '1500.00', '1200.00']);
    } finally {
      live.socket.close();
    }
  });
});
