import { useIsFetching } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useManualLoader } from './loader.ts';

export function TopLoader() {
  const { t } = useTranslation();
  const fetching = useIsFetching();
  const manual = useManualLoader();
  if (!fetching && !manual) return null;
  return (
    <div className="top-loader" role="progressbar" aria-label={t('common.loading')}>
      <span />
    </div>
  );
}
