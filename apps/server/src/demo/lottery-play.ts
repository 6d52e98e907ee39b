import type { LotteryBet } from '@croupier/contracts';
import type { Database } from '../db/client.ts';
import { readAppNow, withSettableClock } from '../db/clock.ts';
import { runIdempotent } from '../platform/idempotent-requests.ts';
import type { BrandRow } from '../modules/brands/index.ts';
import {
  currentLotteryIssue,
  lotterySeedBox,
  placeLotteryBet,
  runDrawEngine,
  runSettlement,
} from '../modules/lottery/index.ts';
import { postTransfers } from '../modules/ledger/index.ts';
import { DEMO_PLAYER, findPlayerByUsername } from '../modules/players/index.ts';

const MINUTE = 60_000;
/** What the demo member's slips are paid with, credited an hour before the first: 200.00 in minor units. */
const DEMO_LOTTERY_FUNDS = 20_000n;
const FUNDED_MINUTES_AGO = 60;

/** What the demo member bought, and how long ago: a line that always wins, lines that mostly lose. */
const DEMO_SLIPS: readonly { minutesAgo: number; gameCode: string; items: LotteryBet['items'] }[] = [
  {
    minutesAgo: 40,
    gameCode: 'SSC-1M',
    items: [
      { play: 'ssc.fixed', selection: '0,1,2,3,4,5,6,7,8,9||||', unit: '1', multiple: 1 },
      { play: 'ssc.back3.straight', selection: '1,2|3|4', unit: '1', multiple: 2 },
    ],
  },
  {
    minutesAgo: 30,
    gameCode: 'K3-1M',
    items: [{ play: 'k3.sum', selection: '9,10,11,12', unit: '1', multiple: 1 }],
  },
  {
    minutesAgo: 20,
    gameCode: 'PK10-1M',
    items: [{ play: 'pk10.positions', selection: '1,2,3|||||||||', unit: '0.1', multiple: 5 }],
  },
];

/**
 * The demo member's lottery history (issue 21): a few slips on issues of the last hour, bought, drawn and settled
 * through the platform's own commands on a clock set back, so "my tickets" and the betting record show wins and
 * losses on first start. The slips are paid with an adjustment credited before them (the member's own deposits,
 * which its welcome bonus follows, come after). The draw engine it runs on the way is the one every start runs,
 * sealing seeds with the app's secret.
 */
export async function seedDemoLotteryPlay(db: Database, brand: BrandRow, appSecret: string): Promise<void> {
  const player = await findPlayerByUsername(db, brand.id, DEMO_PLAYER);
  if (!player) return;
  const engine = { box: lotterySeedBox(appSecret) };
  const now = (await readAppNow(db)).getTime();
  await withSettableClock(db, async (clocked, clock) => {
    await clock.setTo(new Date(now - FUNDED_MINUTES_AGO * MINUTE));
    const [funds] = await postTransfers(clocked, [
      {
        brandId: brand.id,
        currency: brand.currencyCode,
        key: `demo:lottery-funds:${player.id}`,
        kind: 'adjustment',
        from: { house: 'adjustments' },
        to: { player: player.id },
        amount: DEMO_LOTTERY_FUNDS,
        remark: 'Demo lottery funds',
      },
    ]);
    // Already played by an earlier start.
    if (funds!.replayed) return;
    for (const slip of DEMO_SLIPS) {
      // Five seconds into a minute: a one-minute game's issue is on sale until ten seconds before its draw.
      await clock.setTo(new Date(Math.floor((now - slip.minutesAgo * MINUTE) / MINUTE) * MINUTE + 5000));
      await runDrawEngine(clocked, engine);
      const { current } = await currentLotteryIssue(clocked, { brand, gameCode: slip.gameCode });
      if (!current) continue;
      const bet = { gameCode: slip.gameCode, issueNo: current.issueNo, items: slip.items };
      const work = await placeLotteryBet(clocked, { brand, playerId: player.id, bet });
      // As the route runs it without an Idempotency-Key: in a transaction of its own.
      await runIdempotent(
        clocked,
        { brandId: brand.id, caller: `player:${player.id}`, key: undefined, scope: '' },
        work,
      );
    }
    await clock.setTo(new Date(now));
    await runDrawEngine(clocked, engine);
    await runSettlement(clocked);
  });
}
