export type { Fraction, GameFamily, Parsed, Payout, Play, PlayPayout, SelectionError, Win } from './types.ts';
export { SSC_PLAYS, type SscResult } from './ssc.ts';
export { PK10_PLAYS, type Pk10Result } from './pk10.ts';
export { K3_PLAYS, type K3Result } from './k3.ts';
export { ELEVEN_FIVE_PLAYS, type ElevenFiveResult } from './eleven-five.ts';
export {
  type BetUnit,
  fraction,
  groupPrizeMinor,
  groupPrizeUnits,
  lineStakeMinor,
  unitMinor,
} from './prize.ts';
