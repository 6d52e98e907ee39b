import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AgentContract } from '@croupier/contracts';
import { useMe } from '../api/queries.ts';
import { Amount } from '../agents/parts.tsx';
import { moneyIn } from '../bets/rules.ts';
import { LoadError } from '../ui/LoadError.tsx';
import { useBrandTime } from '../ui/time.tsx';
import { useAgentContracts } from './api.ts';
import {
  ContractStatusBadge,
  counterpartOf,
  TermsTable,
  TerminateAction,
  useTermsText,
  useTermText,
} from './parts.tsx';
import { canEndContracts, canSeeContracts, isLive } from './rules.ts';
import './contracts.css';

type Side = 'held' | 'granted';

function Versions({ contract, currency }: { contract: AgentContract; currency: string }) {
  const { t } = useTranslation();
  const { time, offset } = useBrandTime();
  const termsText = useTermsText(currency);
  const when = (value: string | null) => (value ? time(value) : '—');
  return (
    <details className="contract-more">
      <summary>{t('contracts.versions.summary', { count: contract.versions.length })}</summary>
      <div className="table-wrap">
        <table className="table agents-table">
          <caption className="visually-hidden">{t('contracts.versions.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('contracts.versions.version')}</th>
              <th scope="col">{t('contracts.versions.status')}</th>
              <th scope="col">{t('contracts.versions.terms')}</th>
              <th scope="col">{t('contracts.versions.offeredAt', { zone: offset })}</th>
              <th scope="col">{t('contracts.versions.validFrom', { zone: offset })}</th>
              <th scope="col">{t('contracts.versions.validTo', { zone: offset })}</th>
            </tr>
          </thead>
          <tbody>
            {contract.versions.map((version) => (
              <tr key={version.version}>
                <th scope="row" className="num">
                  v{version.version}
                </th>
                <td>{t(`contracts.versionStatuses.${version.status}`)}</td>
                <td>{termsText(version.terms)}</td>
                <td className="mono nowrap">{when(version.offeredAt)}</td>
                <td className="mono nowrap">{when(version.validFrom)}</td>
                <td className="mono nowrap">
                  {version.validFrom && !version.validTo
                    ? t('contracts.versions.inForce')
                    : when(version.validTo)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

function Statements({ contract, currency }: { contract: AgentContract; currency: string }) {
  const { t } = useTranslation();
  const money = (value: string) => <Amount value={value} currency={currency} />;
  const username = contract.downline.username;
  if (contract.statements.length === 0)
    return <p className="muted">{t('contracts.statements.empty', { username })}</p>;
  return (
    <div className="table-wrap">
      <table className="table agents-table">
        <caption>{t('contracts.statements.caption', { username })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('contracts.statements.period')}</th>
            <th scope="col" className="money-cell">
              {t(`contracts.statements.base.${contract.kind === 'dividend' ? 'loss' : 'validBet'}`)}
            </th>
            <th scope="col" className="money-cell">
              {t('contracts.statements.activeMembers')}
            </th>
            <th scope="col" className="money-cell">
              {t('contracts.statements.rate')}
            </th>
            {(['gross', 'paidToDownlines', 'net'] as const).map((key) => (
              <th key={key} scope="col" className="money-cell">
                {t(`contracts.statements.${key}`)}
              </th>
            ))}
            <th scope="col" className="money-cell">
              {t('contracts.statements.version')}
            </th>
          </tr>
        </thead>
        <tbody>
          {contract.statements.map((row) => (
            <tr key={row.period}>
              <th scope="row" className="mono nowrap">
                {row.period}
              </th>
              <td className="money-cell">{money(row.base)}</td>
              <td className="money-cell num">{row.activeMembers.toLocaleString('en-US')}</td>
              <td className="money-cell num">{row.rate}%</td>
              <td className="money-cell">{money(row.gross)}</td>
              <td className="money-cell">{money(row.paidToDownlines)}</td>
              <td className={`money-cell${row.net.startsWith('-') ? ' amount-negative' : ''}`}>
                {money(row.net)}
              </td>
              <td className="money-cell num">v{row.version}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ContractCard(props: { contract: AgentContract; side: Side; currency: string; mayEnd: boolean }) {
  const { t } = useTranslation();
  const { time, offset } = useBrandTime();
  const termText = useTermText();
  const { contract, currency } = props;
  const party = counterpartOf(contract, props.side);
  const headingId = `contract-${contract.id}`;
  const kind = t(`contracts.kinds.${contract.kind}`);
  return (
    <article className="contract-card" aria-labelledby={headingId}>
      <header className="contract-head">
        <h4 id={headingId}>
          {t('contracts.cardTitle', { kind })}{' '}
          {party ? (
            <Link to={`/agents/${encodeURIComponent(party.id)}`}>{party.username}</Link>
          ) : (
            t('contracts.platform')
          )}
        </h4>
        <ContractStatusBadge status={contract.status} />
        {props.mayEnd && isLive(contract.status) ? <TerminateAction contract={contract} /> : null}
      </header>
      <dl className="contract-dates">
        <div>
          <dt>{t('contracts.offeredAt', { zone: offset })}</dt>
          <dd className="mono">{time(contract.offeredAt)}</dd>
        </div>
        <div>
          <dt>{t('contracts.signedAt', { zone: offset })}</dt>
          <dd className="mono">{contract.signedAt ? time(contract.signedAt) : '—'}</dd>
        </div>
        <div>
          <dt>{t('contracts.endedAt', { zone: offset })}</dt>
          <dd>
            <span className="mono">{contract.endedAt ? time(contract.endedAt) : '—'}</span>
            {contract.endReason ? (
              <span className="muted">
                {' · '}
                {t(`contracts.endReasons.${contract.endReason}`, { defaultValue: contract.endReason })}
              </span>
            ) : null}
          </dd>
        </div>
        {isLive(contract.status) ? (
          <div>
            <dt>{t('contracts.term.label')}</dt>
            <dd>{termText(contract.endsOn)}</dd>
          </div>
        ) : null}
        {contract.pendingTerms ? (
          <div>
            <dt>{t('contracts.term.pending')}</dt>
            <dd>{termText(contract.pendingEndsOn)}</dd>
          </div>
        ) : null}
        {contract.terminationRequestedBy ? (
          <div>
            <dt>{t('contracts.endAskedBy')}</dt>
            <dd>
              {t(`contracts.parties.${contract.terminationRequestedBy}`, {
                defaultValue: contract.terminationRequestedBy,
              })}
            </dd>
          </div>
        ) : null}
      </dl>
      <TermsTable terms={contract.terms} currency={currency} caption={t('contracts.terms.current')} />
      {contract.pendingTerms ? (
        <TermsTable
          terms={contract.pendingTerms}
          currency={currency}
          caption={t('contracts.terms.pending')}
        />
      ) : null}
      <Versions contract={contract} currency={currency} />
      <Statements contract={contract} currency={currency} />
    </article>
  );
}

function ContractGroup(props: { side: Side; contracts: AgentContract[]; currency: string; mayEnd: boolean }) {
  const { t } = useTranslation();
  const headingId = `agent-contracts-${props.side}`;
  return (
    <section className="contract-group" aria-labelledby={headingId}>
      <h3 id={headingId}>{t(`contracts.panel.${props.side}`)}</h3>
      {props.contracts.length === 0 ? (
        <p className="muted">{t(`contracts.panel.${props.side}Empty`)}</p>
      ) : null}
      {props.contracts.map((contract) => (
        <ContractCard
          key={contract.id}
          contract={contract}
          side={props.side}
          currency={props.currency}
          mayEnd={props.mayEnd}
        />
      ))}
    </section>
  );
}

/**
 * The agent's contracts on its page: those it holds from its upline (or the platform) and those it granted its
 * downlines, each with its terms, versions and latest settled periods; owners and admins end one from here.
 * Shown only to the roles that read what agents are paid.
 */
export function ContractsPanel({ agentId }: { agentId: string }) {
  const { t } = useTranslation();
  const me = useMe();
  const role = me.data?.role;
  const contracts = useAgentContracts(agentId, canSeeContracts(role));
  if (!canSeeContracts(role)) return null;
  const data = contracts.data;
  return (
    <section className="card" aria-labelledby="agent-contracts" aria-busy={contracts.isFetching}>
      <h2 id="agent-contracts">{t('contracts.panel.heading')}</h2>
      {contracts.isPending ? <p className="muted">{t('app.loading')}</p> : null}
      {contracts.isError ? (
        <LoadError error={contracts.error} retry={() => void contracts.refetch()} />
      ) : null}
      {data ? (
        <>
          {Number(data.debt) > 0 ? (
            <p role="status">{t('contracts.panel.debt', { amount: moneyIn(data.debt, data.currency) })}</p>
          ) : null}
          <ContractGroup
            side="held"
            contracts={data.held}
            currency={data.currency}
            mayEnd={canEndContracts(role)}
          />
          <ContractGroup
            side="granted"
            contracts={data.granted}
            currency={data.currency}
            mayEnd={canEndContracts(role)}
          />
        </>
      ) : null}
    </section>
  );
}
