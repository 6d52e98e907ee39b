import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AgentDetail } from '@croupier/contracts';
import { useMe } from '../api/queries.ts';
import { ContractsPanel } from '../contracts/ContractsPanel.tsx';
import { canManage } from '../operators/roles.ts';
import { CopyButton } from '../players/CopyButton.tsx';
import { DetailPage } from '../ui/DetailPage.tsx';
import { useBrandTime } from '../ui/time.tsx';
import { ControlAction, MoveUplineAction } from './AgentActions.tsx';
import { useAgent } from './api.ts';
import { DownlinesPanel } from './DownlinesPanel.tsx';
import { detailViewToParams, parseDetailView, type DetailView } from './filters.ts';
import { OverviewPanel } from './OverviewPanel.tsx';
import { AgentBadges, AgentTypeLabel } from './parts.tsx';
import { PeriodPicker } from './PeriodPicker.tsx';
import { TeamProfitPanel } from './TeamProfitPanel.tsx';
import '../players/players.css';
import '../vendors/games.css';
import './agents.css';

function Item({ label, children, mono = false }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <div className="profile-item">
      <dt>{label}</dt>
      <dd className={mono ? 'mono' : undefined}>{children}</dd>
    </div>
  );
}

/** The player site's sign-up through the agent's code; the platform serves the site on the console's origin. */
export function affiliateLink(code: string, origin: string): string {
  return `${origin}/register?affiliateCode=${encodeURIComponent(code)}`;
}

function AgentCard({ agent }: { agent: AgentDetail }) {
  const { t } = useTranslation();
  const { time, offset } = useBrandTime();
  const link = affiliateLink(agent.affiliateCode, window.location.origin);
  // The chain above the agent, top first; the agent's own entry (if the server includes it) is left out.
  const chain = agent.path.filter((step) => step.id !== agent.id);
  return (
    <section className="card agent-card" aria-labelledby="agent-card">
      <h2 id="agent-card">{t('agents.detail.card')}</h2>
      <dl className="profile-grid">
        <Item label={t('players.id')} mono>
          {agent.id}
        </Item>
        <Item label={t('agents.type')}>
          <AgentTypeLabel type={agent.type} />
        </Item>
        <Item label={t('agents.level')}>{agent.level}</Item>
        <Item label={t('agents.teamSize')}>{agent.teamSize.toLocaleString('en-US')}</Item>
        <Item label={t('agents.directCount')}>{agent.directCount.toLocaleString('en-US')}</Item>
        <Item label={t('players.registered', { zone: offset })} mono>
          {time(agent.createdAt)}
        </Item>
        <Item label={t('players.lastLogin', { zone: offset })} mono>
          {agent.lastLoginAt ? time(agent.lastLoginAt) : t('players.never')}
        </Item>
        <Item label={t('agents.detail.chain')}>
          {chain.length === 0 ? (
            <span className="muted">{t('agents.topLevel')}</span>
          ) : (
            <span className="crumbs">
              {chain.map((step, index) => (
                <span key={step.id} className="crumb">
                  <Link to={`/agents/${encodeURIComponent(step.id)}`}>{step.username}</Link>
                  {index < chain.length - 1 ? (
                    <span aria-hidden="true" className="crumb-sep">
                      ›
                    </span>
                  ) : null}
                </span>
              ))}
            </span>
          )}
        </Item>
      </dl>
      <div className="affiliate">
        <div className="field">
          <label htmlFor="agent-affiliate-code">{t('agents.detail.affiliateCode')}</label>
          <div className="secret-row">
            <input id="agent-affiliate-code" className="input mono" readOnly value={agent.affiliateCode} />
            <CopyButton value={agent.affiliateCode} label={t('agents.detail.copyCode')} />
          </div>
        </div>
        <div className="field">
          <label htmlFor="agent-affiliate-link">{t('agents.detail.affiliateLink')}</label>
          <div className="secret-row">
            <input id="agent-affiliate-link" className="input mono" readOnly value={link} />
            <CopyButton value={link} label={t('agents.detail.copyLink')} />
          </div>
        </div>
      </div>
    </section>
  );
}

/** One agent: its controls and place in the tree, its team's figures for a period, downlines, team P&L, contracts. */
export function AgentDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { today } = useBrandTime();
  const me = useMe();
  const agent = useAgent(id);
  const [params, setParams] = useSearchParams();
  const view = parseDetailView(params, today());
  const setView = (next: DetailView) => setParams(detailViewToParams(next));
  const canAct = canManage(me.data?.role);

  return (
    <DetailPage back={{ to: '/agents', label: t('agents.detail.back') }} query={agent}>
      {(data) => (
        <>
          <div className="page-header player-header">
            <h1>{t('agents.detail.heading', { username: data.username })}</h1>
            <AgentBadges agent={data} />
          </div>
          <div className="row-actions" role="group" aria-label={t('agents.detail.actions')}>
            <Link className="btn" to={`/players/${encodeURIComponent(data.id)}`}>
              {t('agents.detail.playerPage')}
            </Link>
            {canAct ? (
              <>
                <ControlAction agent={data} control="teamLoginFrozen" />
                <ControlAction agent={data} control="transfersFrozen" />
                <MoveUplineAction
                  member={{ id: data.id, username: data.username, uplineId: data.upline?.id ?? null }}
                />
              </>
            ) : null}
          </div>
          {!canAct && me.data ? (
            <p className="banner">{t('agents.detail.readOnly', { role: t(`roles.${me.data.role}`) })}</p>
          ) : null}
          <AgentCard agent={data} />
          <PeriodPicker
            key={`${view.period.choice}|${view.period.from}|${view.period.to}`}
            id="agent-period"
            period={view.period}
            onChange={(period) => setView({ ...view, period, page: 1 })}
          />
          <OverviewPanel agentId={data.id} period={view.period} />
          <DownlinesPanel agentId={data.id} view={view} setView={setView} />
          <TeamProfitPanel agentId={data.id} period={view.period} />
          <ContractsPanel agentId={data.id} />
        </>
      )}
    </DetailPage>
  );
}
