export type { Fraction, GameFamily, Parsed, Payout, Play, SelectionError, Win } from './types.ts';
