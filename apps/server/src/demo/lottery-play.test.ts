import type { LotteryExposure, LotteryGgrRow, LotteryTicket, LotteryTicketsPage } from '@croupier/contracts';
import { dayIn } from '@croupier/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorToken, startTestApp, type TestApp } from '../test-support/test-app.ts';
import { expectLedgerBalanced } from '../test-support/wallet.ts';
import { DEMO_LOTTERY_REGULARS } from './lottery-slips.ts';

let t: TestApp;
// The demo's first start takes about half a minute on an idle machine; twice the file default on a busy one.
beforeAll(async () => {
  t = await startTestApp({ demoCatalogue: true });
}, 120_000);
afterAll(() => t.close());

const FAST_GAME = /^(SSC|PK10|K3|11X5)-\dM$/;
const DAILY_GAMES = ['VN-MB', 'THAI', '4D'];
const cents = (text: string) => Math.round(Number(text) * 100);

async function signIn(username: string, password: string) {
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { type: 'username', username, password },
  });
  expect(login.statusCode, login.body).toBe(200);
  const auth = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
  return async <T>(url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: auth });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
}

describe('the first start’s lottery regulars', () => {
  it('sign in with the passwords the banner shows, and their tickets show wins, losses and slips awaiting a draw', async () => {
    const regulars = t.boot.lotteryRegulars!;
    expect(regulars.map((regular) => regular.username)).toEqual(DEMO_LOTTERY_REGULARS.map((r) => r.username));
    const everyTicket: LotteryTicket[] = [];
    for (const [index, regular] of regulars.entries()) {
      const get = await signIn(regular.username, regular.generatedPassword!);
      const { items } = await get<LotteryTicketsPage>('/api/v1/lottery/tickets');
      everyTicket.push(...items);
      // Fast games settled over the last hour; the daily games' slips wait for their draw.
      for (const ticket of items)
        expect(ticket.status, ticket.gameCode).toMatch(
          FAST_GAME.test(ticket.gameCode) ? /^(won|lost)$/ : /^pending$/,
        );
      expect(new Set(items.map((ticket) => ticket.gameCode)).size).toBeGreaterThanOrEqual(4);
      // Its bank deposit less every stake, plus every win and rebate paid, plus its bonuses (the rain's envelope).
      const played = items.reduce(
        (sum, ticket) => sum + cents(ticket.win) + cents(ticket.rebate) - cents(ticket.stake),
        0,
      );
      const bonuses = await get<{ items: { amount: string }[] }>('/api/v1/bonuses?pageSize=100');
      const bonused = bonuses.items.reduce((sum, bonus) => sum + cents(bonus.amount), 0);
      const deposit = cents(DEMO_LOTTERY_REGULARS[index]!.deposit);
      const balance = ((deposit + played + bonused) / 100).toFixed(2);
      expect(await get('/api/v1/me')).toMatchObject({ balance });
    }
    expect(everyTicket.find((ticket) => ticket.selection === 'big,small||||')).toMatchObject({
      status: 'won',
    });
    expect(everyTicket.some((ticket) => ticket.status === 'lost')).toBe(true);
    // The Vietnamese and 4D draws close a quarter of an hour before, at different times: one is always on sale.
    const pending = everyTicket.filter((ticket) => ticket.status === 'pending');
    expect(pending.length).toBeGreaterThanOrEqual(2);
    expect(pending.every((ticket) => DAILY_GAMES.includes(ticket.gameCode))).toBe(true);

    const owner = { authorization: `Bearer ${await operatorToken(t.app)}` };
    const asOwner = async <T>(url: string) => {
      const response = await t.app.inject({ method: 'GET', url, headers: owner });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<T>();
    };
    for (const ticket of pending) {
      const exposure = await asOwner<LotteryExposure>(
        `/admin-api/v1/lottery/games/${ticket.gameCode}/issues/${ticket.issueNo}/exposure`,
      );
      expect(exposure.status).toBe('open');
      expect(cents(exposure.stake)).toBeGreaterThanOrEqual(cents(ticket.stake));
      // Each number sold carries its liability; a xiên pays on a combination, no single number.
      const numbers = exposure.numbers.filter((row) => row.play === ticket.play).map((row) => row.number);
      if (!ticket.play.includes('.xien'))
        expect(numbers).toEqual(expect.arrayContaining(ticket.selection.split(',')));
    }
    // The console's lottery GGR of today counts every settled ticket: the regulars' and the demo member's four.
    const today = dayIn(new Date(), 'Asia/Bangkok');
    const ggr = await asOwner<LotteryGgrRow[]>(`/admin-api/v1/lottery/ggr?from=${today}&to=${today}`);
    const settled = everyTicket.filter((ticket) => ticket.status !== 'pending');
    expect(ggr.reduce((sum, row) => sum + row.tickets, 0)).toBe(settled.length + 4);
    expect(ggr.every((row) => FAST_GAME.test(row.gameCode))).toBe(true);
    await expectLedgerBalanced(t);
  });
});
