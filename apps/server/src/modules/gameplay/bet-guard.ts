import { sql, type SQL } from 'drizzle-orm';
import { stakeWithinBonusLimits } from '../bonuses/index.ts';
import { playerNotFrozen } from '../players/index.ts';

/**
 * What a bet needs to hold at the moment its money moves, as a condition of the posting statement
 * (the ledger follower's `guard`, calls.ts): a live real-money launch session of this vendor for this player, and the
 * player not frozen. Checked there rather than only when the call's context is read, so a session expiring or
 * an operator freezing the player between that read and the write cannot let a bet through. A bet above the
 * maximum stake of an open wagering requirement is refused here too (DOMAIN.md): a bonus granted after the read
 * still caps it.
 */
export const betGuard = (props: {
  vassalage: string | SQL;
  playerId: bigint | SQL;
  tokenHash: string | SQL;
  amount: SQL;
}): SQL =>
  sql`exists (select 1 from launch_sessions s where s.token_hash = ${props.tokenHash}
      and s.vassalage = ${props.vassalage} and s.player_id = ${props.playerId} and s.mode = 'real'
      and s.expires_at > app_now())
    and ${playerNotFrozen(props.playerId)} and ${stakeWithinBonusLimits(props.playerId, props.amount)}`;
