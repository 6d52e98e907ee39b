import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../ui/ComingSoon.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';

export function PointMallPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('points.title')} />
      <ComingSoon
        icon="star"
        title={t('points.soonTitle')}
        body={t('points.soonBody')}
        items={[
          t('points.soonBalance'),
          t('points.soonGoods'),
          t('points.soonRecords'),
          t('points.soonRules'),
        ]}
      />
    </>
  );
}
