import type { WhitelabelNode } from '@croupier/contracts';

/** A node's place in the tree: child indexes from the root list. */
export type NodePath = readonly number[];

/** Returns a new tree with the node at `path` switched; the input is never mutated. */
export function setNodeEnabled(
  tree: readonly WhitelabelNode[],
  path: NodePath,
  enabled: boolean,
): WhitelabelNode[] {
  const [head, ...rest] = path;
  if (head === undefined) return [...tree];
  return tree.map((node, index) => {
    if (index !== head) return node;
    if (rest.length === 0) return { ...node, enabled: enabled ? '1' : '0' };
    return { ...node, childrenNodes: setNodeEnabled(node.childrenNodes, rest, enabled) };
  });
}

/**
 * A child's own value is kept when its parent goes off (switching the parent back on restores
 * the previous set-up); it just does not take effect, which the page shows as disabled.
 */
export function isEffectivelyOn(tree: readonly WhitelabelNode[], path: NodePath): boolean {
  let level: readonly WhitelabelNode[] = tree;
  for (const index of path) {
    const node = level[index];
    if (!node || node.enabled !== '1') return false;
    level = node.childrenNodes;
  }
  return path.length > 0;
}

export function countNodes(tree: readonly WhitelabelNode[]): number {
  return tree.reduce((sum, node) => sum + 1 + countNodes(node.childrenNodes), 0);
}
