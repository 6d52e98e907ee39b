export type { Fraction, GameFamily, Parsed, Payout, Play, PlayPayout, SelectionError, Win } from './types.ts';
export { SSC_PLAYS, type SscResult } from './ssc.ts';
export { PK10_PLAYS, type Pk10Result } from './pk10.ts';
export { K3_PLAYS, type K3Result } from './k3.ts';
export { ELEVEN_FIVE_PLAYS, type ElevenFiveResult } from './eleven-five.ts';
export {
  type BetUnit,
  fraction,
  fractionText,
  groupPrizeMinor,
  groupPrizeUnits,
  groupRebatePercent,
  lineStakeMinor,
  unitMinor,
} from './prize.ts';
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
  drawPeriodMs,
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
export { playName, type PlayLanguage } from './play-names.ts';
export { VIETNAM_DEFAULTS, VIETNAM_PLAY_NAMES, VIETNAM_PLAYS } from './vietnam.ts';
export { THAI_ODDS, THAI_PLAYS } from './thai.ts';
export { FOUR_D_ODDS, FOUR_D_PLAYS } from './four-d.ts';
