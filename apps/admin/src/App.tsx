import { Navigate, createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AuthRoot } from './auth/AuthRoot.tsx';
import { LoginPage } from './auth/LoginPage.tsx';
import { RequireAuth } from './auth/RequireAuth.tsx';
import { ConsoleLayout, NotFound } from './layout/ConsoleLayout.tsx';
import { SettingsPage } from './settings/SettingsPage.tsx';
import { AuditPage } from './audit/AuditPage.tsx';
import { OperatorsPage } from './operators/OperatorsPage.tsx';
import { AccountPage } from './account/AccountPage.tsx';
import { PlayersPage } from './players/PlayersPage.tsx';
import { PlayerDetailPage } from './players/PlayerDetailPage.tsx';
import { OutboxPage } from './outbox/OutboxPage.tsx';
import { DepositsPage } from './deposits/DepositsPage.tsx';
import { DepositChannelsPage } from './deposits/DepositChannelsPage.tsx';
import { LedgerCheckPage } from './wallet/LedgerCheckPage.tsx';
import { AdjustmentRequestsPage } from './adjustments/AdjustmentRequestsPage.tsx';
import { WithdrawalDetailPage } from './withdrawals/WithdrawalDetailPage.tsx';
import { WithdrawalSettingsPage } from './withdrawals/WithdrawalSettingsPage.tsx';
import { WithdrawalsPage } from './withdrawals/WithdrawalsPage.tsx';
import { VendorsPage } from './vendors/VendorsPage.tsx';
import { GamesPage } from './games/GamesPage.tsx';
import { BannersPage } from './banners/BannersPage.tsx';
import { AnnouncementsPage } from './announcements/AnnouncementsPage.tsx';
import { PromotionsPage } from './promotions/PromotionsPage.tsx';
import { PromotionEditPage } from './promotions/PromotionEditPage.tsx';
import { ApplicationsPage } from './promotions/ApplicationsPage.tsx';
import { RainsPage } from './red-envelopes/RainsPage.tsx';
import { WheelsPage } from './red-envelopes/WheelsPage.tsx';
import { RoundsPage } from './bets/RoundsPage.tsx';
import { RoundDetailPage } from './bets/RoundDetailPage.tsx';
import { GgrPage } from './bets/GgrPage.tsx';
import { GameRtpPage } from './bets/GameRtpPage.tsx';
import { VendorTransfersPage } from './transfer-wallet/VendorTransfersPage.tsx';
import { SettlementsPage } from './settlements/SettlementsPage.tsx';
import { ContractsPage } from './contracts/ContractsPage.tsx';
import { DividendBillsPage } from './contracts/DividendBillsPage.tsx';
import { DashboardPage } from './dashboard/DashboardPage.tsx';
import { RebateRatesPage } from './vip/RebateRatesPage.tsx';
import { VipLevelsPage } from './vip/VipLevelsPage.tsx';
import { MissionsPage } from './missions/MissionsPage.tsx';
import { LotteryGamesPage } from './lottery/LotteryGamesPage.tsx';
import { LotteryIssuesPage } from './lottery/LotteryIssuesPage.tsx';
import { LotterySettingsPage } from './lottery/LotterySettingsPage.tsx';
import { ReferralPage } from './referral/ReferralPage.tsx';
import { LotteryExposurePage } from './lottery/LotteryExposurePage.tsx';
import { LotteryGgrPage } from './lottery/LotteryGgrPage.tsx';
import { PointsExchangesPage } from './points/PointsExchangesPage.tsx';
import { PointsGoodsPage } from './points/PointsGoodsPage.tsx';
import { AgentDetailPage, AgentSettingsPage, AgentsPage, AgentTreePage } from './agents/index.ts';

// The platform serves the console under /admin, so every route is relative to that basename.
const router = createBrowserRouter(
  [
    {
      element: <AuthRoot />,
      children: [
        { path: '/login', element: <LoginPage /> },
        {
          element: <RequireAuth />,
          children: [
            {
              element: <ConsoleLayout />,
              children: [
                { index: true, element: <Navigate to="/dashboard" replace /> },
                { path: '/dashboard', element: <DashboardPage /> },
                { path: '/settings', element: <SettingsPage /> },
                { path: '/players', element: <PlayersPage /> },
                { path: '/players/:id', element: <PlayerDetailPage /> },
                { path: '/agents', element: <AgentsPage /> },
                { path: '/agents/tree', element: <AgentTreePage /> },
                { path: '/agents/settings', element: <AgentSettingsPage /> },
                { path: '/agents/contracts', element: <ContractsPage /> },
                { path: '/agents/dividend-bills', element: <DividendBillsPage /> },
                { path: '/agents/:id', element: <AgentDetailPage /> },
                { path: '/withdrawals', element: <WithdrawalsPage /> },
                { path: '/withdrawals/settings', element: <WithdrawalSettingsPage /> },
                { path: '/withdrawals/:id', element: <WithdrawalDetailPage /> },
                { path: '/vendors', element: <VendorsPage /> },
                { path: '/games', element: <GamesPage /> },
                { path: '/banners', element: <BannersPage /> },
                { path: '/announcements', element: <AnnouncementsPage /> },
                { path: '/promotions', element: <PromotionsPage /> },
                { path: '/promotions/new', element: <PromotionEditPage /> },
                { path: '/promotions/:id', element: <PromotionEditPage /> },
                { path: '/promotions/:id/applications', element: <ApplicationsPage /> },
                { path: '/points', element: <PointsExchangesPage /> },
                { path: '/points/goods', element: <PointsGoodsPage /> },
                { path: '/red-envelopes', element: <RainsPage /> },
                { path: '/prize-wheels', element: <WheelsPage /> },
                { path: '/lottery', element: <LotteryGamesPage /> },
                { path: '/lottery/settings', element: <LotterySettingsPage /> },
                { path: '/promotions/referral', element: <ReferralPage /> },
                { path: '/lottery/ggr', element: <LotteryGgrPage /> },
                { path: '/lottery/:gameCode', element: <LotteryIssuesPage /> },
                { path: '/lottery/:gameCode/:issueNo/exposure', element: <LotteryExposurePage /> },
                { path: '/rounds', element: <RoundsPage /> },
                { path: '/rounds/:id', element: <RoundDetailPage /> },
                { path: '/reports/ggr', element: <GgrPage /> },
                { path: '/reports/game-rtp', element: <GameRtpPage /> },
                { path: '/vendor-transfers', element: <VendorTransfersPage /> },
                { path: '/settlements', element: <SettlementsPage /> },
                { path: '/vip', element: <VipLevelsPage /> },
                { path: '/vip/rebates', element: <RebateRatesPage /> },
                { path: '/missions', element: <MissionsPage /> },
                { path: '/outbox', element: <OutboxPage /> },
                { path: '/deposits', element: <DepositsPage /> },
                { path: '/deposit-channels', element: <DepositChannelsPage /> },
                { path: '/ledger', element: <LedgerCheckPage /> },
                { path: '/adjustments', element: <AdjustmentRequestsPage /> },
                { path: '/audit', element: <AuditPage /> },
                { path: '/operators', element: <OperatorsPage /> },
                { path: '/account', element: <AccountPage /> },
                { path: '*', element: <NotFound /> },
              ],
            },
          ],
        },
      ],
    },
  ],
  { basename: '/admin' },
);

export function App() {
  return <RouterProvider router={router} />;
}
