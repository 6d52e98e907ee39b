export {
  rollDice,
  diceMultiplier,
  winningRolls,
  ROLLS,
  DICE_EDGE_BP,
  type DiceBet,
  type DiceResult,
} from './dice.ts';
export {
  crashChain,
  crashRoundHash,
  crashPoint,
  crashPointFromBits,
  verifyCrashRound,
  settleCrashBet,
  reachProbability,
  crashMultiplierAt,
  crashDurationMs,
  nextChainHash,
  CRASH_EDGE_BP,
  MIN_CASH_OUT,
  MAX_POINT,
  type CrashBet,
} from './crash.ts';
export {
  playMines,
  minesLayout,
  minesMultiplier,
  MINES_EDGE_BP,
  type MinesBet,
  type MinesAction,
  type MinesState,
} from './mines.ts';
export {
  dropPlinko,
  plinkoTable,
  plinkoRtp,
  ROWS,
  type PlinkoBet,
  type PlinkoRisk,
  type PlinkoResult,
} from './plinko.ts';
export {
  playHilo,
  winningRanks,
  HILO_EDGE_BP,
  type HiloAction,
  type HiloState,
  type HiloCard,
} from './hilo.ts';
