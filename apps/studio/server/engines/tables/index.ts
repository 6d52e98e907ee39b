export {
  spinRoulette,
  rouletteReturn,
  coveredNumbers,
  insideBets,
  RED,
  type RouletteBet,
  type RouletteResult,
} from './roulette.ts';
export { rollSicBo, sicBoReturn, sicBoPays, TOTAL_PAYS, type SicBoBet, type SicBoResult } from './sicbo.ts';
export {
  playBaccarat,
  bankerDraws,
  coup,
  cardValue,
  type BaccaratBet,
  type BaccaratResult,
  type Card,
} from './baccarat.ts';
export { baccaratOdds, type BaccaratOdds } from './baccarat-odds.ts';
