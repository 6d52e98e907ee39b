import { sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';

import { transfersRelation } from '../ledger/index.ts';
/** A position in a stream: the writing transaction, then the row's sequence within the stream. */
export interface StreamPosition {
  xid: string;
  seq: bigint;
}

/** The rows one batch consumes: after `from`, up to and including `through`, in (xid, seq) order. */
export interface StreamBatch {
  from: StreamPosition;
  through: StreamPosition;
  rows: number;
  /** The batch's rows as a WHERE condition on the source's columns (alias `s`). */
  where: SQL;
}

/**
 * A table read as a stream: each row carries the transaction that wrote it (`xid`) and a unique increasing
 * number (`seq`); `filter` narrows it to the rows the stream is about.
 */
export interface StreamSource {
  table: SQL;
  seq: SQL;
  filter?: SQL;
}

export const ROUNDS_STREAM: StreamSource = { table: sql`rounds_stream`, seq: sql`s.seq` };

/** Posted or resolved player money, as the stats count it (ledger transfers; the rest of the ledger's rows stay out). */
export const MONEY_STREAM: StreamSource = {
  table: transfersRelation(),
  seq: sql`s.id`,
  filter: sql`s.kind in ('deposit', 'withdrawal', 'adjustment', 'bonus', 'commission')`,
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const after = (source: StreamSource, position: StreamPosition) =>
  sql`(s.xid, ${source.seq}) > (${position.xid}::xid8, ${position.seq}::bigint)`;

/**
 * The idempotency key of a consumer's money effect: the consumer, whom it pays and for which round or period,
 * so a crash between a ledger post and the cursor update pays nothing twice when the batch is read again.
 */
export function consumerEffectKey(props: {
  consumer: string;
  subject: string;
  unit: { round: bigint } | { period: string };
}): string {
  const unit = 'round' in props.unit ? `round:${props.unit.round}` : `period:${props.unit.period}`;
  return `stream:${props.consumer}:${props.subject}:${unit}`;
}

/**
 * The oldest transaction id still running in this database, as the statement's snapshot saw them (its `xmax`
 * when none): the snapshot's in-progress transactions, less those a backend of another database holds. Only
 * transactions of this database write its streams, so another database on the same server (the studio's, or
 * a test's beside it) never holds a consumer back (ADR 0034). A transaction that cannot be placed (finished
 * since the snapshot, or its backend's details hidden) still counts: the horizon only ever errs low.
 */
const streamHorizon = sql`(
  select coalesce(min(x.xid), pg_snapshot_xmax(pg_current_snapshot()))
  from pg_snapshot_xip(pg_current_snapshot()) as x (xid)
  where not exists (
    select 1 from pg_stat_activity a
    where a.datname <> current_database()
      and a.backend_xid::text::bigint = x.xid::text::bigint % 4294967296))`;

/**
 * Reads the next batch of a stream for a consumer and applies it, with the cursor update, in one transaction.
 *
 * Sequence values are taken before commit, so a transaction holding a low one may commit after others with
 * higher ones have been read. The cursor is therefore a (transaction id, sequence) pair, and a batch takes only
 * rows of transactions older than the oldest still running in this database (`streamHorizon`): every such
 * transaction has finished, so no row can appear later below the cursor (ADR 0018, ADR 0034). Returns how many
 * rows were consumed.
 */
export async function consumeBatch(
  db: Database,
  props: {
    consumer: string;
    source: StreamSource;
    batchSize: number;
    apply: (tx: Transaction, batch: StreamBatch) => Promise<void>;
  },
): Promise<number> {
  await db.execute(
    sql`insert into stream_cursors (consumer) values (${props.consumer}) on conflict do nothing`,
  );
  return db.transaction(async (tx) => {
    const [cursor] = rowsOf<{ xid: string; seq: bigint | string }>(
      await tx.execute(
        sql`select xid::text as xid, seq from stream_cursors where consumer = ${props.consumer} for update`,
      ),
    );
    const from = { xid: cursor!.xid, seq: BigInt(cursor!.seq) };
    const { source } = props;
    const [end] = rowsOf<{ xid: string; seq: bigint | string; rows: number }>(
      await tx.execute(sql`
        with batch as (
          select s.xid, ${source.seq} as seq from ${source.table} s
          where ${after(source, from)} and s.xid < ${streamHorizon}
            ${source.filter ? sql`and ${source.filter}` : sql``}
          order by s.xid, ${source.seq}
          limit ${props.batchSize}
        )
        select b.xid::text as xid, b.seq, (select count(*)::int from batch) as rows
        -- By the xid8, not the text of the output column: '999' sorts after '3197' as text.
        from batch b order by b.xid desc, b.seq desc limit 1`),
    );
    if (!end) return 0;
    const through = { xid: end.xid, seq: BigInt(end.seq) };
    const where = sql`${after(source, from)}
      and (s.xid, ${source.seq}) <= (${through.xid}::xid8, ${through.seq}::bigint)
      ${source.filter ? sql`and ${source.filter}` : sql``}`;
    await props.apply(tx, { from, through, rows: Number(end.rows), where });
    await tx.execute(sql`
      update stream_cursors set xid = ${through.xid}::xid8, seq = ${through.seq}, updated_at = now()
      where consumer = ${props.consumer}`);
    return Number(end.rows);
  });
}

/** Consumes batches until the stream is caught up (or `maxBatches` were taken); returns the rows consumed. */
export async function consumeAll(
  db: Database,
  props: Parameters<typeof consumeBatch>[1] & { maxBatches?: number },
): Promise<number> {
  let total = 0;
  for (let batch = 0; batch < (props.maxBatches ?? Infinity); batch++) {
    const rows = await consumeBatch(db, props);
    total += rows;
    if (rows < props.batchSize) break;
  }
  return total;
}

/**
 * A condition on `s` true for the source's rows after a position (a consumer's cursor, read in the same
 * snapshot): a report adds these to the consumer's totals, so a row settled a moment ago counts, once. The
 * position is a literal, so the planner sees how few rows lie after it and reads them by the (xid, seq) index.
 */
export const streamAfter = (source: StreamSource, position: StreamPosition): SQL =>
  sql`${after(source, position)} ${source.filter ? sql`and ${source.filter}` : sql``}`;

/** Where a consumer has read up to (the start of the stream if it never ran). */
export async function cursorOf(db: Database | Transaction, consumer: string): Promise<StreamPosition> {
  const [row] = rowsOf<{ xid: string; seq: bigint | string }>(
    await db.execute(sql`select xid::text as xid, seq from stream_cursors where consumer = ${consumer}`),
  );
  return row ? { xid: row.xid, seq: BigInt(row.seq) } : { xid: '0', seq: 0n };
}
