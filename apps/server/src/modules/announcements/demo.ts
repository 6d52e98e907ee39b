import type { Executor } from '../../db/client.ts';
import { countAnnouncements, insertAnnouncement } from './repository.ts';

type Texts = { EN: string; CN: string; TH: string };

/** Three notices a new brand might publish, in EN, CN and TH; the first (sequence 0) shows first. */
const DEMO: { titles: Texts; contents: Texts }[] = [
  {
    titles: {
      EN: 'Welcome to Croupier: slots, live tables and mini games in one lobby',
      CN: '欢迎来到 Croupier：老虎机、真人桌台和小游戏尽在一个大厅',
      TH: 'ยินดีต้อนรับสู่ Croupier: สล็อต โต๊ะคาสิโนสด และมินิเกมในล็อบบี้เดียว',
    },
    contents: {
      EN: 'Register in a minute, fund your wallet from the member centre and play.\nBonuses and promotions are not offered yet: this notice will say so when they are.',
      CN: '一分钟完成注册，在会员中心为钱包充值即可开始游戏。\n目前尚未提供奖金和优惠活动，上线时将在此公告。',
      TH: 'สมัครสมาชิกได้ในหนึ่งนาที เติมเงินเข้ากระเป๋าจากศูนย์สมาชิก แล้วเริ่มเล่นได้เลย\nขณะนี้ยังไม่มีโบนัสและโปรโมชัน เมื่อเปิดให้บริการจะแจ้งในประกาศนี้',
    },
  },
  {
    titles: {
      EN: 'Provider maintenance is marked in the lobby',
      CN: '游戏供应商维护时，大厅会标明',
      TH: 'ผู้ให้บริการเกมที่ปิดปรับปรุงจะมีป้ายบอกในล็อบบี้',
    },
    contents: {
      EN: 'While a game provider is under maintenance its games are marked and cannot be opened; they return by themselves when it is back.\nYour balance stays in your wallet meanwhile.',
      CN: '游戏供应商维护期间，其游戏会标明维护中且无法打开；维护结束后自动恢复。\n在此期间，您的余额安全保留在钱包中。',
      TH: 'ระหว่างที่ผู้ให้บริการเกมปิดปรับปรุง เกมของผู้ให้บริการนั้นจะมีป้ายบอกและเปิดเล่นไม่ได้ และจะกลับมาเองเมื่อปรับปรุงเสร็จ\nยอดเงินของคุณยังอยู่ในกระเป๋าเงินตามเดิม',
    },
  },
  {
    titles: {
      EN: 'Play responsibly',
      CN: '理性游戏',
      TH: 'เล่นอย่างมีความรับผิดชอบ',
    },
    contents: {
      EN: 'Gaming should stay fun: decide beforehand what you can afford to spend, and take breaks.\nOnly players aged 18 and over may play.',
      CN: '游戏应当保持乐趣：事先决定您能承受的花费，并适时休息。\n仅限 18 岁及以上玩家参与。',
      TH: 'การเล่นเกมควรสนุกเสมอ: กำหนดล่วงหน้าว่าใช้จ่ายได้เท่าไร และพักเป็นระยะ\nเฉพาะผู้เล่นอายุ 18 ปีขึ้นไปเท่านั้น',
    },
  },
];

/** The demo brand's notices for the home marquee; seeded once per brand, an operator's own never touched. */
export async function seedDemoAnnouncements(db: Executor, brandId: bigint): Promise<void> {
  if ((await countAnnouncements(db, brandId)) > 0) return;
  for (const [sortOrder, notice] of DEMO.entries()) {
    await insertAnnouncement(db, brandId, { ...notice, sortOrder, enabled: true });
  }
}
