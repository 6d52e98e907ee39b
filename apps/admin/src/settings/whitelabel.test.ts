import { describe, expect, it } from 'vitest';
import type { WhitelabelNode } from '@croupier/contracts';
import { countNodes, isEffectivelyOn, setNodeEnabled } from './whitelabel.ts';

const node = (modId: string, enabled: '1' | '0', childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({
  modId,
  enabled,
  childrenNodes,
});

const tree = [
  node('USERNAMEREG3', '1'),
  node('MOBILENUMREG3', '1', [node('REGMOBVERF3', '1'), node('MOBILENUMPASSREG3', '0')]),
];

describe('setNodeEnabled', () => {
  it('switches one nested node without mutating the input', () => {
    const next = setNodeEnabled(tree, [1, 1], true);
    expect(next[1]?.childrenNodes[1]?.enabled).toBe('1');
    expect(tree[1]?.childrenNodes[1]?.enabled).toBe('0');
    expect(next[0]).toBe(tree[0]);
  });

  it('keeps children’s own values when the parent goes off', () => {
    const next = setNodeEnabled(tree, [1], false);
    expect(next[1]?.enabled).toBe('0');
    expect(next[1]?.childrenNodes[0]?.enabled).toBe('1');
  });
});

describe('isEffectivelyOn', () => {
  it('is off when any ancestor is off', () => {
    expect(isEffectivelyOn(tree, [1, 0])).toBe(true);
    expect(isEffectivelyOn(setNodeEnabled(tree, [1], false), [1, 0])).toBe(false);
    expect(isEffectivelyOn(tree, [1, 1])).toBe(false);
    expect(isEffectivelyOn(tree, [5])).toBe(false);
  });
});

describe('countNodes', () => {
  it('counts every node in the tree', () => {
    expect(countNodes(tree)).toBe(4);
  });
});
