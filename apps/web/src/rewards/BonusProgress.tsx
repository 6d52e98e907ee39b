import { useTranslation } from 'react-i18next';
import { useSite } from '../site/queries.ts';
import { wageredPercent } from '../promotions/logic.ts';

/** How far a requirement has been wagered, as a bar with its figure in words for screen readers. */
export function BonusProgress({ requirement, remaining }: { requirement: string; remaining: string }) {
  const { t } = useTranslation();
  const percent = wageredPercent(requirement, remaining, useSite().brand.currency);
  return (
    <div className="bonus-progress">
      <progress max={100} value={percent} aria-label={t('rewards.bonus.progressLabel')}>
        {percent}%
      </progress>
      <span className="tabular">{t('rewards.bonus.progress', { percent })}</span>
    </div>
  );
}
