import { describe, expect, it } from 'vitest';
import type { Earning } from './earning.ts';
import { paymentPlan } from './payment-plan.ts';

/** A contracted tree as `levelDifference` hands it over: one earning per agent, in depth order. */
function tree(uplines: (number | null)[]): Earning[] {
  const depthOf = (agent: number): number => (uplines[agent] === null ? 0 : depthOf(uplines[agent]!) + 1);
  return uplines
    .map((upline, agent) => ({
      contract: {
        contractId: BigInt(agent + 100),
        uplineId: upline === null ? null : BigInt(upline),
        downlineId: BigInt(agent),
        version: 1,
        terms: {},
      },
      depth: depthOf(agent),
      base: 0n,
      active: 0,
      ratePpm: 0n,
      gross: BigInt(agent),
      paidToDownlines: 0n,
      net: 0n,
    }))
    .sort((a, b) => a.depth - b.depth);
}

/** A random tree of `size` agents under one top, from a fixed seed (each agent under an earlier one). */
function randomTree(size: number, seed: number): (number | null)[] {
  let state = seed;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648);
  return Array.from({ length: size }, (_, agent) => (agent === 0 ? null : next() % agent));
}

/** What the runner relies on: each agent paid once; a payer paid before it pays; no account in two branches. */
function expectSafe(earnings: Earning[], plan: ReturnType<typeof paymentPlan>) {
  const all = [...plan.first, ...plan.branches.flat()];
  expect(all.map((earning) => earning.contract.contractId).sort()).toEqual(
    earnings.map((earning) => earning.contract.contractId).sort(),
  );
  const paidFirst = new Set<bigint>();
  for (const earning of plan.first) {
    if (earning.contract.uplineId !== null) expect(paidFirst).toContain(earning.contract.uplineId);
    paidFirst.add(earning.contract.downlineId);
  }
  const branchOf = new Map<bigint, number>();
  plan.branches.forEach((branch, index) => {
    const paid = new Set(paidFirst);
    for (const { contract } of branch) {
      expect(paid).toContain(contract.uplineId);
      paid.add(contract.downlineId);
      for (const account of [contract.uplineId!, contract.downlineId]) {
        // An agent paid in the first wave pays on in one branch only; no other account is shared at all.
        expect(branchOf.get(account) ?? index).toBe(index);
        branchOf.set(account, index);
      }
    }
  });
}

describe('the payment plan of a period', () => {
  it('pays a small programme in one wave', () => {
    const earnings = tree([null, 0, 0, 1, 1, 2, 2]);
    expect(paymentPlan(earnings, 2)).toEqual({ first: earnings, branches: [] });
  });

  it('splits below the shallowest level with four agents per branch, into branches of about one size', () => {
    // top › 3 › 9 (three each) › 18 (two each): the split is at the nine, whose trees of three go two ways.
    const uplines: (number | null)[] = [null, 0, 0, 0];
    for (let agent = 1; agent <= 3; agent++) uplines.push(agent, agent, agent);
    for (let agent = 4; agent <= 12; agent++) uplines.push(agent, agent);
    const earnings = tree(uplines);
    const plan = paymentPlan(earnings, 2);
    expect(plan.first.map((earning) => earning.depth)).toEqual([0, 1, 1, 1, ...Array<number>(9).fill(2)]);
    expect(plan.branches.map((branch) => branch.length)).toEqual([10, 8]);
    expectSafe(earnings, plan);
  });

  it('keeps every random programme safe to pay side by side', () => {
    let split = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const earnings = tree(randomTree(50 + seed * 7, seed));
      for (const branches of [2, 3]) {
        const plan = paymentPlan(earnings, branches);
        expectSafe(earnings, plan);
        if (plan.branches.length === branches) split++;
      }
    }
    expect(split).toBeGreaterThan(60);
  });
});
