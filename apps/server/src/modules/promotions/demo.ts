import type { PromotionInput } from '@croupier/contracts';
import type { Database } from '../../db/client.ts';
import type { BrandRow } from '../brands/index.ts';
import type { OperatorRow } from '../operators/index.ts';
import { createPromotion } from './admin-commands.ts';
import { seedDemoPlayerRewards } from './demo-rewards.ts';
import * as repo from './repository.ts';

const DAY_MS = 86_400_000;

/**
 * The demo brand's promotions, set up through the console's own command by its owner (so they are audited):
 * running offers of several kinds with art, one coming and one just ended, texts in EN, CN and TH. `at` is the
 * first start's moment; windows are placed around it.
 */
function demoPromotions(at: Date): PromotionInput[] {
  const day = (offset: number) => new Date(at.getTime() + offset * DAY_MS).toISOString();
  return [
    {
      kind: 'first_deposit',
      titles: {
        EN: 'Welcome bonus: 100% up to 1,000',
        CN: '新人首存 100% 最高 1,000',
        TH: 'โบนัสต้อนรับ 100% สูงสุด 1,000',
      },
      summaries: {
        EN: 'Your first deposit doubled, up to 1,000.00.',
        CN: '首次存款翻倍，最高 1,000.00。',
        TH: 'ฝากครั้งแรกรับเพิ่มอีกเท่าตัว สูงสุด 1,000.00',
      },
      contents: {
        EN: 'Join, then make your first deposit of at least 100.00.\nThe bonus equals your deposit, up to 1,000.00.\nTurn over 15 times the bonus and the deposit before you withdraw.\nLive and card games count 10%; slots count in full.',
        CN: '报名后首次存款至少 100.00。\n奖金等于存款金额，最高 1,000.00。\n提款前需完成（奖金＋存款）15 倍流水。\n真人和棋牌游戏按 10% 计算，老虎机全额计算。',
        TH: 'เข้าร่วมแล้วฝากครั้งแรกอย่างน้อย 100.00\nโบนัสเท่ากับยอดฝาก สูงสุด 1,000.00\nต้องทำยอดเทิร์น 15 เท่าของโบนัสและยอดฝากก่อนถอน\nคาสิโนสดและเกมไพ่นับ 10% สล็อตนับเต็มจำนวน',
      },
      imageUrl: '/banner-art/join-bonus.svg',
      startsAt: day(-30),
      endsAt: day(60),
      reward: { type: 'percent', value: '100', cap: '1000.00', minDeposit: '100.00' },
      wagering: { multiple: 15, base: 'bonus_deposit', contributions: { LIVE: 10, PVP: 10 } },
      maxStake: '200.00',
      limits: { perPlayer: 1, budget: '200000.00' },
      enabled: true,
    },
    {
      kind: 'daily_first_deposit',
      titles: { EN: 'Daily reload 10%', CN: '每日首存加赠 10%', TH: 'ฝากแรกของวันรับเพิ่ม 10%' },
      summaries: {
        EN: 'Every day, 10% on top of your first deposit, up to 500.00.',
        CN: '每天首笔存款加赠 10%，最高 500.00。',
        TH: 'ทุกวัน รับเพิ่ม 10% จากยอดฝากแรก สูงสุด 500.00',
      },
      contents: {
        EN: 'Once a day (Bangkok time): 10% of your first deposit of the day, up to 500.00.\nTurn over 5 times the bonus.',
        CN: '每天一次（曼谷时间）：当日首笔存款的 10%，最高 500.00。\n需完成奖金 5 倍流水。',
        TH: 'วันละครั้ง (เวลากรุงเทพฯ): 10% ของยอดฝากแรกของวัน สูงสุด 500.00\nทำยอดเทิร์น 5 เท่าของโบนัส',
      },
      imageUrl: '/banner-art/promo-reload.svg',
      startsAt: day(-20),
      endsAt: day(40),
      reward: { type: 'percent', value: '10', cap: '500.00', minDeposit: '300.00' },
      wagering: { multiple: 5, base: 'bonus' },
      limits: { perPlayer: 365, perPeriod: 'day', budget: '100000.00' },
      enabled: true,
    },
    {
      kind: 'cashback',
      titles: { EN: 'Weekly cashback 5%', CN: '每周返水 5%', TH: 'คืนยอดเสียรายสัปดาห์ 5%' },
      summaries: {
        EN: '5% of your net loss back every Monday.',
        CN: '每周一返还净亏损的 5%。',
        TH: 'รับคืน 5% ของยอดเสียสุทธิทุกวันจันทร์',
      },
      imageUrl: '/banner-art/promo-cashback.svg',
      startsAt: day(-14),
      endsAt: day(76),
      reward: { type: 'percent', value: '5', cap: '3000.00' },
      wagering: { multiple: 1, base: 'bonus' },
      limits: { perPlayer: 52, perPeriod: 'week' },
      enabled: true,
    },
    {
      kind: 'application',
      titles: { EN: 'Share your big win', CN: '晒出你的大奖', TH: 'แชร์รางวัลใหญ่ของคุณ' },
      summaries: {
        EN: 'A win of 50 times the stake or more? Send us the screenshot for 88.00.',
        CN: '赢得投注额 50 倍以上？上传截图领取 88.00。',
        TH: 'ชนะ 50 เท่าของเดิมพันขึ้นไป? ส่งภาพหน้าจอมารับ 88.00',
      },
      imageUrl: '/banner-art/promo-share-win.svg',
      startsAt: day(-10),
      endsAt: day(20),
      reward: { type: 'fixed', value: '88.00' },
      wagering: { multiple: 3, base: 'bonus' },
      limits: { perPlayer: 3, perPeriod: 'week', budget: '20000.00' },
      enabled: true,
    },
    {
      kind: 'vip_upgrade',
      titles: { EN: 'VIP upgrade gifts', CN: 'VIP 晋级礼金', TH: 'ของขวัญเลื่อนระดับ VIP' },
      summaries: {
        EN: 'A gift for every VIP level you reach.',
        CN: '每晋升一级 VIP 即得礼金。',
        TH: 'รับของขวัญทุกครั้งที่เลื่อนระดับ VIP',
      },
      imageUrl: '/banner-art/promo-vip.svg',
      startsAt: day(-30),
      endsAt: day(335),
      reward: { type: 'fixed', value: '188.00' },
      wagering: { multiple: 1, base: 'bonus' },
      limits: { perPlayer: 10 },
      enabled: true,
    },
    {
      kind: 'birthday',
      titles: { EN: 'Birthday gift 288', CN: '生日礼金 288', TH: 'ของขวัญวันเกิด 288' },
      summaries: {
        EN: 'A gift of 288.00 to claim in your birthday month.',
        CN: '生日当月可领取 288.00 礼金。',
        TH: 'รับของขวัญ 288.00 ในเดือนเกิดของคุณ',
      },
      contents: {
        EN: 'Members with a birthday in their profile find 288.00 in the reward centre during their birthday month.\nClaim it before the month ends; turn over once the gift.',
        CN: '资料中填写了生日的会员，生日当月可在奖励中心领取 288.00。\n请在当月结束前领取；需完成礼金 1 倍流水。',
        TH: 'สมาชิกที่ระบุวันเกิดในโปรไฟล์ จะพบ 288.00 ในศูนย์รางวัลตลอดเดือนเกิด\nกดรับก่อนสิ้นเดือน ทำยอดเทิร์น 1 เท่าของของขวัญ',
      },
      imageUrl: '/banner-art/promo-vip.svg',
      startsAt: day(-30),
      endsAt: day(335),
      reward: { type: 'fixed', value: '288.00' },
      wagering: { multiple: 1, base: 'bonus' },
      limits: { perPlayer: 100, perPeriod: 'month', budget: '50000.00' },
      enabled: true,
    },
    {
      kind: 'reload',
      titles: { EN: 'High roller reload 5%', CN: '大客户存款加赠 5%', TH: 'ฝากรับเพิ่ม 5% สำหรับลูกค้าคนสำคัญ' },
      summaries: {
        EN: 'For our whales: 5% on every deposit of 5,000.00 or more, up to 5,000.00.',
        CN: '专属大客户：每笔 5,000.00 以上存款加赠 5%，最高 5,000.00。',
        TH: 'สำหรับลูกค้าคนสำคัญ: รับเพิ่ม 5% ทุกยอดฝาก 5,000.00 ขึ้นไป สูงสุด 5,000.00',
      },
      imageUrl: '/banner-art/promo-reload.svg',
      startsAt: day(-10),
      endsAt: day(50),
      audience: { tags: ['whale'] },
      reward: { type: 'percent', value: '5', cap: '5000.00', minDeposit: '5000.00' },
      wagering: { multiple: 3, base: 'bonus' },
      limits: { perPlayer: 10, budget: '100000.00' },
      enabled: true,
    },
    {
      kind: 'reload',
      titles: { EN: 'New Year reload 20%', CN: '新年存款加赠 20%', TH: 'ฝากรับปีใหม่ 20%' },
      summaries: {
        EN: '20% on every deposit over the New Year week.',
        CN: '新年周期间每笔存款加赠 20%。',
        TH: 'รับเพิ่ม 20% ทุกยอดฝากตลอดสัปดาห์ปีใหม่',
      },
      imageUrl: '/banner-art/promo-festival.svg',
      startsAt: day(5),
      endsAt: day(12),
      reward: { type: 'percent', value: '20', cap: '2000.00', minDeposit: '500.00' },
      wagering: { multiple: 8, base: 'bonus' },
      limits: { perPlayer: 3, budget: '50000.00' },
      enabled: true,
    },
    {
      kind: 'reload',
      titles: { EN: 'Loy Krathong reload 15%', CN: '水灯节存款加赠 15%', TH: 'ลอยกระทงฝากรับ 15%' },
      summaries: {
        EN: 'The festival offer has ended; thank you for joining.',
        CN: '节日优惠已结束，感谢参与。',
        TH: 'ข้อเสนอเทศกาลสิ้นสุดแล้ว ขอบคุณที่ร่วมสนุก',
      },
      imageUrl: '/banner-art/promo-krathong.svg',
      startsAt: day(-12),
      endsAt: day(-3),
      reward: { type: 'percent', value: '15', cap: '1500.00', minDeposit: '300.00' },
      wagering: { multiple: 8, base: 'bonus' },
      limits: { perPlayer: 2 },
      enabled: true,
    },
  ];
}

/**
 * Seeds the demo brand's promotions once, and the demo member's part in them (a bonus paid, an application
 * pending, a gift to claim): a brand that has any keeps its own.
 */
export async function seedDemoPromotions(
  db: Database,
  brand: BrandRow,
  owner: OperatorRow,
  at: Date = new Date(),
): Promise<void> {
  if ((await repo.listPromotions(db, brand.id)).length > 0) return;
  for (const input of demoPromotions(at))
    await createPromotion(db, { brand, operator: owner, ip: '127.0.0.1' }, input);
  await seedDemoPlayerRewards(db, brand, owner);
}
