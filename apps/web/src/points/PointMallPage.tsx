import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { PointGoods } from '@croupier/contracts';
import { Tabs } from '../accounts/fields.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import { LoadFailed } from '../wallet/parts.tsx';
import { usePoints } from './api.ts';
import { GoodsPanel } from './GoodsPanel.tsx';
import { formatPoints } from './logic.ts';
import { OverviewPanel, RulesPanel } from './OverviewPanel.tsx';
import { DetailsPanel, RecordsPanel } from './RecordPanels.tsx';
import { RedeemModal } from './RedeemModal.tsx';
import '../wallet/wallet.css';
import '../bets/records.css';
import './points.css';

const TABS = ['overview', 'goods', 'records', 'details', 'rules'] as const;
type Tab = (typeof TABS)[number];
const PANEL = 'points-panel';

/** `/pointMall`: current points, the goods and their redeem, exchange records, points details and the rules. */
export function PointMallPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'overview';
  const points = usePoints();
  const [redeeming, setRedeeming] = useState<PointGoods | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const show = (next: Tab) => {
    setNotice(null);
    setParams(next === 'overview' ? {} : { tab: next }, { replace: true });
  };

  return (
    <>
      <PageHeader title={t('points.title')} subtitle={t('pointsMall.lead')}>
        {points.data ? (
          <p className="pm-header-balance">
            <span className="wallet-muted">{t('pointsMall.balance')}</span>
            <strong className="tabular">{formatPoints(points.data.balance)}</strong>
          </p>
        ) : null}
      </PageHeader>
      <Tabs
        label={t('pointsMall.tabsLabel')}
        tabs={TABS.map((id) => ({ id, label: t(`pointsMall.tabs.${id}`) }))}
        value={tab}
        onChange={show}
        panelId={PANEL}
      />
      <div
        id={PANEL}
        role="tabpanel"
        aria-labelledby={`${PANEL}-tab-${tab}`}
        className="wallet-page pm-panel"
      >
        {notice ? (
          <p className="vip-notice pm-notice" role="status">
            {notice}
          </p>
        ) : null}
        {points.isPending ? (
          <p className="wallet-muted" role="status">
            {t('common.loading')}
          </p>
        ) : points.isError || !points.data ? (
          <LoadFailed message={t('pointsMall.loadFailed')} retry={() => void points.refetch()} />
        ) : (
          <>
            {tab === 'overview' && <OverviewPanel points={points.data} />}
            {tab === 'goods' && <GoodsPanel onRedeem={setRedeeming} />}
            {tab === 'records' && <RecordsPanel />}
            {tab === 'details' && <DetailsPanel />}
            {tab === 'rules' && <RulesPanel />}
          </>
        )}
      </div>
      {redeeming && points.data ? (
        <RedeemModal
          goods={redeeming}
          balance={points.data.balance}
          onClose={() => setRedeeming(null)}
          onDone={(text) => {
            setRedeeming(null);
            setNotice(text);
          }}
        />
      ) : null}
    </>
  );
}
