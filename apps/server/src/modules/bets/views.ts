import type { BetRecord, BetStatus, GameType, Language, RoundSummary } from '@croupier/contracts';
import { money } from '../wallet/index.ts';
import type { RoundWithGame } from './repository.ts';

/** The game's name in the asked language; the vendor's game code when the catalogue no longer has it. */
export function gameNameOf(row: Omit<RoundWithGame, 'iconUrl'>, language: Language = 'EN'): string {
  return (language !== 'EN' && row.localizedNames?.[language]) || row.gameName || row.round.gameCode;
}

export function toBetRecord(row: RoundWithGame, language: Language): BetRecord {
  const { round } = row;
  return {
    id: round.id.toString(),
    roundId: round.roundRef,
    gameName: gameNameOf(row, language),
    vassalage: round.vassalage,
    gameType: round.gameType as GameType,
    stake: money(round.stake, round.currency),
    payout: money(round.payout, round.currency),
    validBet: money(round.validBet, round.currency),
    // Profit is only known once the round settles; an open round shows what it stands at.
    profit: money(round.payout - round.stake, round.currency),
    status: round.status as BetStatus,
    placedAt: round.openedAt.toISOString(),
    settledAt: round.closedAt?.toISOString() ?? null,
  };
}

export function toRoundSummary(row: RoundWithGame & { username: string }): RoundSummary {
  const { round } = row;
  return {
    id: round.id.toString(),
    vassalage: round.vassalage,
    roundId: round.roundRef,
    playerId: round.playerId.toString(),
    username: row.username,
    gameName: gameNameOf(row),
    gameType: round.gameType as GameType,
    currency: round.currency,
    stake: money(round.stake, round.currency),
    payout: money(round.payout, round.currency),
    validBet: money(round.validBet, round.currency),
    status: round.status as BetStatus,
    openedAt: round.openedAt.toISOString(),
    closedAt: round.closedAt?.toISOString() ?? null,
  };
}

/**
 * A username as the public winners board shows it (`ab***yz`): at most four of its characters and never more
 * than half, nothing of a name under six characters, and always the same three stars whatever the length.
 */
export function maskUsername(username: string): string {
  const chars = [...username];
  const shown = chars.length >= 9 ? 2 : chars.length >= 6 ? 1 : 0;
  if (shown === 0) return '***';
  return `${chars.slice(0, shown).join('')}***${chars.slice(-shown).join('')}`;
}
