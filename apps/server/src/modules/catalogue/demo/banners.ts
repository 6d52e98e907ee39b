import { GAME_TYPE_ROUTES, GAME_TYPES } from '@croupier/contracts';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { countBanners, insertBanner } from '../admin-repository.ts';
import { games } from '../schema.ts';

type Titles = { EN: string; CN: string; TH: string };

/** The call to action of a slide that opens a category or a game: the button over its art. */
const PLAY_NOW: Titles = { EN: 'Play now', CN: '立即开玩', TH: 'เล่นเลย' };

const CATEGORY_TITLES: Record<(typeof GAME_TYPES)[number], Titles> = {
  LIVE: { EN: 'Live casino tables, open all night', CN: '真人娱乐 通宵开桌', TH: 'โต๊ะคาสิโนสด เปิดตลอดคืน' },
  RNG: { EN: 'Thousands of slots to spin', CN: '数千款老虎机任你转', TH: 'สล็อตนับพันเกมให้หมุน' },
  SPORTS: { EN: 'Every match, every market', CN: '每场比赛 每个盘口', TH: 'ทุกแมตช์ ทุกตลาด' },
  ESPORTS: { EN: 'Back your team in e-sports', CN: '电竞赛事 支持你的战队', TH: 'เชียร์ทีมโปรดในอีสปอร์ต' },
  PVP: { EN: 'Card games against real players', CN: '棋牌对战 真人同台', TH: 'เกมไพ่กับผู้เล่นจริง' },
  FISH: { EN: 'Cast your net in fishing games', CN: '捕鱼游戏 撒网收获', TH: 'เหวี่ยงแหในเกมยิงปลา' },
  LOTT: { EN: 'Lottery draws every day', CN: '彩票每日开奖', TH: 'หวยออกทุกวัน' },
  ELOTT: { EN: 'Fast e-lottery rounds', CN: '电子彩票 快速开奖', TH: 'หวยออนไลน์ ออกผลไว' },
  COCKFIGHT: { EN: 'Cockfight arenas live', CN: '斗鸡现场直播', TH: 'สนามไก่ชนถ่ายทอดสด' },
  BINGO: { EN: 'Bingo halls with friends', CN: '宾果大厅 与好友同乐', TH: 'ห้องบิงโกกับเพื่อน ๆ' },
  MINI: { EN: 'Quick mini games', CN: '轻松小游戏', TH: 'มินิเกมเล่นไว' },
};

/**
 * The demo brand's slides: four on the home page (linked to categories and to one of the studio's games), one
 * each in the login, register and forgot-password popups and the side menu, and one per category page, each with generated art (`/banner-art/…`) and titles in EN, CN and TH. Seeded once
 * per brand; an operator's own banners are never touched.
 */
export async function seedDemoBanners(db: Executor, brandId: bigint) {
  if ((await countBanners(db, brandId)) > 0) return;
  const [studioGame] = await db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.vassalage, 'INHOUSE'), eq(games.gameCode, 'INHOUS-RNG-0001')));
  const home = [
    {
      art: 'welcome',
      linkageType: 'category' as const,
      linkageTarget: '/rng',
      titles: {
        EN: 'Welcome to Croupier: thousands of games in one lobby',
        CN: '欢迎来到 Croupier：数千款游戏尽在一厅',
        TH: 'ยินดีต้อนรับสู่ Croupier: เกมนับพันในล็อบบี้เดียว',
      },
      actions: { EN: 'Explore the slots', CN: '探索老虎机', TH: 'สำรวจสล็อต' },
    },
    {
      art: 'originals',
      linkageType: 'category' as const,
      linkageTarget: '/rng?vassalage=INHOUSE',
      titles: {
        EN: 'Croupier Originals: our own studio games',
        CN: 'Croupier 原创：自家工作室出品',
        TH: 'Croupier Originals: เกมจากสตูดิโอของเรา',
      },
      actions: { EN: 'Play Originals', CN: '畅玩原创游戏', TH: 'เล่นเกม Originals' },
    },
    {
      art: 'live-tables',
      linkageType: 'category' as const,
      linkageTarget: '/live',
      titles: {
        EN: 'Live dealers at every table',
        CN: '每张赌桌都有真人荷官',
        TH: 'ดีลเลอร์สดทุกโต๊ะ',
      },
      actions: { EN: 'Join a table', CN: '入座开局', TH: 'เข้าร่วมโต๊ะ' },
    },
    ...(studioGame
      ? [
          {
            art: 'hot-pick',
            linkageType: 'game' as const,
            linkageTarget: studioGame.id.toString(),
            titles: { EN: 'Hot pick of the week', CN: '本周热门推荐', TH: 'เกมฮิตประจำสัปดาห์' },
            actions: PLAY_NOW,
          },
        ]
      : []),
  ];
  for (const [index, slide] of home.entries()) {
    await insertBanner(db, {
      brandId,
      groupName: 'w_home',
      url: `/banner-art/${slide.art}.svg`,
      linkageType: slide.linkageType,
      linkageTarget: slide.linkageTarget,
      titles: slide.titles,
      actions: slide.actions,
      sortOrder: index,
    });
  }
  // The account popups and the side menu: one slide each, so a fresh install shows every placement.
  const placements = [
    {
      groupName: 'w_login' as const,
      art: 'free-play',
      linkageType: 'category' as const,
      linkageTarget: '/rng',
      titles: {
        EN: 'Log in and pick up where you left off',
        CN: '登录后继续上次的游戏',
        TH: 'เข้าสู่ระบบแล้วเล่นต่อจากเดิม',
      },
    },
    {
      groupName: 'w_register' as const,
      art: 'join-bonus',
      linkageType: 'none' as const,
      linkageTarget: '',
      titles: {
        EN: 'Join in a minute: thousands of games await',
        CN: '一分钟注册：数千款游戏等你来玩',
        TH: 'สมัครในหนึ่งนาที เกมนับพันรอคุณอยู่',
      },
    },
    {
      groupName: 'w_forget' as const,
      art: 'safe-account',
      linkageType: 'none' as const,
      linkageTarget: '',
      titles: {
        EN: 'Your account stays safe with us',
        CN: '您的账户安全有保障',
        TH: 'บัญชีของคุณปลอดภัยกับเรา',
      },
    },
    {
      groupName: 'w_leftmenu' as const,
      art: 'side-jackpot',
      linkageType: 'category' as const,
      linkageTarget: '/rng?vassalage=INHOUSE',
      titles: { EN: 'Croupier Originals', CN: 'Croupier 原创游戏', TH: 'เกม Croupier Originals' },
    },
  ];
  for (const slide of placements) {
    await insertBanner(db, {
      brandId,
      groupName: slide.groupName,
      url: `/banner-art/${slide.art}.svg`,
      linkageType: slide.linkageType,
      linkageTarget: slide.linkageTarget,
      titles: slide.titles,
      actions: slide.linkageType === 'none' ? {} : PLAY_NOW,
      sortOrder: 0,
    });
  }
  for (const type of GAME_TYPES) {
    await insertBanner(db, {
      brandId,
      groupName: type,
      url: `/banner-art/${type.toLowerCase()}.svg`,
      linkageType: 'category',
      linkageTarget: GAME_TYPE_ROUTES[type].path,
      titles: CATEGORY_TITLES[type],
      actions: PLAY_NOW,
      sortOrder: 0,
    });
  }
}
