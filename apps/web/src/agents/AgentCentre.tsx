import type { ComponentType } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DepositPage } from '../deposits/DepositPage.tsx';
import { useSite } from '../site/queries.ts';
import { PageHeader } from '../ui/PageHeader.tsx';
import { useActiveInView } from '../ui/useActiveInView.ts';
import { WALLET_PAGES } from '../wallet/index.ts';
import { WithdrawPage } from '../withdrawals/WithdrawPage.tsx';
import { useAgentProfile } from './api.ts';
import { AnnouncementsPage, CustomerServicePage } from './NoticePages.tsx';
import { DownlinesPage } from './DownlinesPage.tsx';
import { agentMenu, agentPageOf, type AgentPageId } from './menu.ts';
import { OverviewPage } from './OverviewPage.tsx';
import { RegisterCenterPage } from './RegisterCenterPage.tsx';
import { IncomePage, TeamProfitPage } from './ProfitPages.tsx';
import { TeamBetsPage, TeamTransactionsPage } from './RecordPages.tsx';
import { ContractPage } from './ContractPage.tsx';
import { EnvelopesPage } from './EnvelopesPage.tsx';
import '../pages/pages.css';
import '../accounts/forms.css';
import '../wallet/wallet.css';
import '../bets/records.css';
import './agent-centre.css';

const PAGE_BODIES: Record<AgentPageId, ComponentType> = {
  agentAnnouncement: AnnouncementsPage,
  agentTeamOverview: OverviewPage,
  registerCenter: RegisterCenterPage,
  agentRedEnvelopes: EnvelopesPage,
  downlineManagmentView: DownlinesPage,
  personalHistoryCopy: TeamBetsPage,
  palStatementsAgentCopy: TeamProfitPage,
  agentRevenueReport: IncomePage,
  agentDownlineTransactionDetailsCopy: TeamTransactionsPage,
  agentDividendRecordCopy2: () => <ContractPage kind="dividend" />,
  agentDailyWages2: () => <ContractPage kind="daily" />,
  agentHourSalary: () => <ContractPage kind="hourly" />,
  agentRealtimeSalary: () => <ContractPage kind="realtime" />,
  deposit: DepositPage,
  withdraw: WithdrawPage,
  accountDetails: WALLET_PAGES.transactionHistory,
  customerService: CustomerServicePage,
};

/** Who is signed in, under the title: the agent's name, its upline and its team. */
function useWho(): string | undefined {
  const { t } = useTranslation();
  const profile = useAgentProfile().data;
  if (!profile) return undefined;
  const who = t('agentCentre.who', {
    username: profile.username,
    team: profile.teamSize,
    direct: profile.directCount,
  });
  return profile.upline ? `${who} · ${t('agentCentre.upline', { username: profile.upline.username })}` : who;
}

/** `/agentHome/<page>`: the agent centre, a work tool (UI.md): the menu beside (or above, on phones) the page. */
export function AgentCentrePage() {
  const { t } = useTranslation();
  const { page } = useParams();
  const menu = agentMenu(useSite().whitelabel);
  const current = agentPageOf(page, menu);
  const menuRef = useActiveInView<HTMLUListElement>(current);
  const who = useWho();

  // A page off the menu (a contract page whose flag is off, an old link): the overview.
  if (!current) return <Navigate to="/agentHome" replace />;
  const Body = PAGE_BODIES[current];
  return (
    <>
      <PageHeader title={t('agentCentre.title')} subtitle={who} />
      <div className="member-layout agent-layout">
        <nav className="member-menu agent-menu" aria-label={t('agentCentre.menu')}>
          <ul ref={menuRef}>
            {menu.map((id) => (
              <li key={id} className={id === 'deposit' ? 'agent-menu-split' : undefined}>
                <Link to={`/agentHome/${id}`} aria-current={id === current ? 'page' : undefined}>
                  {t(`agentCentre.pages.${id}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="member-body">
          <Body key={current} />
        </div>
      </div>
    </>
  );
}
