import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/client.ts';
import { sessions, vendorCredentials } from '../db/schema.ts';
import { isSealed, type StudioBoxes } from './secret-box.ts';

export interface SealReport {
  vendorSecrets: number;
  launchTokens: number;
  walletCalls: number;
}

/**
 * Seals what a studio before migration 0002 kept in the clear: vendor secrets, the launch tokens of real
 * sessions, and the launch token every real bet in the wallet outbox carries. Run at every start, before
 * anything reads them; once done it finds nothing (each statement skips sealed values), and a row sealed by
 * another process meanwhile is left as that process wrote it (each update is guarded by the plaintext it read).
 */
export async function sealPlaintextAtRest(db: Database, boxes: StudioBoxes): Promise<SealReport> {
  const report: SealReport = { vendorSecrets: 0, launchTokens: 0, walletCalls: 0 };
  for (const row of await db.select().from(vendorCredentials)) {
    if (isSealed(row.sealedSecret)) continue;
    const updated = await db
      .update(vendorCredentials)
      .set({ sealedSecret: boxes.vendorSecrets.seal(row.sealedSecret) })
      .where(
        and(
          eq(vendorCredentials.vassalage, row.vassalage),
          eq(vendorCredentials.sealedSecret, row.sealedSecret),
        ),
      )
      .returning({ vassalage: vendorCredentials.vassalage });
    report.vendorSecrets += updated.length;
  }
  const plainSessions = await db
    .select({ id: sessions.id, token: sessions.sealedLaunchToken })
    .from(sessions)
    .where(sql`${sessions.sealedLaunchToken} is not null and ${sessions.sealedLaunchToken} not like 'v1.%'`);
  for (const row of plainSessions) {
    if (row.token === null || isSealed(row.token)) continue;
    const updated = await db
      .update(sessions)
      .set({ sealedLaunchToken: boxes.launchTokens.seal(row.token) })
      .where(and(eq(sessions.id, row.id), eq(sessions.sealedLaunchToken, row.token)))
      .returning({ id: sessions.id });
    report.launchTokens += updated.length;
  }
  const plainCalls = rowsOf<{ id: string; token: string }>(
    await db.execute(sql`
      select id::text as id, request->>'sessionToken' as token from wallet_calls
      where kind = 'bet' and jsonb_typeof(request->'sessionToken') = 'string'
        and request->>'sessionToken' not like 'v1.%'`),
  );
  for (const row of plainCalls) {
    if (isSealed(row.token)) continue;
    const sealed = boxes.launchTokens.seal(row.token);
    const updated = rowsOf(
      await db.execute(sql`
        update wallet_calls set request = jsonb_set(request, '{sessionToken}', to_jsonb(${sealed}::text))
        where id = ${row.id}::bigint and request->>'sessionToken' = ${row.token}
        returning id`),
    );
    report.walletCalls += updated.length;
  }
  return report;
}
