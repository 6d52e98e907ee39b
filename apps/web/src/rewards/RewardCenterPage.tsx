import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@croupier/format';
import { formatAmount } from '@croupier/money';
import { errorKey } from '../api/http.ts';
import type { RewardItem } from '@croupier/contracts';
import { useClaimPromotion, useRewards } from '../promotions/api.ts';
import { useSite } from '../site/queries.ts';
import { LoadFailed } from '../wallet/parts.tsx';
import '../wallet/wallet.css';
import './rewards.css';

function ClaimableReward({ reward }: { reward: RewardItem }) {
  const { t } = useTranslation();
  const site = useSite();
  const claim = useClaimPromotion();
  const amount = formatAmount(reward.amount, site.brand.currency);
  const action = claim.isPending ? t('rewards.actions.claiming') : t('rewards.actions.claim');
  return (
    <li className="wallet-panel reward-row">
      <div>
        <p className="reward-source">{reward.source}</p>
        <p className="reward-amount tabular">{amount}</p>
        {reward.expiresAt && (
          <p className="wallet-muted tabular">
            {t('rewards.center.expires', {
              date: formatDateTime(reward.expiresAt, site.brand.timezone).slice(0, 16),
            })}
          </p>
        )}
      </div>
      <button
        type="button"
        className="btn btn-primary"
        disabled={claim.isPending}
        // The visible words lead the name (WCAG label in name); the amount and source tell the rewards apart.
        aria-label={t('rewards.center.claimFor', { action, amount, source: reward.source })}
        onClick={() => claim.mutate(reward.promotionId)}
      >
        {action}
      </button>
      {claim.isError && (
        <p className="reward-message field-error" role="alert">
          {t(errorKey(claim.error))}
        </p>
      )}
    </li>
  );
}

/**
 * The member centre's `rewardCenter`: claimable rewards first, each with its claim, then the history. A claim
 * refreshes /me, whose availablePromos is the menu's badge.
 */
export function RewardCenterPage() {
  const { t } = useTranslation();
  const site = useSite();
  const rewards = useRewards();
  const items = rewards.data?.items ?? [];
  const claimable = items.filter((item) => item.status === 'claim_reward');
  const history = items.filter((item) => item.status !== 'claim_reward');
  return (
    <div className="wallet-page">
      <div>
        <h2 className="wallet-title">{t('rewards.center.title')}</h2>
        <p className="wallet-lead">{t('rewards.center.lead')}</p>
      </div>
      {rewards.isPending && (
        <p className="wallet-muted" role="status">
          {t('common.loading')}
        </p>
      )}
      {rewards.isError && !rewards.data && (
        <LoadFailed message={t('rewards.center.loadFailed')} retry={() => void rewards.refetch()} />
      )}
      {rewards.data && (
        <>
          <section aria-labelledby="reward-claimable" className="reward-section">
            <h3 id="reward-claimable">{t('rewards.center.claimable')}</h3>
            {claimable.length === 0 ? (
              <p className="wallet-panel record-empty">{t('rewards.center.empty')}</p>
            ) : (
              <ul className="reward-list">
                {claimable.map((reward) => (
                  <ClaimableReward key={reward.id} reward={reward} />
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="reward-history" className="reward-section">
            <h3 id="reward-history">{t('rewards.center.history')}</h3>
            {history.length === 0 ? (
              <p className="wallet-muted">{t('rewards.center.noHistory')}</p>
            ) : (
              <ul className="reward-list">
                {history.map((reward) => (
                  <li key={reward.id} className="wallet-panel reward-row">
                    <div>
                      <p className="reward-source">{reward.source}</p>
                      <p className="wallet-muted">{t(`rewards.center.statuses.${reward.status}`)}</p>
                    </div>
                    <p className="reward-amount tabular">
                      {formatAmount(reward.amount, site.brand.currency)}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
