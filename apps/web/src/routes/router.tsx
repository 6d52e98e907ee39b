import { useEffect } from 'react';
import { Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import { GAME_TYPE_ROUTES, type GameType } from '@croupier/contracts/constants';
import { ContractPopupGate } from '../agents/ContractPopupGate.tsx';
import { OpenPopup } from '../popups/OpenPopup.tsx';
import { PopupProvider } from '../popups/PopupProvider.tsx';
import { LauncherProvider } from '../games/Launcher.tsx';
import { PlayerShell } from '../shell/PlayerShell.tsx';
import { AgentShell } from '../agents/AgentShell.tsx';
import { HomePage } from '../pages/HomePage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { lazyPage } from './lazyPage.ts';

// The home page is in the first load; every other page is its own chunk, fetched when first shown.
const AgentCentrePage = lazyPage(() => import('../agents/AgentCentre.tsx').then((m) => m.AgentCentrePage));
const AgentLoginPage = lazyPage(() => import('../agents/AgentLoginPage.tsx').then((m) => m.AgentLoginPage));
const GameCentrePage = lazyPage(() => import('../pages/GamePages.tsx').then((m) => m.GameCentrePage));
const GameListPage = lazyPage(() => import('../pages/GamePages.tsx').then((m) => m.GameListPage));
const MemberPage = lazyPage(() => import('../pages/MemberPage.tsx').then((m) => m.MemberPage));
const HelpPage = lazyPage(() => import('../pages/HelpPage.tsx').then((m) => m.HelpPage));
const DownloadPage = lazyPage(() => import('../pages/DownloadPage.tsx').then((m) => m.DownloadPage));
const LotteryPage = lazyPage(() => import('../lottery/LotteryPage.tsx').then((m) => m.LotteryPage));
const ResultsHistoryPage = lazyPage(() =>
  import('../lottery/ResultsHistoryPage.tsx').then((m) => m.ResultsHistoryPage),
);
const IssueResultPage = lazyPage(() =>
  import('../lottery/IssueResultPage.tsx').then((m) => m.IssueResultPage),
);
const PointMallPage = lazyPage(() => import('../points/PointMallPage.tsx').then((m) => m.PointMallPage));
const PromotionsPage = lazyPage(() =>
  import('../promotions/PromotionsPage.tsx').then((m) => m.PromotionsPage),
);
const PrizeWheelPage = lazyPage(() =>
  import('../prize-wheel/PrizeWheelPage.tsx').then((m) => m.PrizeWheelPage),
);
const VipPage = lazyPage(() => import('../vip/VipPage.tsx').then((m) => m.VipPage));
const AccountListPage = lazyPage(() => import('../games/AccountLists.tsx').then((m) => m.AccountListPage));
const SeamlessPage = lazyPage(() => import('../games/SeamlessPage.tsx').then((m) => m.SeamlessPage));
const ResetPasswordPage = lazyPage(() =>
  import('../pages/ResetPasswordPage.tsx').then((m) => m.ResetPasswordPage),
);
const SocialLoginPage = lazyPage(() => import('../pages/SocialLoginPage.tsx').then((m) => m.SocialLoginPage));

/** Every page change starts at the top (spec §2); the loader follows data fetching, so it never outlives a page. */
function Root() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <PopupProvider>
      <LauncherProvider>
        <Outlet />
        <OpenPopup />
        <ContractPopupGate />
      </LauncherProvider>
    </PopupProvider>
  );
}

const gameRoutes = (
  Object.entries(GAME_TYPE_ROUTES) as [GameType, (typeof GAME_TYPE_ROUTES)[GameType]][]
).map(([gameType, { path, page }]) => ({
  path: path.slice(1),
  element:
    page === 'list' ? (
      <GameListPage key={gameType} gameType={gameType} />
    ) : (
      <GameCentrePage key={gameType} gameType={gameType} />
    ),
}));

// React Router matches case-insensitively unless told otherwise, so /vnlottery and /vnLottery both work.
const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      {
        element: <AgentShell />,
        children: [
          { path: 'agent', element: <AgentLoginPage /> },
          // Each page of the centre has its own URL (/agentHome/registerCenter); /agentHome opens the overview.
          { path: 'agentHome', element: <AgentCentrePage /> },
          { path: 'agentHome/:page', element: <AgentCentrePage /> },
        ],
      },
      {
        element: <PlayerShell />,
        children: [
          ...['/', 'index', 'index.html', 'home', 'login', 'register'].map((path) => ({
            path,
            element: <HomePage />,
          })),
          { path: 'member', element: <MemberPage /> },
          { path: 'member/:page', element: <MemberPage /> },
          { path: 'help', element: <HelpPage /> },
          { path: 'helpmc', element: <HelpPage /> },
          ...gameRoutes,
          ...(['favorite', 'recent', 'hot'] as const).map((kind) => ({
            path: kind,
            element: <AccountListPage key={kind} kind={kind} />,
          })),
          ...(['lottery', 'seaLottery', 'vnLottery'] as const).map((kind) => ({
            path: kind,
            element: <LotteryPage key={kind} kind={kind} />,
          })),
          { path: 'lottery/results', element: <ResultsHistoryPage /> },
          { path: 'lottery/results/:gameCode/:issueNo', element: <IssueResultPage /> },
          { path: 'promotions', element: <PromotionsPage /> },
          { path: 'vip', element: <VipPage /> },
          { path: 'prizeWheel', element: <PrizeWheelPage /> },
          { path: 'download', element: <DownloadPage /> },
          { path: 'pointMall', element: <PointMallPage /> },
          { path: 'seamless', element: <SeamlessPage /> },
          { path: 'resetPassword', element: <ResetPasswordPage /> },
          { path: 'socialLogin', element: <SocialLoginPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * The site's pages, under a <BrowserRouter>. Declarative routing: the site loads its data with React Query, not
 * route loaders, so the data router's machinery (about a third of React Router) stays out of the first load.
 */
export function SiteRoutes() {
  return useRoutes(routes);
}
