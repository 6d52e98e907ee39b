import { createHash } from 'node:crypto';

/** One operator change as a module records it. */
export interface AuditRecord {
  brandId: bigint;
  operatorId: bigint | null;
  operatorName: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  ip: string;
}

/** What a row's hash covers: everything the log shows about a change, read back as it is stored. */
export interface ChainedContent extends AuditRecord {
  createdAt: Date;
  previousHash: string | null;
}

/**
 * jsonb keeps neither key order nor the spelling of numbers, so the hash covers a canonical form: keys
 * sorted, values as JSON.parse gives them back. Passing the value through JSON first gives what jsonb will
 * hold (dates become strings, undefined members disappear), so writer and verifier hash the same text.
 */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((key) => [key, canonical(record[key])]),
    );
  }
  return value;
}

const asStored = (value: unknown): unknown => {
  const json = JSON.stringify(value);
  return json === undefined ? null : canonical(JSON.parse(json));
};

/** The row's hash: SHA-256 (hex) of its content and the previous row's hash, in a fixed order. */
export function chainHash(row: ChainedContent): string {
  const content = JSON.stringify([
    'audit-v1',
    row.brandId.toString(),
    row.operatorId?.toString() ?? null,
    row.operatorName,
    row.action,
    row.target,
    asStored(row.before),
    asStored(row.after),
    row.ip,
    row.createdAt.toISOString(),
    row.previousHash,
  ]);
  return createHash('sha256').update(content).digest('hex');
}
