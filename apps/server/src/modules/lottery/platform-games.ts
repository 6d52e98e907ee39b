import {
  fastSchedule,
  fourDSchedule,
  type GameFamily,
  type Schedule,
  thaiSchedule,
  VIETNAM_PROVINCES,
  vietnamSchedule,
} from '@croupier/lottery';
import type { GameNames, PrizeMode } from './schema.ts';

/** What makes a lottery game: the operator's form and the platform's own set alike. */
export interface GameDefinition {
  code: string;
  family: GameFamily;
  prizeMode: PrizeMode;
  names: GameNames;
  schedule: Schedule;
}

/** The Chinese fast games keep Beijing time, where their issue numbers come from. */
const FAST_TIME_ZONE = 'Asia/Shanghai';
/** Sales close this long before a fast draw: long enough for the last tickets to land, short against the round. */
const FAST_CLOSE_SECONDS: Record<number, number> = { 1: 10, 3: 30, 5: 60 };
/** Daily draws stop selling a quarter of an hour before (the Thai draw an hour, as its agents do). */
const DAILY_CLOSE_SECONDS = 15 * 60;
const THAI_CLOSE_SECONDS = 60 * 60;

const FAST_NAMES: Record<
  'ssc' | 'pk10' | 'k3' | '11x5',
  { code: string; EN: string; CN: string; TH: string }
> = {
  ssc: { code: 'SSC', EN: 'SSC', CN: '时时彩', TH: 'SSC' },
  pk10: { code: 'PK10', EN: 'PK10 Racing', CN: 'PK10赛车', TH: 'แข่งรถ PK10' },
  k3: { code: 'K3', EN: 'Fast 3', CN: '快3', TH: 'ลูกเต๋า K3' },
  '11x5': { code: '11X5', EN: '11 Pick 5', CN: '11选5', TH: '11x5' },
};
const CN_MINUTES: Record<number, string> = { 1: '一分', 3: '三分', 5: '五分' };

/**
 * A fast game every `minutes` minutes. The one-minute games are the e-lottery (ELOTT): the quick rounds the lobby
 * shows apart; the 3- and 5-minute ones are the lottery (LOTT).
 */
function fastGame(family: keyof typeof FAST_NAMES, minutes: number): GameDefinition {
  const names = FAST_NAMES[family];
  const unit = minutes === 1 ? 'Minute' : 'Minutes';
  return {
    code: `${names.code}-${minutes}M`,
    family,
    prizeMode: minutes === 1 ? 'ELOTT' : 'LOTT',
    names: {
      EN: `${names.EN} ${minutes} ${unit}`,
      CN: `${CN_MINUTES[minutes]}${names.CN}`,
      TH: `${names.TH} ${minutes} นาที`,
    },
    schedule: fastSchedule(minutes, FAST_CLOSE_SECONDS[minutes]!, FAST_TIME_ZONE),
  };
}

const REGION_NAMES = {
  'vn-mn': { EN: 'Vietnam South', CN: '越南南部', TH: 'หวยเวียดนามใต้', VI: 'Xổ số Miền Nam' },
  'vn-mt': { EN: 'Vietnam Central', CN: '越南中部', TH: 'หวยเวียดนามกลาง', VI: 'Xổ số Miền Trung' },
} as const;

/** One game per southern or central province, on its days of the weekly rota. */
const provinceGames: GameDefinition[] = VIETNAM_PROVINCES.map((province) => {
  const region = REGION_NAMES[province.region];
  return {
    code: `${province.region.toUpperCase()}-${province.code}`,
    family: province.region,
    prizeMode: 'VN',
    names: {
      EN: `${region.EN} · ${province.name}`,
      CN: `${region.CN} ${province.name}`,
      TH: `${region.TH} ${province.name}`,
      VI: `${region.VI} ${province.name}`,
    },
    schedule: vietnamSchedule(province, DAILY_CLOSE_SECONDS),
  };
});

/**
 * The games every install draws from its first start (bootstrap creates them through the operator's command).
 * The catalogue lists exactly these, so every lottery tile of the lobby opens a game that draws.
 */
export const PLATFORM_GAMES: readonly GameDefinition[] = [
  fastGame('ssc', 1),
  fastGame('ssc', 3),
  fastGame('ssc', 5),
  fastGame('pk10', 1),
  fastGame('pk10', 5),
  fastGame('k3', 1),
  fastGame('k3', 3),
  fastGame('11x5', 3),
  fastGame('11x5', 5),
  {
    code: 'VN-MB',
    family: 'vn-mb',
    prizeMode: 'VN',
    names: { EN: 'Vietnam North', CN: '越南北部', TH: 'หวยเวียดนามเหนือ', VI: 'Xổ số Miền Bắc' },
    schedule: vietnamSchedule('vn-mb', DAILY_CLOSE_SECONDS),
  },
  ...provinceGames,
  {
    code: 'THAI',
    family: 'thai',
    prizeMode: 'SEA',
    names: { EN: 'Thai Government Lottery', CN: '泰国政府彩票', TH: 'สลากกินแบ่งรัฐบาล' },
    schedule: thaiSchedule(THAI_CLOSE_SECONDS),
  },
  {
    code: '4D',
    family: '4d',
    prizeMode: 'SEA',
    names: { EN: 'Malaysia 4D', CN: '马来西亚4D', TH: 'มาเลย์ 4D' },
    schedule: fourDSchedule(DAILY_CLOSE_SECONDS),
  },
];
