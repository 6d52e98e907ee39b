import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ComingSoon, PageHeader } from '../ui/ComingSoon.tsx';

export function LotteryPage({ kind }: { kind: 'lottery' | 'seaLottery' | 'vnLottery' }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode');
  return (
    <>
      <PageHeader
        title={t(`lottery.${kind}`)}
        subtitle={gameCode ? t('lottery.gameCode', { code: gameCode }) : undefined}
      />
      <ComingSoon icon="clock" title={t('lottery.soonTitle')} body={t('lottery.soonBody')} />
    </>
  );
}

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
