export type { Fraction, GameFamily, Parsed, Payout, Play, SelectionError, Win } from './types.ts';
export {
  drawResult,
  isSeed,
  seedHash,
  verifyDraw,
  type Hashing,
  type PublishedDraw,
  type Verification,
} from './draw.ts';
export { webHashing } from './web-hashing.ts';
export {
  resultNumbers,
  VIETNAM_PRIZES,
  vietnamNumbers,
  type FamilyResults,
  type FourDResult,
  type ThaiResult,
  type VietnamPrize,
  type VietnamRegion,
  type VietnamResult,
} from './results.ts';
export {
  fastSchedule,
  formatIssueNo,
  fourDSchedule,
  issueAt,
  issuesBetween,
  issueTimes,
  parseIssueNo,
  thaiSchedule,
  type DailySchedule,
  type EverySchedule,
  type Issue,
  type Schedule,
} from './schedule.ts';
export {
  provincesDrawingOn,
  VIETNAM_DRAW_TIMES,
  VIETNAM_PROVINCES,
  vietnamSchedule,
  type VietnamProvince,
} from './vietnam-provinces.ts';
export type { DigitPicks } from './digit-picks.ts';
export { VIETNAM_DEFAULTS, VIETNAM_PLAY_NAMES, VIETNAM_PLAYS } from './vietnam.ts';
export { THAI_ODDS, THAI_PLAYS } from './thai.ts';
export { FOUR_D_ODDS, FOUR_D_PLAYS } from './four-d.ts';
