import type { LotteryBet, LotteryBetResult } from '@croupier/contracts';
import { unitMinor } from '@croupier/lottery';
import { currencyOf, toDecimalString } from '@croupier/money';
import type { Database } from '../../db/client.ts';
import { DomainError, notFound, validationFailed } from '../../platform/domain-errors.ts';
import type { OnceWork, WorkResult } from '../../platform/once-work.ts';
import { openProductRounds } from '../bets/index.ts';
import { postTransfers } from '../ledger/index.ts';
import { priceLine, type PricedLine } from './pricing.ts';
import { gameNotFound } from './queries.ts';
import { findGameByCode } from './repository.ts';
import { readLotterySettings, type BrandLotterySettings } from './settings.ts';
import {
  addExposure,
  addPlayerStake,
  findIssue,
  insertTickets,
  isOnSale,
  lockIssueById,
  type NewTicket,
} from './tickets-repository.ts';
import { LOTTERY_ROUNDS, lotteryRoundsOf } from './ticket-rounds.ts';

export const issueClosed = (issueNo: string) =>
  new DomainError('ISSUE_CLOSED', `Sales for issue ${issueNo} are closed.`);

function checkLineStakes(lines: readonly PricedLine[], settings: BrandLotterySettings) {
  const { minLineStake: min, maxLineStake: max } = settings;
  const fields: Record<string, 'LINE_STAKE_OUT_OF_RANGE'> = {};
  lines.forEach((line, index) => {
    if ((min !== null && line.stake < min) || (max !== null && line.stake > max))
      fields[`items.${index}.multiple`] = 'LINE_STAKE_OUT_OF_RANGE';
  });
  if (Object.keys(fields).length > 0)
    throw new DomainError(
      'LINE_STAKE_OUT_OF_RANGE',
      'A line’s stake is outside the limits of one bet.',
      fields,
    );
}

/**
 * A member buys a slip of lines on an issue on sale (API.md `POST /api/v1/lottery/bets`): each line is priced
 * from the package under the brand's settings and becomes a ticket (and a round of the bets stream) with its odds
 * and prize group snapshotted; the whole slip is one ledger posting. Under the issue's share lock the sale
 * checks the clock (ISSUE_CLOSED), the player's limit per issue, each number's stake limit (NUMBER_STAKE_LIMIT)
 * and liability cap (NUMBER_CAPPED in `stop` mode; in `half` mode the ticket pays half), each in one guarded
 * statement.
 */
export async function placeLotteryBet(
  db: Database,
  props: { brand: { id: bigint; currencyCode: string }; playerId: bigint; bet: LotteryBet },
): Promise<OnceWork<WorkResult<LotteryBetResult>>> {
  const { brand, playerId, bet } = props;
  const game = await findGameByCode(db, bet.gameCode);
  if (!game?.enabled) throw gameNotFound(bet.gameCode);
  const issue = await findIssue(db, game.id, bet.issueNo);
  if (!issue) throw notFound(`Issue ${bet.issueNo} of ${game.code}`);
  const settings = await readLotterySettings(db, brand.id);
  const currency = currencyOf(brand.currencyCode);
  const lines = bet.items.map((item, index) => {
    const minor = unitMinor(item.unit, currency.decimals);
    if (minor === null) throw validationFailed({ [`items.${index}.unit`]: 'INVALID' });
    return priceLine(game.family, item, index, settings, minor);
  });
  checkLineStakes(lines, settings);
  const stake = lines.reduce((sum, line) => sum + line.stake, 0n);
  return {
    fingerprint: { ...bet, playerId: String(playerId) },
    async run(tx) {
      await lockIssueById(tx, issue.id, 'share');
      if (!(await isOnSale(tx, issue.id))) throw issueClosed(issue.issueNo);
      const max = settings.maxPlayerIssueStake;
      if (!(await addPlayerStake(tx, { brandId: brand.id, issueId: issue.id, playerId, stake, max })))
        throw new DomainError('PLAYER_ISSUE_LIMIT', 'This slip passes your limit on this issue.');
      const exposure = await addExposure(tx, {
        brandId: brand.id,
        issueId: issue.id,
        adds: lines.flatMap((line) =>
          line.numbers.map((number) => ({
            play: line.play.code,
            number,
            liability: line.liability,
            stake: line.numberStake,
          })),
        ),
        cap: settings.numberCap,
        mode: settings.capMode,
        maxStake: settings.maxNumberStake,
      });
      if (exposure.refused === 'stake')
        throw new DomainError('NUMBER_STAKE_LIMIT', 'A number of the slip has reached its stake limit.');
      if (exposure.refused) throw new DomainError('NUMBER_CAPPED', 'A number of the slip is capped.');
      const tickets: NewTicket[] = lines.map((line) => ({
        brandId: brand.id,
        playerId,
        issueId: issue.id,
        currency: brand.currencyCode,
        play: line.play.code,
        selection: line.selection,
        unit: line.unit,
        multiple: line.multiple,
        notes: line.notes,
        unitPrice: line.unitPrice,
        prizeGroup: line.prizeGroup,
        maxPrizeGroup: line.maxPrizeGroup,
        odds: line.odds,
        stake: line.stake,
        halfPay: line.numbers.some((number) => exposure.over.has(`${line.play.code}\n${number}`)),
      }));
      const ids = await insertTickets(tx, tickets);
      await openProductRounds(
        tx,
        lotteryRoundsOf(game, brand),
        ids.map((id, n) => ({
          roundRef: String(id),
          playerId,
          gameCode: game.code,
          stake: tickets[n]!.stake,
        })),
      );
      await postTransfers(tx, [
        {
          brandId: brand.id,
          currency: brand.currencyCode,
          key: `lottery:bet:${ids[0]}`,
          kind: 'bet',
          from: { player: playerId },
          to: { house: LOTTERY_ROUNDS.house },
          amount: stake,
          reference: `${game.code}:${issue.issueNo}`,
        },
      ]);
      const body = { ticketIds: ids.map(String), stake: toDecimalString(stake, currency) };
      return { outcome: 'created', body };
    },
  };
}
