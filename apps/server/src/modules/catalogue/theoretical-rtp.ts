import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/** A game's theoretical RTP in basis points, as its vendor publishes it. */
export interface TheoreticalRtp {
  gameCode: string;
  bp: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Sets the vendor's games' theoretical RTP in one statement: the pairs travel as two arrays and are unnested,
 * so 20,000 games cost one round trip and one plan. Only rows whose value differs are written. Answers the
 * number of known games, the unknown codes in the order sent, and up to `listedAtMost` changed games (for an
 * audit row).
 */
export async function setTheoreticalRtp(
  tx: Executor,
  vassalage: string,
  entries: TheoreticalRtp[],
  listedAtMost: number,
) {
  const codes = sql.param(entries.map((e) => e.gameCode));
  const bps = sql.param(entries.map((e) => e.bp));
  const [row] = rowsOf<{
    known: number;
    unknown: string[] | null;
    changed: number;
    listed: { code: string; before: number | null; after: number }[] | null;
  }>(
    await tx.execute(sql`
      with input as (
        select code, bp, ord from unnest(${codes}::text[], ${bps}::int[]) with ordinality as i(code, bp, ord)
      ), known as (
        select g.id, g.game_code, g.theoretical_rtp_bp as before, input.bp as after
        from input join games g on g.vassalage = ${vassalage} and g.game_code = input.code
      ), changed as (
        update games g set theoretical_rtp_bp = known.after
        from known where g.id = known.id and g.theoretical_rtp_bp is distinct from known.after
        returning g.game_code as code, known.before, known.after
      )
      select
        (select count(*)::int from known) as known,
        (select array_agg(input.code order by input.ord) from input
          where not exists (select 1 from known where known.game_code = input.code)) as unknown,
        (select count(*)::int from changed) as changed,
        (select jsonb_agg(l order by l.code) from (
          select * from changed order by code limit ${listedAtMost}) l) as listed`),
  );
  return {
    known: row!.known,
    unknown: row!.unknown ?? [],
    changed: row!.changed,
    listed: row!.listed ?? [],
  };
}
