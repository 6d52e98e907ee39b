import type { Earning } from './earning.ts';

/**
 * Payments side by side: one transaction per branch, so on a programme of thousands of agents the ledger's work
 * spreads over the database's cores. Two suits the smallest server; each branch holds one pooled connection.
 */
export const PAYMENT_BRANCHES = 2;

/**
 * A period's payments (earnings in depth order, as `levelDifference` sorts them) as a first wave and branches
 * that share no account. The first wave pays every contract down to the shallowest depth with enough agents to
 * share out; each branch then pays everything under some of those agents, uplines first. An agent in a branch is
 * paid there (or in the first wave, which ends before the branches start) before it pays its downlines, and no
 * two branches touch one account, so they never wait on each other's locks.
 */
export function paymentPlan(
  earnings: readonly Earning[],
  branches = PAYMENT_BRANCHES,
): { first: Earning[]; branches: Earning[][] } {
  const atDepth = new Map<number, number>();
  for (const earning of earnings) atDepth.set(earning.depth, (atDepth.get(earning.depth) ?? 0) + 1);
  // Four roots or more per branch, so the branches come out of about the same size.
  const split = [...atDepth.keys()]
    .sort((a, b) => a - b)
    .find((depth) => atDepth.get(depth)! >= 4 * branches);
  if (split === undefined || branches < 2) return { first: [...earnings], branches: [] };

  const byAgent = new Map(earnings.map((earning) => [earning.contract.downlineId, earning]));
  const rootOf = new Map<bigint, bigint>();
  const root = (earning: Earning): bigint => {
    if (earning.depth === split) return earning.contract.downlineId;
    const known = rootOf.get(earning.contract.downlineId);
    if (known !== undefined) return known;
    // Every earning's chain reaches the platform's contract (`chainDepths`), so its upline is an earning too.
    const found = root(byAgent.get(earning.contract.uplineId!)!);
    rootOf.set(earning.contract.downlineId, found);
    return found;
  };
  const first: Earning[] = [];
  const underRoot = new Map<bigint, Earning[]>();
  for (const earning of earnings) {
    if (earning.depth <= split) {
      first.push(earning);
      continue;
    }
    const key = root(earning);
    const tree = underRoot.get(key);
    if (tree) tree.push(earning);
    else underRoot.set(key, [earning]);
  }
  // The biggest trees first, each to the lightest branch so far.
  const lanes: Earning[][] = Array.from({ length: branches }, () => []);
  for (const tree of [...underRoot.values()].sort((a, b) => b.length - a.length)) {
    const lightest = lanes.reduce((light, lane) => (lane.length < light.length ? lane : light));
    lightest.push(...tree);
  }
  // Each branch in depth order again: uplines before their downlines.
  return {
    first,
    branches: lanes.filter((lane) => lane.length > 0).map((lane) => lane.sort((a, b) => a.depth - b.depth)),
  };
}
