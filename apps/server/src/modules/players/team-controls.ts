import { sql } from 'drizzle-orm';
import { inTransaction, type Database, type Executor } from '../../db/client.ts';
import { DomainError } from '../../platform/domain-errors.ts';
import { recordAudit } from '../audit/index.ts';
import { audit, loadPlayer, type Actor } from './admin.ts';
import { AGENT_TYPES } from './schema.ts';
import * as repo from './repository.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * What an operator froze for the teams an account is in: its own (as an agent) or any upline's. Walked up the
 * upline links (at most a few dozen), at sign-in and at a transfer.
 */
export async function teamFreezesOf(
  db: Executor,
  playerId: bigint,
): Promise<{ loginFrozen: boolean; transfersFrozen: boolean }> {
  const [row] = rowsOf<{ login: boolean | null; transfers: boolean | null }>(
    await db.execute(sql`
      with recursive chain (id, upline_id, login, transfers, depth) as (
        select id, upline_id, team_login_frozen, team_transfers_frozen, 0 from players where id = ${playerId}
        union all
        select p.id, p.upline_id, p.team_login_frozen, p.team_transfers_frozen, chain.depth + 1
        from players p join chain on p.id = chain.upline_id where chain.depth < 64
      )
      select bool_or(login) as login, bool_or(transfers) as transfers from chain`),
  );
  return { loginFrozen: row?.login === true, transfersFrozen: row?.transfers === true };
}

/** Whether `memberId` sits anywhere below `agentId`, walking the member's upline links. */
export async function isBelow(db: Executor, agentId: bigint, memberId: bigint): Promise<boolean> {
  const [row] = rowsOf<{ found: boolean }>(
    await db.execute(sql`
      with recursive chain (id, upline_id, depth) as (
        select id, upline_id, 0 from players where id = ${memberId}
        union all
        select p.id, p.upline_id, chain.depth + 1
        from players p join chain on p.id = chain.upline_id where chain.depth < 64
      )
      select exists (select 1 from chain where depth > 0 and id = ${agentId}) as found`),
  );
  return row?.found === true;
}

/**
 * Freezes or thaws an agent's team: signing in (every session of the team ends at once) or transfers between
 * accounts. Audited with the reason; answers the sessions that ended, so their sockets can be told.
 */
export async function setTeamFreezes(
  db: Database,
  actor: Actor,
  id: bigint,
  changes: { teamLoginFrozen?: boolean; transfersFrozen?: boolean; reason: string },
): Promise<bigint[]> {
  return inTransaction(db, async (tx) => {
    const row = await loadPlayer(tx, actor, id);
    if (!AGENT_TYPES.includes(row.type))
      throw new DomainError('INVALID_STATE', 'The account is not an agent.');
    const next = {
      teamLoginFrozen: changes.teamLoginFrozen ?? row.teamLoginFrozen,
      teamTransfersFrozen: changes.transfersFrozen ?? row.teamTransfersFrozen,
    };
    await repo.updatePlayerRow(tx, row.id, next);
    const ended =
      next.teamLoginFrozen && !row.teamLoginFrozen
        ? rowsOf<{ id: bigint | string }>(
            await tx.execute(sql`
              with recursive team (id, depth) as (
                select ${row.id}::bigint, 0
                union all
                select p.id, team.depth + 1 from players p join team on p.upline_id = team.id
                where team.depth < 64
              )
              update player_sessions set ended_at = app_now()
              where ended_at is null and player_id in (select id from team)
              returning id`),
          ).map((ended) => BigInt(ended.id))
        : [];
    await audit(
      tx,
      actor,
      'agent.controls',
      row,
      { teamLoginFrozen: row.teamLoginFrozen, transfersFrozen: row.teamTransfersFrozen },
      {
        teamLoginFrozen: next.teamLoginFrozen,
        transfersFrozen: next.teamTransfersFrozen,
        reason: changes.reason,
      },
    );
    return ended;
  });
}

/**
 * The platform freezes an account by its own rule, not an operator's hand (an upline's dividend bill unpaid
 * past its window, DOMAIN.md "Dividend"): every session ends and the audit log names the rule as the actor.
 * An account already frozen stays as it is. Answers the sessions that ended.
 */
export async function freezeByRule(
  tx: Executor,
  props: { brandId: bigint; playerId: bigint; rule: string; reason: string },
): Promise<bigint[]> {
  const row = await repo.findPlayerById(tx, props.brandId, props.playerId);
  if (!row || row.status === 'frozen') return [];
  await repo.updatePlayerRow(tx, row.id, { status: 'frozen' });
  const ended = await repo.endSessions(tx, { playerId: row.id });
  await recordAudit(tx, {
    brandId: props.brandId,
    operatorId: null,
    operatorName: `system:${props.rule}`,
    action: 'player.freeze',
    target: `player:${row.username}`,
    before: { status: row.status },
    after: { status: 'frozen', reason: props.reason },
    ip: '',
  });
  return ended;
}
