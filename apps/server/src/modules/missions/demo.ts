import type { LeaderboardInput, MissionInput } from '@croupier/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { BrandRow } from '../brands/index.ts';
import { createLeaderboard, createMission } from './admin.ts';
import { missions } from './schema.ts';

const DEMO_MISSIONS: MissionInput[] = [
  {
    titles: { EN: 'Slots warm-up', CN: '老虎机热身', TH: 'วอร์มอัพสล็อต' },
    metric: 'valid_bet',
    gameType: 'RNG',
    cadence: 'daily',
    target: '500.00',
    reward: '8.00',
    wageringMultiple: 1,
    budget: '20000.00',
    enabled: true,
  },
  {
    titles: { EN: 'Play 20 rounds', CN: '完成20局游戏', TH: 'เล่นให้ครบ 20 รอบ' },
    metric: 'rounds',
    gameType: null,
    cadence: 'daily',
    target: '20',
    reward: '5.00',
    wageringMultiple: 1,
    enabled: true,
  },
  {
    titles: { EN: 'Deposit 1,000 this week', CN: '本周存款1,000', TH: 'ฝาก 1,000 ในสัปดาห์นี้' },
    metric: 'deposits',
    gameType: null,
    cadence: 'weekly',
    target: '1000.00',
    reward: '28.00',
    wageringMultiple: 3,
    enabled: true,
  },
  {
    titles: { EN: 'Sign in 5 days this week', CN: '本周签到5天', TH: 'เช็กอิน 5 วันในสัปดาห์นี้' },
    metric: 'sign_ins',
    gameType: null,
    cadence: 'weekly',
    target: '5',
    reward: '18.00',
    wageringMultiple: 1,
    enabled: true,
  },
];

const DEMO_LEADERBOARDS: LeaderboardInput[] = [
  {
    titles: { EN: 'Weekly high rollers', CN: '每周豪客榜', TH: 'ไฮโรลเลอร์ประจำสัปดาห์' },
    metric: 'valid_bet',
    gameType: null,
    cadence: 'weekly',
    prizes: ['888.00', '588.00', '388.00', '188.00', '88.00'],
    wageringMultiple: 1,
    enabled: true,
  },
  {
    titles: { EN: 'Daily rounds race', CN: '每日局数竞赛', TH: 'แข่งจำนวนรอบรายวัน' },
    metric: 'rounds',
    gameType: null,
    cadence: 'daily',
    prizes: ['100.00', '50.00', '20.00'],
    wageringMultiple: 1,
    enabled: true,
  },
];

/**
 * The demo brand's missions and leaderboards, once (a brand that has missions keeps its own), made through the
 * console's commands. The weekly leaderboard ranks the demo players by the rounds they played this week.
 */
export async function seedDemoMissions(
  db: Database,
  brand: BrandRow,
  owner: { id: bigint; username: string },
): Promise<void> {
  const [existing] = await db
    .select({ id: missions.id })
    .from(missions)
    .where(eq(missions.brandId, brand.id))
    .limit(1);
  if (existing) return;
  const actor = { brand, operator: owner, ip: '127.0.0.1' };
  for (const input of DEMO_MISSIONS) await createMission(db, actor, input);
  for (const input of DEMO_LEADERBOARDS) await createLeaderboard(db, actor, input);
}
