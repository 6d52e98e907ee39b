import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MissionView } from '@croupier/contracts';
import { formatAmount } from '@croupier/money';
import { errorKey } from '../api/http.ts';
import { useCategoryName } from '../shell/categoryName.ts';
import { useSite } from '../site/queries.ts';
import { LoadFailed } from '../wallet/parts.tsx';
import { useClaimMission, useMissions } from './api.ts';
import { progressPercent } from './logic.ts';

/** A figure as the metric reads: money for valid bet and deposits, a plain count otherwise. */
export function useFigure() {
  const currency = useSite().brand.currency;
  return (metric: string, figure: string) =>
    metric === 'valid_bet' || metric === 'deposits' ? formatAmount(figure, currency) : figure;
}

function MissionCard({ mission }: { mission: MissionView }) {
  const { t } = useTranslation();
  const currency = useSite().brand.currency;
  const categoryName = useCategoryName();
  const figure = useFigure();
  const claim = useClaimMission();
  const [error, setError] = useState<string | null>(null);
  const percent = progressPercent(mission.progress, mission.target);
  const what = t(`missions.metrics.${mission.metric}`, {
    type: mission.gameType ? categoryName(mission.gameType) : t('missions.allGames'),
  });
  const reward = formatAmount(mission.reward, currency);
  const action = claim.isPending ? t('missions.claiming') : t('missions.claim');
  return (
    <li className="wallet-panel mission-card">
      <div className="mission-head">
        <h4>{mission.title}</h4>
        <span className={`bonus-status mission-status-${mission.status}`}>
          {t(`missions.statuses.${mission.status}`)}
        </span>
      </div>
      <p className="wallet-muted">
        {what} · {t(`missions.cadences.${mission.cadence}`)}
      </p>
      <div className="bonus-progress">
        <progress
          max={100}
          value={percent}
          aria-label={t('missions.progressLabel', { title: mission.title })}
        >
          {percent}%
        </progress>
        <span className="tabular">
          {figure(mission.metric, mission.progress)} / {figure(mission.metric, mission.target)}
        </span>
      </div>
      <div className="mission-foot">
        <p className="reward-amount tabular">{t('missions.reward', { amount: reward })}</p>
        {mission.status === 'claim_reward' && (
          <button
            type="button"
            className="btn btn-primary"
            disabled={claim.isPending}
            aria-label={t('missions.claimFor', { action, title: mission.title })}
            onClick={() => {
              setError(null);
              claim.mutate(mission.id, { onError: (failure) => setError(t(errorKey(failure))) });
            }}
          >
            {action}
          </button>
        )}
      </div>
      {error && (
        <p className="reward-message field-error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}

/** The running missions with the player's progress this period and their claims. */
export function MissionList() {
  const { t } = useTranslation();
  const missions = useMissions();
  if (missions.isPending)
    return (
      <p className="wallet-muted" role="status">
        {t('common.loading')}
      </p>
    );
  if (!missions.data)
    return <LoadFailed message={t('missions.loadFailed')} retry={() => void missions.refetch()} />;
  if (missions.data.items.length === 0)
    return <p className="wallet-panel record-empty">{t('missions.empty')}</p>;
  return (
    <ul className="mission-list">
      {missions.data.items.map((mission) => (
        <MissionCard key={mission.id} mission={mission} />
      ))}
    </ul>
  );
}
