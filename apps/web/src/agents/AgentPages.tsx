import { useState } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isFlagOn, WHITELABEL_FLAGS } from '@croupier/contracts/constants';
import { UsernameLoginForm, type LoginHandlers, type SecondStep } from '../accounts/LoginForms.tsx';
import { SecondVerification } from '../accounts/SecondVerification.tsx';
import { useCompleteLogin } from '../accounts/useCompleteLogin.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { useSite } from '../site/queries.ts';
import { ComingSoon, PageHeader } from '../ui/ComingSoon.tsx';

export function AgentLoginPage() {
  const { t } = useTranslation();
  const session = useSession();
  const completeLogin = useCompleteLogin();
  const [second, setSecond] = useState<SecondStep | null>(null);
  // A signed-in agent has no use for the agent login; take them to their centre.
  if (session.kind === 'agent') return <Navigate to="/agentHome" replace />;
  const onSuccess: LoginHandlers['onSuccess'] = (answer, type) =>
    completeLogin(answer, { type, close: () => setSecond(null), to: '/agentHome' });
  return (
    <div className="agent-narrow">
      <PageHeader title={t('agent.loginTitle')} subtitle={t('agent.loginSubtitle')} />
      <section className="agent-login" aria-label={t('agent.loginTitle')}>
        {second ? (
          <SecondVerification
            step={second}
            type="username"
            onSuccess={onSuccess}
            onBack={() => setSecond(null)}
          />
        ) : (
          <UsernameLoginForm portal="agent" onSuccess={onSuccess} onSecondStep={(step) => setSecond(step)} />
        )}
      </section>
    </div>
  );
}

export function AgentCentrePage() {
  const { t } = useTranslation();
  const site = useSite();
  const flag = (id: string) => isFlagOn(site.whitelabel, id);
  const pages = [
    'agentAnnouncement',
    'agentTeamOverview',
    'registerCenter',
    'downlineManagmentView',
    'personalHistoryCopy',
    'palStatementsAgentCopy',
    'agentRevenueReport',
    'agentDownlineTransactionDetailsCopy',
  ];
  if (flag(WHITELABEL_FLAGS.dividend)) pages.push('agentDividendRecordCopy2');
  if (flag(WHITELABEL_FLAGS.dailySalary)) pages.push('agentDailyWages2');
  if (flag(WHITELABEL_FLAGS.hourlySalary)) pages.push('agentHourSalary');
  if (flag(WHITELABEL_FLAGS.realtimeSalary)) pages.push('agentRealtimeSalary');
  return (
    <>
      <PageHeader title={t('agent.centreTitle')} />
      <ComingSoon
        icon="users"
        title={t('agent.centreSoonTitle')}
        body={t('agent.centreSoonBody')}
        items={pages.map((p) => t(`agent.pages.${p}`))}
      />
    </>
  );
}
