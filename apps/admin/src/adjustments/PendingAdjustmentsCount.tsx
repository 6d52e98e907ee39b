import { useTranslation } from 'react-i18next';
import { usePendingAdjustmentCount } from './api.ts';
import './adjustments.css';

/** The menu's badge: how many adjustment requests wait for a decision; nothing when none do. */
export function PendingAdjustmentsCount() {
  const { t } = useTranslation();
  const count = usePendingAdjustmentCount().data ?? 0;
  if (count === 0) return null;
  return (
    <span className="nav-count" aria-label={t('adjustments.pendingCount', { count })}>
      {count}
    </span>
  );
}
