import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AgentSettlement, ContractItem, ContractKindName } from '@croupier/contracts';
import { dayIn, formatDateTime } from '@croupier/format';
import { formatAmount } from '@croupier/money';
import { errorKey } from '../api/http.ts';
import { useSite } from '../site/queries.ts';
import { ConfirmDialog } from '../ui/Modal.tsx';
import { OfferAnswer, offeredTerms, StatusBadge, TermsView } from './ContractParts.tsx';
import { useContractActions, useContracts, useSettlements } from './contractsApi.ts';
import { DividendBills } from './DividendBills.tsx';
import { CONTRACT_PAGES } from './menu.ts';
import { OfferForm } from './OfferForm.tsx';
import { TermLine } from './TermField.tsx';
import {
  AgentPeriodFilter,
  Empty,
  PeriodLine,
  QueryStatus,
  ReportHead,
  ReportTable,
  useAgentParams,
} from './parts.tsx';
import { queryOf } from './period.ts';

/** Statements look back: the last week or month, or chosen days. */
const STATEMENT_PRESETS = ['7d', '30d'] as const;
const LIVE = ['offered', 'signed', 'termination_requested'] as const;

const isLive = (contract: ContractItem) => (LIVE as readonly string[]).includes(contract.status);

/**
 * Ending a contract by agreement: a party asks, the other confirms with the same call; an upline withdraws an
 * offer not signed yet. A top agent's contract with the platform is ended in the console.
 */
function Termination({ contract, side }: { contract: ContractItem; side: 'upline' | 'downline' }) {
  const { t } = useTranslation();
  const actions = useContractActions();
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const terminate = async () => {
    setAsking(false);
    setFailed(null);
    await actions.terminate(contract.id).catch((error: unknown) => setFailed(t(errorKey(error))));
  };
  const requested = contract.status === 'termination_requested';
  const byOther = requested && contract.terminationRequestedBy !== side;
  let label: string | null = null;
  if (contract.status === 'offered' && side === 'upline') label = t('contracts.actions.withdraw');
  if (contract.status === 'signed') label = t('contracts.actions.terminate');
  if (byOther && contract.upline !== null) label = t('contracts.actions.confirmEnd');
  return (
    <>
      {requested && (
        <p className="wallet-muted">{t(byOther ? 'contracts.endAsked' : 'contracts.waitingOther')}</p>
      )}
      {label && (
        <button type="button" className="btn agent-row-btn" onClick={() => setAsking(true)}>
          {label}
        </button>
      )}
      {failed && (
        <p className="form-error" role="alert">
          {failed}
        </p>
      )}
      {asking && (
        <ConfirmDialog
          title={t('contracts.confirmTerminate.title')}
          message={t('contracts.confirmTerminate.message')}
          confirmLabel={label ?? ''}
          onConfirm={() => void terminate()}
          onCancel={() => setAsking(false)}
        />
      )}
    </>
  );
}

/** A contract as a card: its parties and state, its terms, new terms waiting, and what its side can do. */
function ContractCard(props: { contract: ContractItem; side: 'upline' | 'downline'; heading: string }) {
  const { t } = useTranslation();
  const site = useSite();
  const { contract } = props;
  const waiting = offeredTerms(contract);
  return (
    <article className="wallet-panel contract-card" aria-label={props.heading}>
      <div className="wallet-panel-head">
        <h4>{props.heading}</h4>
        <StatusBadge contract={contract} />
      </div>
      {contract.signedAt && (
        <p className="wallet-muted">
          {t('contracts.signedAt', { when: formatDateTime(contract.signedAt, site.brand.timezone) })}
        </p>
      )}
      <TermsView terms={contract.terms} caption={t('contracts.terms.caption')} />
      {isLive(contract) && <TermLine endsOn={contract.endsOn} />}
      {contract.pendingTerms && (
        <>
          <h5 className="contract-new-terms">{t('contracts.newTerms')}</h5>
          <TermsView terms={contract.pendingTerms} caption={t('contracts.newTerms')} />
          <TermLine endsOn={contract.pendingEndsOn} />
        </>
      )}
      {props.side === 'downline' && waiting && contract.status !== 'termination_requested' && (
        <OfferAnswer contract={contract} />
      )}
      <Termination contract={contract} side={props.side} />
    </article>
  );
}

function MyContract({ kind }: { kind: ContractKindName }) {
  const { t } = useTranslation();
  const mine = useContracts('mine', kind);
  const live = mine.data?.items.find(isLive);
  return (
    <section className="agent-stack" aria-labelledby={`contract-mine-${kind}`}>
      <h3 id={`contract-mine-${kind}`}>{t('contracts.mine')}</h3>
      <QueryStatus query={mine} failed={t('agentCentre.loadFailed')} />
      {mine.data && !live && <Empty>{t('contracts.noContract')}</Empty>}
      {live && (
        <ContractCard
          contract={live}
          side="downline"
          heading={t('contracts.offeredBy', { who: live.upline?.username ?? t('contracts.platform') })}
        />
      )}
    </section>
  );
}

function NextTier({ item }: { item: AgentSettlement }) {
  const { t } = useTranslation();
  const currency = useSite().brand.currency;
  if (item.status !== 'provisional' || item.kind === 'realtime') return null;
  return (
    <p className="contract-next-tier" role="status">
      {item.nextTier
        ? t(
            item.kind === 'dividend'
              ? 'contracts.statements.nextTierDividend'
              : 'contracts.statements.nextTier',
            {
              rate: item.nextTier.rate,
              amount: formatAmount(item.nextTier.amountToGo, currency),
              active: item.nextTier.activeToGo,
            },
          )
        : t('contracts.statements.topTier')}
    </p>
  );
}

/**
 * The members and the bets behind a statement: the team's profit by member and the team's bets over the
 * brand-local days of its period.
 */
function DrillDown({ item }: { item: AgentSettlement }) {
  const { t } = useTranslation();
  const zone = useSite().brand.timezone;
  const days = queryOf({
    range: 'custom',
    from: dayIn(new Date(item.startsAt), zone),
    to: dayIn(new Date(new Date(item.endsAt).getTime() - 1), zone),
  });
  const period = item.period.replace('T', ' ');
  return (
    <span className="contract-drill">
      <Link to={`/agentHome/palStatementsAgentCopy?${days}`}>
        {t('contracts.statements.members')}
        <span className="visually-hidden"> {t('contracts.statements.ofPeriod', { period })}</span>
      </Link>
      <Link to={`/agentHome/personalHistoryCopy?${days}`}>
        {t('contracts.statements.bets')}
        <span className="visually-hidden"> {t('contracts.statements.ofPeriod', { period })}</span>
      </Link>
    </span>
  );
}

function Statements({ kind }: { kind: ContractKindName }) {
  const { t } = useTranslation();
  const currency = useSite().brand.currency;
  const { period, setPeriod } = useAgentParams('7d', STATEMENT_PRESETS);
  const statements = useSettlements(queryOf({ kind, from: period.from, to: period.to }));
  const items = statements.data?.items;
  const provisional = items?.find((item) => item.status === 'provisional');
  const money = (value: string) => formatAmount(value, currency);
  return (
    <section className="agent-stack" aria-labelledby={`contract-statements-${kind}`}>
      <h3 id={`contract-statements-${kind}`}>{t('contracts.statements.title')}</h3>
      <div className="wallet-panel record-filters">
        <AgentPeriodFilter
          period={period}
          name={`statements-${kind}-range`}
          presets={STATEMENT_PRESETS}
          onChange={setPeriod}
        />
      </div>
      <PeriodLine period={period} />
      <QueryStatus query={statements} failed={t('agentCentre.loadFailed')} />
      {statements.data && Number(statements.data.debt) > 0 && (
        <p className="wallet-muted" role="status">
          {t('contracts.statements.debt', { amount: money(statements.data.debt) })}
        </p>
      )}
      {items && items.length === 0 && <Empty>{t('contracts.statements.empty')}</Empty>}
      {provisional && <NextTier item={provisional} />}
      {items && items.length > 0 && (
        <ReportTable caption={t(`contracts.statements.caption.${kind}`)} busy={statements.isFetching}>
          <thead>
            <tr>
              <th scope="col">{t('contracts.statements.period')}</th>
              <th scope="col" className="num">
                {t(`contracts.statements.base.${kind}`)}
              </th>
              <th scope="col" className="num">
                {t('contracts.statements.activeMembers')}
              </th>
              {(['rate', 'gross', 'paidToDownlines', 'net'] as const).map((key) => (
                <th key={key} scope="col" className="num">
                  {t(`contracts.statements.${key}`)}
                </th>
              ))}
              <th scope="col">{t('contracts.statements.details')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={`${item.period}-${item.status}`} className={`contract-row-${item.status}`}>
                <th scope="row" className="tabular">
                  {item.period.replace('T', ' ')}{' '}
                  <span className="bet-status">
                    {t(`contracts.statements.${item.status === 'provisional' ? 'soFar' : 'settled'}`)}
                  </span>
                </th>
                <td className="num money">{money(item.base)}</td>
                <td className="num tabular">{item.activeMembers}</td>
                <td className="num tabular">{item.rate}%</td>
                <td className="num money">{money(item.gross)}</td>
                <td className="num money">{money(item.paidToDownlines)}</td>
                <td className={`num money${item.net.startsWith('-') ? ' wallet-amount-out' : ''}`}>
                  {money(item.net)}
                </td>
                <td>
                  <DrillDown item={item} />
                </td>
              </tr>
            ))}
          </tbody>
        </ReportTable>
      )}
      {items?.some((item) => item.net.startsWith('-')) && (
        <p className="wallet-muted">{t('contracts.statements.negativeNet')}</p>
      )}
    </section>
  );
}

function DownlineContracts({ kind }: { kind: ContractKindName }) {
  const { t } = useTranslation();
  const granted = useContracts('downlines', kind);
  const own = useContracts('mine', kind).data?.items.find(
    (contract) => contract.status === 'signed' || contract.status === 'termination_requested',
  );
  const live = granted.data?.items.filter(isLive) ?? [];
  return (
    <section className="agent-stack" aria-labelledby={`contract-downlines-${kind}`}>
      <h3 id={`contract-downlines-${kind}`}>{t('contracts.downlines.title')}</h3>
      <QueryStatus query={granted} failed={t('agentCentre.loadFailed')} />
      {granted.data && live.length === 0 && <Empty>{t('contracts.downlines.empty')}</Empty>}
      {live.map((contract) => (
        <ContractCard
          key={contract.id}
          contract={contract}
          side="upline"
          heading={contract.downline.username}
        />
      ))}
      <div className="wallet-panel">
        {own ? (
          <OfferForm key={own.id} kind={kind} own={own.terms} />
        ) : (
          <p className="wallet-muted">{t('contracts.downlines.needOwn')}</p>
        )}
      </div>
    </section>
  );
}

/** A contract page (`agentDividendRecordCopy2`, `agentDailyWages2`, `agentHourSalary`, `agentRealtimeSalary`): contract, statements, team; dividends add their bills. */
export function ContractPage({ kind }: { kind: ContractKindName }) {
  const { t } = useTranslation();
  const page = CONTRACT_PAGES.find((candidate) => candidate.kind === kind)!;
  return (
    <div className="wallet-page">
      <ReportHead title={t(`agentCentre.pages.${page.id}`)} lead={t(`contracts.lead.${kind}`)} />
      <MyContract kind={kind} />
      <Statements kind={kind} />
      {kind === 'dividend' && <DividendBills />}
      <DownlineContracts kind={kind} />
    </div>
  );
}
