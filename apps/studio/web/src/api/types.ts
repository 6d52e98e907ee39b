/**
 * The studio player API as apps/studio/API.md defines it. Money is a decimal string in major units of the
 * session's currency ("12.50"); engine results carry their bigints as decimal strings.
 */
import type { Volatility } from '../../../server/engines/slots/types.ts';

export type Engine =
  'slot' | 'roulette' | 'sicbo' | 'baccarat' | 'dice' | 'mines' | 'plinko' | 'hilo' | 'crash';
export type Mode = 'real' | 'demo';

export interface SlotInfo {
  theme: number;
  volatility: Volatility;
  reels: number;
  rows: number;
  mode: 'lines' | 'ways';
  paylines: number[][];
  symbols: { code: string; kind: 'regular' | 'wild' | 'scatter' }[];
  strips: number[][];
  pays: number[][];
  scatterPays: number[];
  freeSpins: number[];
  freeSpinMultiplier: number;
  coinsPerSpin: number;
  betLevels: number[];
  coinValues: string[];
}

export interface Game {
  vassalage: string;
  gameCode: string;
  /** The catalogue's English name; `localizedNames` has the others by language code (CN, TH). */
  name: string;
  localizedNames: Record<string, string>;
  engine: Engine;
  minStake: string;
  maxStake: string;
  rtp: string;
  slot?: SlotInfo;
}

export interface Fairness {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export interface RoundFairness extends Fairness {
  /** Revealed once the player rotated away from the seed pair this round used. */
  serverSeed: string | null;
}

export type RoundStatus = 'open' | 'settled' | 'refunded' | 'pending';

export interface Round {
  id: string;
  engine: Engine;
  gameCode: string;
  status: RoundStatus;
  stake: string;
  payout: string;
  multiplier: string;
  balance: string;
  result: unknown;
  fairness: RoundFairness;
  createdAt: string;
  settledAt: string | null;
}

export interface Session {
  session: string;
  mode: Mode;
  nickname: string;
  currency: string;
  balance: string;
  game: Game;
  fairness: Fairness;
  openRound: Round | null;
}

export type RouletteBetType =
  | 'straight'
  | 'split'
  | 'street'
  | 'corner'
  | 'sixLine'
  | 'red'
  | 'black'
  | 'odd'
  | 'even'
  | 'low'
  | 'high'
  | 'dozen'
  | 'column';

/** The engine's RouletteBet with `amount` (decimal) for its bigint stake. */
export interface RouletteBetWire {
  type: RouletteBetType;
  numbers?: number[];
  index?: 1 | 2 | 3;
  amount: string;
}

export type SicBoBetType =
  'small' | 'big' | 'anyTriple' | 'total' | 'single' | 'double' | 'triple' | 'combination';

/** API.md's `{ type, value?, amount }`; see sicbo/bets.ts for how each bet fills `value`. */
export interface SicBoBetWire {
  type: SicBoBetType;
  value?: number;
  amount: string;
}

export type BaccaratBetType = 'player' | 'banker' | 'tie' | 'playerPair' | 'bankerPair';

export type Bet =
  | { engine: 'slot'; coinValue: string; level: number }
  | { engine: 'roulette'; bets: RouletteBetWire[] }
  | { engine: 'sicbo'; bets: SicBoBetWire[] }
  | { engine: 'baccarat'; bets: { type: BaccaratBetType; amount: string }[] }
  | { engine: 'dice'; stake: string; direction: 'over' | 'under'; target: number }
  | { engine: 'mines'; stake: string; side: 3 | 4 | 5 | 6 | 7; mines: number }
  | { engine: 'plinko'; stake: string; rows: number; risk: 'low' | 'medium' | 'high' }
  | { engine: 'hilo'; stake: string };

export type Action =
  { type: 'reveal'; cell: number } | { type: 'cashOut' } | { type: 'higher' | 'lower' | 'skip' };

export interface RoundPage {
  items: Round[];
  total: number;
}

export interface Rotation {
  revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number };
  next: Fairness;
}

export interface VerifyRequest {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  bet: Bet;
  actions?: Action[];
  vassalage?: string;
  gameCode?: string;
}

export interface VerifyAnswer {
  serverSeedHash: string;
  result: unknown;
  stake: string;
  /** The engine's payout as computed, before the largest-win cap. */
  payout: string;
  /** The most a round pays in the round's currency (100 × the largest stake). */
  maxWin: string;
  /** What the round paid when the cap applied; null when it did not. */
  cappedPayout: string | null;
}

export interface CrashVerifyAnswer {
  hash: string;
  point: string;
  terminalHash: string;
  chainValid: boolean;
}

export type CrashPhase = 'betting' | 'running' | 'crashed';

export interface CrashRound {
  id: string;
  phase: CrashPhase;
  bettingEndsAt: string;
  startedAt: string | null;
  point: string | null;
  hash: string | null;
}

export interface CrashBet {
  roundId: string;
  stake: string;
  autoCashOut: string | null;
  cashOut: string | null;
  payout: string;
  status: string;
}

export interface CrashState {
  round: CrashRound;
  history: CrashRound[];
  terminalHash: string;
  myBet: CrashBet | null;
}
