import { useState } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UsernameLoginForm, type LoginHandlers, type SecondStep } from '../accounts/LoginForms.tsx';
import { SecondVerification } from '../accounts/SecondVerification.tsx';
import { useCompleteLogin } from '../accounts/useCompleteLogin.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';

/** `/agent`: the agents' own sign-in; an agent already signed in goes straight to its centre. */
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
