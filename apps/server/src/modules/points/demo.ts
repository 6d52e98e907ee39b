import type { PointGoodsInput } from '@croupier/contracts';
import { eq } from 'drizzle-orm';
import { inTransaction, type Database } from '../../db/client.ts';
import type { BrandRow } from '../brands/index.ts';
import type { PlayerRow } from '../players/index.ts';
import { balanceOf } from './balance.ts';
import { updatePoints } from './earning.ts';
import { createGoods } from './goods.ts';
import { updatePointRates } from './rates.ts';
import { redeemGoods } from './redeem.ts';
import { reviewExchange } from './review.ts';
import { pointGoods } from './schema.ts';
import { parsePoints } from './values.ts';

/** Art for the demo's goods: shapes and colour only (no text in images: translations could not reach it). */
const art = (background: string, shape: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><rect width="160" height="120" fill="${background}"/>${shape}</svg>`;

const COIN = art(
  '#1d212b',
  '<circle cx="80" cy="60" r="34" fill="#f5b301"/><circle cx="80" cy="60" r="24" fill="none" stroke="#7a5a00" stroke-width="4"/><rect x="76" y="44" width="8" height="32" rx="3" fill="#7a5a00"/>',
);
const COINS = art(
  '#14261c',
  '<ellipse cx="62" cy="78" rx="30" ry="10" fill="#b8860b"/><ellipse cx="62" cy="70" rx="30" ry="10" fill="#f5b301"/><ellipse cx="98" cy="60" rx="30" ry="10" fill="#b8860b"/><ellipse cx="98" cy="52" rx="30" ry="10" fill="#f5b301"/><ellipse cx="80" cy="40" rx="30" ry="10" fill="#ffd54a"/>',
);
const CAP = art(
  '#1b2233',
  '<path d="M40 74 Q40 34 80 34 Q120 34 120 74 Z" fill="#3b82f6"/><path d="M36 74 H136 Q132 84 112 84 H40 Z" fill="#1e40af"/><circle cx="80" cy="34" r="5" fill="#93c5fd"/>',
);
const EARBUDS = art(
  '#221b2e',
  '<rect x="44" y="36" width="72" height="52" rx="22" fill="#e8eaf0"/><circle cx="66" cy="60" r="10" fill="#9aa3b2"/><circle cx="94" cy="60" r="10" fill="#9aa3b2"/><rect x="76" y="40" width="8" height="4" rx="2" fill="#22c55e"/>',
);
const PENDANT = art(
  '#2a1f14',
  '<path d="M50 24 Q80 70 110 24" fill="none" stroke="#d4a017" stroke-width="3"/><path d="M80 58 L98 76 L80 100 L62 76 Z" fill="#f5b301" stroke="#7a5a00" stroke-width="3"/>',
);

const goods = (
  input: Partial<PointGoodsInput> & Pick<PointGoodsInput, 'name' | 'kind'>,
): PointGoodsInput => ({
  description: '',
  image: '',
  pointsNeeded: '1.00',
  moneyValue: '0.00',
  wageringMultiple: 0,
  remaining: 10,
  active: true,
  sort: 0,
  ...input,
});

/** The demo brand's mall (THB): two cash bonuses and three gifts, cheapest first. */
const DEMO_GOODS: PointGoodsInput[] = [
  goods({
    name: '฿20 cash bonus',
    kind: 'cash',
    description: 'Added to your balance at once, with 1× wagering.',
    image: COIN,
    pointsNeeded: '30.00',
    moneyValue: '20.00',
    wageringMultiple: 1,
    remaining: 500,
    sort: 1,
  }),
  goods({
    name: '฿100 cash bonus',
    kind: 'cash',
    description: 'Added to your balance at once, with 1× wagering.',
    image: COINS,
    pointsNeeded: '140.00',
    moneyValue: '100.00',
    wageringMultiple: 1,
    remaining: 200,
    sort: 2,
  }),
  goods({
    name: 'Croupier cap',
    kind: 'physical',
    description: 'Embroidered cotton cap, one size. Sent by post within 7 days of approval.',
    image: CAP,
    pointsNeeded: '40.00',
    moneyValue: '350.00',
    remaining: 40,
    sort: 3,
  }),
  goods({
    name: 'Wireless earbuds',
    kind: 'physical',
    description: 'Bluetooth 5.3 earbuds with charging case. Sent by courier within 7 days of approval.',
    image: EARBUDS,
    pointsNeeded: '300.00',
    moneyValue: '1290.00',
    remaining: 15,
    sort: 4,
  }),
  goods({
    name: 'Gold pendant',
    kind: 'physical',
    description: '96.5% gold, 1 g, with a certificate. Sent insured within 14 days of approval.',
    image: PENDANT,
    pointsNeeded: '2000.00',
    moneyValue: '3500.00',
    remaining: 2,
    sort: 5,
  }),
];

export interface DemoRedeemer {
  playerId: bigint;
  /** Sets the member's payment password the first time (as the security centre does) and answers it. */
  paymentPassword: () => Promise<string>;
  /** The member's row as it stands (with the payment password just set). */
  row: () => Promise<PlayerRow>;
}

const ADDRESSES = [
  { address: '88/12 Sukhumvit Soi 21, Khlong Toei Nuea, Watthana, Bangkok 10110', phone: '+66 81 234 5678' },
  { address: '5 Nimmanhaemin Rd Soi 7, Suthep, Mueang Chiang Mai 50200', phone: '+66 89 765 4321' },
  { address: '19 Thanon Thepkrasattri, Ratsada, Mueang Phuket 83000', phone: '+66 62 555 0199' },
];

/**
 * The demo brand's points mall, set up and used through the same commands as the console and the site: the
 * owner sets the rates and adds the goods, the points consumers credit the team's play, and the members with the
 * most points redeem a cash bonus (passed at once) and caps that the owner leaves in process, passes and rejects.
 * Nothing when the brand has goods already.
 */
export async function seedDemoPoints(
  db: Database,
  props: { brand: BrandRow; owner: { id: bigint; username: string }; ip: string; redeemers: DemoRedeemer[] },
): Promise<void> {
  const { brand } = props;
  const [any] = await db.select().from(pointGoods).where(eq(pointGoods.brandId, brand.id)).limit(1);
  if (any) return;
  const actor = { brand, operator: props.owner, ip: props.ip };
  await updatePointRates(db, actor, {
    live: '0.0200',
    lottery: '0.0100',
    pvp: '0.0200',
    rng: '0.0100',
    sports: '0.0200',
    deposit: '0.0100',
  });
  const created = [];
  for (const input of DEMO_GOODS) created.push(await createGoods(db, actor, input));
  await updatePoints(db);
  const [cash, , cap] = created;
  const balances = new Map<bigint, bigint>();
  for (const redeemer of props.redeemers)
    balances.set(redeemer.playerId, await balanceOf(db, redeemer.playerId));
  // The richest members redeem, the first one as much as it can (each new member costs a slow password hash).
  const ranked = [...props.redeemers].sort((a, b) =>
    balances.get(a.playerId)! < balances.get(b.playerId)! ? 1 : -1,
  );
  const plan = [
    { goods: cash!, then: null },
    { goods: cap!, then: null },
    { goods: cap!, then: 'pass' as const },
    { goods: cap!, then: 'reject' as const },
  ];
  const passwords = new Map<bigint, string>();
  for (const [n, step] of plan.entries()) {
    const cost = parsePoints(step.goods.pointsNeeded, 'pointsNeeded');
    const redeemer = ranked.find((candidate) => balances.get(candidate.playerId)! >= cost);
    if (!redeemer) continue;
    balances.set(redeemer.playerId, balances.get(redeemer.playerId)! - cost);
    const delivery = ADDRESSES[n % ADDRESSES.length]!;
    const paymentPassword = passwords.get(redeemer.playerId) ?? (await redeemer.paymentPassword());
    passwords.set(redeemer.playerId, paymentPassword);
    const work = await redeemGoods(db, {
      brand,
      player: await redeemer.row(),
      input: {
        goodsId: step.goods.id,
        quantity: 1,
        paymentPassword,
        ...(step.goods.kind === 'physical' ? delivery : {}),
      },
    });
    // The route's work, run once as the route runs it without an Idempotency-Key.
    const { body } = await inTransaction(db, (tx) => work.run(tx));
    if (step.then)
      await reviewExchange(db, actor, BigInt(body.id), {
        decision: step.then,
        remark:
          step.then === 'reject' ? 'The address is incomplete: no house number was given.' : 'Sent by post.',
      });
  }
}
