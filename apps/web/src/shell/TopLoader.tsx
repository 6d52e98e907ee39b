import { useIsFetching } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/** A thin progress bar while any data is loading; a page change cancels nothing, it simply ends when data lands. */
export function TopLoader() {
  const { t } = useTranslation();
  const fetching = useIsFetching();
  if (!fetching) return null;
  return (
    <div className="top-loader" role="progressbar" aria-label={t('common.loading')}>
      <span />
    </div>
  );
}
