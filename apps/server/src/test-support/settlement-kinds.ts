import type { RunKind } from '../modules/settlements/index.ts';

/**
 * A run kind only tests register: it pays each listed player their amount for the period from the promotions
 * expense, one payment at a time, and can stop between two payments until the test lets it go on.
 */
export function testPayoutKind(props: {
  name?: string;
  /** Player id → minor units owed for any period; read at every run, so a test can change it before a re-run. */
  amounts: () => Map<bigint, bigint>;
  /** Awaited after each payment (a test holds a worker mid-run here). */
  afterPayment?: (subject: string, periodKey: string) => Promise<void>;
  /** Each execution's period key, in the order they ran. */
  executions?: string[];
}): RunKind {
  return {
    name: props.name ?? 'test-payout',
    cadence: 'five_minutes',
    async settle({ period, pay }) {
      props.executions?.push(period.key);
      let total = 0n;
      let moved = 0n;
      for (const [playerId, amount] of props.amounts()) {
        const subject = `player:${playerId}`;
        moved += await pay({
          subject,
          transferKind: 'bonus',
          from: { house: 'promotions_expense' },
          to: { player: playerId },
          amount,
        });
        total += amount;
        await props.afterPayment?.(subject, period.key);
      }
      return {
        inputs: { players: props.amounts().size },
        outputs: { total: total.toString(), movedThisRun: moved.toString() },
      };
    },
  };
}
