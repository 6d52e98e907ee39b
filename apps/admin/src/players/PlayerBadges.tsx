import { useTranslation } from 'react-i18next';
import type { PlayerSummary } from '@croupier/contracts';

/** Status and sign-in lock as worded badges, so neither state relies on colour alone. */
export function PlayerStatusBadges({ player }: { player: Pick<PlayerSummary, 'status' | 'locked'> }) {
  const { t } = useTranslation();
  return (
    <span className="badges">
      <span className={`badge ${player.status === 'active' ? 'badge-positive' : 'badge-info'}`}>
        {t(`players.statuses.${player.status}`)}
      </span>
      {player.locked ? <span className="badge badge-negative">{t('players.locked')}</span> : null}
    </span>
  );
}
