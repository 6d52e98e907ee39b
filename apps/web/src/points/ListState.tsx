import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../wallet/parts.tsx';

/**
 * What a points list shows instead of its rows: loading, the failure with its retry, or the empty note. Null
 * once there are rows to show.
 */
export function useListState(
  query: { isPending: boolean; isError: boolean; refetch: () => unknown },
  count: number | undefined,
  emptyText: string,
): ReactNode | null {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <p className="wallet-muted" role="status">
        {t('common.loading')}
      </p>
    );
  if (query.isError)
    return <LoadFailed message={t('pointsMall.loadFailed')} retry={() => void query.refetch()} />;
  if (!count)
    return (
      <div className="wallet-panel record-empty">
        <p>{emptyText}</p>
      </div>
    );
  return null;
}
