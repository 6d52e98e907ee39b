/** Structural equality for JSON values (what the audit log stores). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((v, i) => jsonEqual(v, b[i]));
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every(
    (k) =>
      Object.hasOwn(b, k) && jsonEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface DiffLine {
  key: string;
  before: string | undefined;
  after: string | undefined;
  changed: boolean;
}

const show = (value: unknown) => (value === undefined ? undefined : JSON.stringify(value, null, 2));

/**
 * One line per top-level key across both sides, in a stable order (before's keys, then keys that
 * only after has). Non-object sides (a created row has `before: null`) become a single line.
 */
export function diffLines(before: unknown, after: unknown): DiffLine[] {
  if (!isRecord(before) || !isRecord(after)) {
    if (isRecord(before) && (after === null || after === undefined)) return diffLines(before, {});
    if (isRecord(after) && (before === null || before === undefined)) return diffLines({}, after);
    return [{ key: '', before: show(before), after: show(after), changed: !jsonEqual(before, after) }];
  }
  const keys = [...Object.keys(before), ...Object.keys(after).filter((k) => !Object.hasOwn(before, k))];
  return keys.map((key) => ({
    key,
    before: show(before[key]),
    after: show(after[key]),
    changed: !jsonEqual(before[key], after[key]),
  }));
}

export function changedKeys(before: unknown, after: unknown): string[] {
  return diffLines(before, after)
    .filter((line) => line.changed && line.key !== '')
    .map((line) => line.key);
}
