import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PlayerDetail } from '@croupier/contracts';
import { MakeAgentAction, MoveUplineAction } from './AgentActions.tsx';

/**
 * The agent programme on a player's page: the way to its agent page, and for owners and admins the move under
 * another upline and, for a member, "Make agent". A trial account never joins the tree.
 */
export function PlayerAgentActions({ player, canAct }: { player: PlayerDetail; canAct: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {player.isAgent ? (
        <Link className="btn" to={`/agents/${encodeURIComponent(player.id)}`}>
          {t('agents.detail.agentPage')}
        </Link>
      ) : null}
      {canAct && !player.isTrial ? (
        <MoveUplineAction
          member={{ id: player.id, username: player.account, uplineId: player.upline?.id ?? null }}
        />
      ) : null}
      {canAct && !player.isAgent && !player.isTrial ? <MakeAgentAction player={player} /> : null}
    </>
  );
}
