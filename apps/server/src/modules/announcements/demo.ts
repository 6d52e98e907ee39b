import type { Executor } from '../../db/client.ts';
import { countAnnouncements, insertAnnouncement } from './repository.ts';

type Texts = { EN: string; CN: string; TH: string };

/** Three notices a new brand might publish, in EN, CN and TH; the first (sequence 0) shows first. */
const DEMO: { titles: Texts; contents: Texts }[] = [
  {
    titles: {
      EN: 'Welcome to Croupier: claim your first-deposit bonus',
      CN: '欢迎来到 Croupier：领取首存奖金',
      TH: 'ยินดีต้อนรับสู่ Croupier: รับโบนัสฝากครั้งแรก',
    },
    contents: {
      EN: 'New members receive a 100% bonus on their first deposit, up to 1,000.\nThe bonus is credited within 10 minutes and needs 10x turnover before withdrawal.\nSee the reward centre for the full terms.',
      CN: '新会员首次存款可获 100% 奖金，最高 1,000。\n奖金将在 10 分钟内到账，提款前需完成 10 倍流水。\n完整条款请见奖励中心。',
      TH: 'สมาชิกใหม่รับโบนัส 100% จากการฝากครั้งแรก สูงสุด 1,000\nโบนัสจะเข้าบัญชีภายใน 10 นาที และต้องทำยอดเทิร์นโอเวอร์ 10 เท่าก่อนถอน\nดูเงื่อนไขทั้งหมดได้ที่ศูนย์รางวัล',
    },
  },
  {
    titles: {
      EN: 'Scheduled maintenance: Sunday 02:00–04:00',
      CN: '系统维护通知：周日 02:00–04:00',
      TH: 'แจ้งปิดปรับปรุงระบบ: วันอาทิตย์ 02:00–04:00',
    },
    contents: {
      EN: 'Deposits and withdrawals pause during the maintenance window this Sunday from 02:00 to 04:00 (site time).\nGames in progress are settled before it starts. Thank you for your patience.',
      CN: '本周日 02:00 至 04:00（站点时间）系统维护期间，存款和提款将暂停。\n进行中的游戏将在维护前结算。感谢您的耐心。',
      TH: 'การฝากและถอนจะหยุดชั่วคราวระหว่างปิดปรับปรุงวันอาทิตย์นี้ เวลา 02:00 ถึง 04:00 (เวลาของเว็บไซต์)\nเกมที่กำลังเล่นจะได้รับการชำระก่อนเริ่มปิดปรับปรุง ขอบคุณที่อดทนรอ',
    },
  },
  {
    titles: {
      EN: 'Play responsibly: set your own limits',
      CN: '理性游戏：设定您的限额',
      TH: 'เล่นอย่างมีความรับผิดชอบ: กำหนดวงเงินของคุณเอง',
    },
    contents: {
      EN: 'Gaming should stay fun. Customer service can set deposit limits or a cooling-off period on your account at any time.\nOnly players aged 18 and over may play.',
      CN: '游戏应当保持乐趣。客服可随时为您的账户设置存款限额或冷静期。\n仅限 18 岁及以上玩家参与。',
      TH: 'การเล่นเกมควรสนุกเสมอ ฝ่ายบริการลูกค้าสามารถกำหนดวงเงินฝากหรือช่วงพักการเล่นให้บัญชีของคุณได้ทุกเมื่อ\nเฉพาะผู้เล่นอายุ 18 ปีขึ้นไปเท่านั้น',
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
