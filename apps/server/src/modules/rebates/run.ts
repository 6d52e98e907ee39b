import { inTransaction } from '../../db/client.ts';
import { grantBonus } from '../bonuses/index.ts';
import type { RunKind } from '../settlements/index.ts';
import { amountsByType, rebatesOfDay } from './accrual.ts';
import { recordSettled, startSettling } from './repository.ts';

export const REBATE_RUN_KIND = 'rebate-daily';

/**
 * The daily rebate (DOMAIN.md "Rebates"): after a brand-local day closes, each player who played it is paid
 * rate × valid bet per game type, less what a manual claim already paid of the day, as a bonus with the level's
 * wagering multiple. Each (player, day) is settled once, its row and its bonus (key `rebate:<player>:<day>`) in
 * one transaction: a re-run, a resumed run or a second worker pays nothing again.
 */
export const rebateDailyRun: RunKind = {
  name: REBATE_RUN_KIND,
  cadence: 'daily',
  async settle({ db, brand, period }) {
    const rebates = (await rebatesOfDay(db, { brand, day: period })).filter((rebate) => rebate.total > 0n);
    let paid = 0n;
    let players = 0;
    let claimedBefore = 0n;
    const byType = new Map<string, bigint>();
    for (const rebate of rebates) {
      const moved = await inTransaction(db, async (tx) => {
        const day = {
          brandId: brand.id,
          playerId: rebate.playerId,
          day: period.key,
          level: rebate.terms.level,
        };
        const settling = await startSettling(tx, day);
        if (!settling) return undefined;
        const rest = rebate.total > settling.claimed ? rebate.total - settling.claimed : 0n;
        await recordSettled(tx, { ...day, amount: rest, byType: amountsByType(rebate.lines) });
        if (rest > 0n)
          await grantBonus(tx, {
            brandId: brand.id,
            playerId: rebate.playerId,
            currency: brand.currencyCode,
            amount: rest,
            requirement: rest * BigInt(rebate.terms.wageringMultiple),
            source: { kind: 'rebate', ref: period.key },
            idempotencyKey: `rebate:${rebate.playerId}:${period.key}`,
            reason: `Rebate ${period.key}`,
          });
        return { rest, claimed: settling.claimed };
      });
      if (!moved) continue;
      players++;
      paid += moved.rest;
      claimedBefore += moved.claimed;
      for (const line of rebate.lines)
        byType.set(line.gameType, (byType.get(line.gameType) ?? 0n) + line.amount);
    }
    return {
      inputs: { players: rebates.length },
      outputs: {
        settled: players,
        // Minor units, as every run's money figures.
        paid: paid.toString(),
        claimedBefore: claimedBefore.toString(),
        byGameType: Object.fromEntries([...byType].map(([type, amount]) => [type, amount.toString()])),
      },
    };
  },
};
