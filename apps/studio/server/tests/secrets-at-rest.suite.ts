import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { vendorSecrets } from '../catalogue/repository.ts';
import { rowsOf } from '../db/client.ts';
import { recoverDueRounds } from '../recovery/job.ts';
import { sealPlaintextAtRest } from '../security/at-rest.ts';
import { isSealed, studioBoxes } from '../security/secret-box.ts';
import {
  fundedMember,
  INHOUSE,
  launch,
  platformView,
  sit,
  studioClient,
  type Harness,
} from '../test-support/harness.ts';
import type { WalletProxy } from '../test-support/proxy.ts';
import type { SuiteContext } from '../test-support/suite.ts';

export function secretsAtRestSuite(ctx: SuiteContext) {
  let h: Harness;
  let proxy: WalletProxy;
  beforeAll(() => {
    h = ctx.h;
    proxy = ctx.proxy;
  });

  const DICE = { engine: 'dice', stake: '10.00', direction: 'under', target: 5000 };
  const VENDORS = ['INHOUSE', 'JADEPEAK', 'ROYALDEALER'];

  /** Every row of every table of the studio database, as text: what a stolen copy of it would show. */
  async function databaseText(): Promise<string> {
    const tables = rowsOf<{ name: string }>(
      await h.studioDb.db.execute(
        sql`select table_name as name from information_schema.tables
            where table_schema = 'public' and table_type = 'BASE TABLE'`,
      ),
    );
    expect(tables.map((t) => t.name)).toEqual(
      expect.arrayContaining(['vendor_credentials', 'sessions', 'wallet_calls', 'rounds']),
    );
    const parts: string[] = [];
    for (const { name } of tables) {
      const rows = rowsOf<{ row: string }>(
        await h.studioDb.db.execute(sql`select t::text as row from ${sql.identifier(name)} t`),
      );
      parts.push(...rows.map((r) => r.row));
    }
    return parts.join('\n');
  }

  async function vendorSecretsInMemory() {
    const secrets: string[] = [];
    for (const vassalage of VENDORS) secrets.push((await h.studio.secrets.get(vassalage))!);
    expect(secrets.every((secret) => /^[0-9a-f]{64}$/.test(secret))).toBe(true);
    return secrets;
  }

  describe('secrets at rest', () => {
    it('keeps vendor secrets and launch tokens only sealed in the database', async () => {
      const member = await fundedMember(h, '100.00');
      const { token, session, client } = await sit(h, member, INHOUSE.dice);
      const played = await client.post('/studio-api/v1/rounds', { bet: DICE });
      expect(played.body.status).toBe('settled');
      // The bet went to the platform with the launch token itself (it took the stake).
      const bet = proxy.calls('bet').find((call) => call.body.roundId === played.body.id)!;
      expect(bet.body.sessionToken).toBe(token);

      const text = await databaseText();
      expect(text).toContain(played.body.id);
      expect(text).not.toContain(token);
      expect(text).not.toContain(session.session);
      for (const secret of await vendorSecretsInMemory()) expect(text).not.toContain(secret);

      // What is there opens to them with the studio's key, and to nothing with another.
      const [stored] = rowsOf<{ sealed: string; request: string }>(
        await h.studioDb.db.execute(sql`
          select s.sealed_launch_token as sealed, c.request->>'sessionToken' as request
          from wallet_calls c join rounds r on r.id = c.owner join sessions s on s.id = r.session_id
          where c.owner = ${played.body.id} and c.kind = 'bet'`),
      );
      expect(isSealed(stored!.sealed) && isSealed(stored!.request)).toBe(true);
      expect(h.studio.boxes.launchTokens.open(stored!.sealed)).toBe(token);
      expect(h.studio.boxes.launchTokens.open(stored!.request)).toBe(token);
      const other = studioBoxes('another-studio-key-that-is-long-enough-0123');
      expect(() => other.launchTokens.open(stored!.sealed)).toThrow();
      const read = await vendorSecrets(h.studioDb.db, other.vendorSecrets);
      expect(read.secrets.size).toBe(0);
      expect(read.unreadable.sort()).toEqual(VENDORS);
    });

    it('seals what an older studio kept in the clear, once, and plays on with it after a restart', async () => {
      const member = await fundedMember(h, '100.00');
      const { token, session } = await sit(h, member, INHOUSE.dice);
      const client = studioClient(h.studioUrl, session.session);
      // A bet the platform never saw: the round waits for recovery with its bet call pending.
      proxy.fail('bet', 'refuse');
      const unknown = await client.post('/studio-api/v1/rounds', { bet: DICE });
      expect([unknown.status, unknown.body.code]).toEqual([503, 'WALLET_UNAVAILABLE']);
      proxy.heal();
      const sessionId = await sessionIdOf(token);
      const [pending] = rowsOf<{ id: string }>(
        await h.studioDb.db.execute(
          sql`select id from rounds where session_id = ${sessionId} and status = 'pending-debit'`,
        ),
      );
      const roundId = pending!.id;

      // As a studio before migration 0002 left them: the secret, the session's token and the bet's in the clear.
      const inhouse = (await h.studio.secrets.get('INHOUSE'))!;
      await h.studioDb.db.execute(
        sql`update vendor_credentials set sealed_secret = ${inhouse} where vassalage = 'INHOUSE'`,
      );
      await h.studioDb.db.execute(
        sql`update sessions set sealed_launch_token = ${token} where id = ${sessionId}`,
      );
      await h.studioDb.db.execute(sql`
        update wallet_calls set request = jsonb_set(request, '{sessionToken}', to_jsonb(${token}::text))
        where owner = ${roundId} and kind = 'bet'`);
      expect(await databaseText()).toContain(token);

      expect(await sealPlaintextAtRest(h.studioDb.db, h.studio.boxes)).toEqual({
        vendorSecrets: 1,
        launchTokens: 1,
        walletCalls: 1,
      });
      const text = await databaseText();
      expect(text).not.toContain(token);
      expect(text).not.toContain(inhouse);
      expect(await sealPlaintextAtRest(h.studioDb.db, h.studio.boxes)).toEqual({
        vendorSecrets: 0,
        launchTokens: 0,
        walletCalls: 0,
      });

      // A restarted studio opens them: it signs with the secret, and its recovery sends the waiting bet with the
      // token the platform knows; the session plays on.
      const next = await h.restart();
      await h.studioDb.db.execute(sql`update rounds set next_attempt_at = now() where id = ${roundId}`);
      expect(await recoverDueRounds(next.studio)).toBeGreaterThanOrEqual(1);
      const again = studioClient(next.url, session.session);
      expect((await again.get(`/studio-api/v1/rounds/${roundId}`)).body.status).toBe('settled');
      const played = await again.post('/studio-api/v1/rounds', { bet: DICE });
      expect(played.body.status).toBe('settled');
      const bets = proxy.calls('bet').filter((call) => call.body.roundId === roundId);
      expect(bets.at(-1)!.body.sessionToken).toBe(token);
      const view = await platformView(h, member);
      expect(view.bets.map((b) => [b.roundId, b.status]).sort()).toEqual(
        [
          [roundId, 'settled'],
          [played.body.id, 'settled'],
        ].sort(),
      );
      // A fresh launch opens a session on the restarted studio too.
      const fresh = await launch(h, member, INHOUSE.dice);
      const opened = await studioClient(next.url).post('/studio-api/v1/sessions', {
        token: fresh.token,
        vassalage: fresh.vassalage,
        gameCode: INHOUSE.dice,
        mode: 'real',
      });
      expect(opened.status).toBe(201);
    });
  });

  async function sessionIdOf(token: string) {
    // Sessions are found by what they hold sealed: open each real one (a handful in a test database).
    const rows = rowsOf<{ id: string; sealed: string }>(
      await h.studioDb.db.execute(
        sql`select id, sealed_launch_token as sealed from sessions where mode = 'real' order by created_at desc`,
      ),
    );
    for (const row of rows) {
      const plain = isSealed(row.sealed) ? h.studio.boxes.launchTokens.open(row.sealed) : row.sealed;
      if (plain === token) return row.id;
    }
    throw new Error('no session of this launch token');
  }
}
