import type { LotteryPrizeMode } from '@croupier/contracts';

export type LotteryKind = 'lottery' | 'seaLottery' | 'vnLottery';

/** Which prize modes each page sells (spec §2 launch mapping: LOTT and ELOTT, TCG_SEA, TCG_LOTTO_VN). */
export const MODES: Readonly<Record<LotteryKind, readonly LotteryPrizeMode[]>> = {
  lottery: ['LOTT', 'ELOTT'],
  seaLottery: ['SEA'],
  vnLottery: ['VN'],
};

/** Every prize mode, in the order the results history lists their games. */
export const ALL_MODES: readonly LotteryPrizeMode[] = Object.values(MODES).flat();

/** The page that sells a game: `/vnLottery?gameCode=VN-MB`. */
export function gamePath(game: { gameCode: string; prizeMode: LotteryPrizeMode }): string {
  const kind = (Object.keys(MODES) as LotteryKind[]).find((key) => MODES[key].includes(game.prizeMode));
  return `/${kind ?? 'lottery'}?gameCode=${encodeURIComponent(game.gameCode)}`;
}
