import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { newMember, type TestMember } from '../../test-support/wallet.ts';
import { DomainError } from '../../platform/domain-errors.ts';
import { auditLog } from '../audit/schema.ts';
import { operators } from '../operators/schema.ts';
import { players } from '../players/schema.ts';
import { isInTeam, moveMember, treeRowsOf } from './index.ts';

let t: TestApp;
let brandId: bigint;
let operator: { id: bigint; username: string };

beforeAll(async () => {
  t = await startTestApp();
  const [owner] = await t.database.db.select().from(operators).limit(1);
  operator = { id: owner!.id, username: owner!.username };
  brandId = owner!.brandId;
});
afterAll(() => t.close());

const member = (username: string, upline?: TestMember, agent = false) =>
  newMember(t, { username, agent, paymentPassword: null, ...(upline ? { upline } : {}) });

async function ancestorsOf(player: TestMember) {
  const rows = await treeRowsOf(t.database.db, player.id);
  return rows.map((row) => [row.ancestorId, row.depth]);
}

/** Rows of the closure table that the upline links do not imply, and implied rows it lacks. */
async function closureDifferences(): Promise<number> {
  const result = await t.database.db.execute(sql`
    with recursive chain (ancestor_id, descendant_id, depth) as (
      select id, id, 0 from players
      union all
      select p.upline_id, chain.descendant_id, chain.depth + 1
      from chain join players p on p.id = chain.ancestor_id where p.upline_id is not null
    )
    select
      (select count(*) from (select * from chain except select ancestor_id, descendant_id, depth from agent_tree) missing) +
      (select count(*) from (select ancestor_id, descendant_id, depth from agent_tree except select * from chain) extra)
      as differences`);
  return Number((result as unknown as { rows: { differences: number | string }[] }).rows[0]!.differences);
}

const move = (who: TestMember, upline: TestMember | null) =>
  moveMember(t.database.db, {
    brandId,
    memberId: who.id,
    uplineId: upline?.id ?? null,
    operator,
    ip: '192.0.2.9',
  });

describe('agent tree', () => {
  it('gives a player registered through an affiliate link a row for itself and each agent above it', async () => {
    const boss = await member('treeboss', undefined, true);
    const sub = await member('treesub', boss, true);
    const player = await member('treeplayer', sub);

    expect(await ancestorsOf(player)).toEqual([
      [player.id, 0],
      [sub.id, 1],
      [boss.id, 2],
    ]);
    expect(await ancestorsOf(boss)).toEqual([[boss.id, 0]]);
    expect(await isInTeam(t.database.db, boss.id, player.id)).toBe(true);
    expect(await isInTeam(t.database.db, player.id, boss.id)).toBe(false);
    expect(await closureDifferences()).toBe(0);
  });

  it('moves a member with its whole team under another agent, audited', async () => {
    const oldBoss = await member('moveoldboss', undefined, true);
    const newBoss = await member('movenewboss', undefined, true);
    const sub = await member('movesub', oldBoss, true);
    const player = await member('moveplayer', sub);

    await move(sub, newBoss);

    expect(await ancestorsOf(player)).toEqual([
      [player.id, 0],
      [sub.id, 1],
      [newBoss.id, 2],
    ]);
    expect(await isInTeam(t.database.db, oldBoss.id, player.id)).toBe(false);
    expect(await isInTeam(t.database.db, newBoss.id, player.id)).toBe(true);
    const [moved] = await t.database.db.select().from(players).where(eq(players.id, sub.id));
    expect(moved!.uplineId).toBe(newBoss.id);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, 'player:movesub'))
      .orderBy(sql`${auditLog.id} desc`);
    expect(audit).toMatchObject({
      action: 'agent.move',
      before: { upline: oldBoss.id.toString() },
      after: { upline: newBoss.id.toString() },
    });

    await move(sub, null);
    expect(await ancestorsOf(player)).toEqual([
      [player.id, 0],
      [sub.id, 1],
    ]);
    expect(await closureDifferences()).toBe(0);
  });

  it('refuses a move that would put an agent under itself or its own team', async () => {
    const boss = await member('loopboss', undefined, true);
    const sub = await member('loopsub', boss, true);
    const player = await member('loopplayer', sub, true);

    for (const target of [boss, sub, player]) {
      const refused = await move(boss, target).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DomainError);
      expect(refused).toMatchObject({ code: 'VALIDATION_FAILED', fields: { uplineId: 'INVALID' } });
    }
    expect(await ancestorsOf(player)).toEqual([
      [player.id, 0],
      [sub.id, 1],
      [boss.id, 2],
    ]);
    expect(await closureDifferences()).toBe(0);
  });

  it('keeps the closure whole when players register under one agent while it is being moved', async () => {
    const boss = await member('raceboss', undefined, true);
    const otherBoss = await member('raceotherboss', undefined, true);
    const sub = await member('racesub', boss, true);

    const [registered] = await Promise.all([
      Promise.all(Array.from({ length: 12 }, (_, i) => member(`racer${i}`, sub))),
      move(sub, otherBoss),
    ]);

    for (const racer of registered) {
      expect(await ancestorsOf(racer)).toEqual([
        [racer.id, 0],
        [sub.id, 1],
        [otherBoss.id, 2],
      ]);
    }
    expect(await closureDifferences()).toBe(0);
  });
});
