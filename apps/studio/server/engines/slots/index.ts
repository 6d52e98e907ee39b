export type { SlotConfig, SlotSpin, SlotSymbol, SlotWin, MultiplierStep, Volatility } from './types.ts';
export { SlotConfigError, compileSlot } from './compile.ts';
export { computeRtp, type SlotRtp } from './rtp.ts';
export { slotConfigFor, GENERATOR_VERSION, RTP_FLOOR, RTP_CEILING, type SlotIdentity } from './generate.ts';
export { playSlot, roundCoins, slotStake, type SlotBet, type SlotRound } from './play.ts';
export { paylines } from './paylines.ts';
