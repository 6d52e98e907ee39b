import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractItem, ContractTerms } from '@croupier/contracts';
import { formatAmount } from '@croupier/money';
import { errorKey } from '../api/http.ts';
import { useSite } from '../site/queries.ts';
import { cascadeOf, useContractActions, type EndedByCascade } from './contractsApi.ts';
import { ReportTable } from './parts.tsx';

/** A contract's terms: its tiers (thresholds and rates), or a real-time salary's rates. */
export function TermsView({ terms, caption }: { terms: ContractTerms; caption: string }) {
  const { t } = useTranslation();
  const currency = useSite().brand.currency;
  if (!terms.tiers) {
    return (
      <dl className="contract-rates">
        <div>
          <dt>{t('contracts.terms.profitRate')}</dt>
          <dd className="tabular">{terms.profitRate}%</dd>
        </div>
        <div>
          <dt>{t('contracts.terms.lossRate')}</dt>
          <dd className="tabular">{terms.lossRate}%</dd>
        </div>
        <div>
          <dt>{t('contracts.terms.minBet')}</dt>
          <dd className="money">{formatAmount(terms.minBet ?? '0', currency)}</dd>
        </div>
      </dl>
    );
  }
  return (
    <>
      {terms.period && (
        <p className="wallet-muted">
          {t('contracts.terms.period', { period: t(`contracts.periods.${terms.period}`) })}
        </p>
      )}
      <ReportTable caption={caption}>
        <thead>
          <tr>
            <th scope="col">{t('contracts.terms.tier')}</th>
            <th scope="col" className="num">
              {t(terms.period ? 'contracts.terms.minLoss' : 'contracts.terms.minAmount')}
            </th>
            <th scope="col" className="num">
              {t('contracts.terms.minActive')}
            </th>
            <th scope="col" className="num">
              {t('contracts.terms.rate')}
            </th>
          </tr>
        </thead>
        <tbody>
          {terms.tiers.map((tier, index) => (
            <tr key={index}>
              <th scope="row" className="tabular">
                {index + 1}
              </th>
              <td className="num money">{formatAmount(tier.minAmount, currency)}</td>
              <td className="num tabular">{tier.minActive}</td>
              <td className="num tabular">{tier.rate}%</td>
            </tr>
          ))}
        </tbody>
      </ReportTable>
    </>
  );
}

export function StatusBadge({ contract }: { contract: ContractItem }) {
  const { t } = useTranslation();
  return (
    <span className={`bet-status contract-status-${contract.status}`}>
      {t(`contracts.status.${contract.status}`)}
    </span>
  );
}

/** The terms waiting for the downline's answer: a first offer's, or new terms on a signed contract. */
export function offeredTerms(contract: ContractItem): ContractTerms | null {
  if (contract.status === 'offered') return contract.terms;
  if (contract.status === 'signed') return contract.pendingTerms;
  return null;
}

/** The last day of the terms waiting for the downline's answer (null: until ended). */
export function offeredEnd(contract: ContractItem): string | null {
  return contract.status === 'offered' ? contract.endsOn : contract.pendingEndsOn;
}

/**
 * Sign or reject an offer. Signing terms lower than those the caller granted its downlines would end their
 * contracts: the server names them first, and the caller signs again once it has seen the list.
 */
export function OfferAnswer(props: { contract: ContractItem; onAnswered?: () => void }) {
  const { t } = useTranslation();
  const actions = useContractActions();
  const [busy, setBusy] = useState(false);
  const [cascade, setCascade] = useState<EndedByCascade[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const kind = t(`contracts.kinds.${props.contract.kind}`);
  const run = async (call: () => Promise<unknown>) => {
    setBusy(true);
    setFailed(null);
    try {
      await call();
      setCascade(null);
      props.onAnswered?.();
    } catch (error) {
      const ended = cascadeOf(error);
      if (ended) setCascade(ended);
      else setFailed(t(errorKey(error)));
    } finally {
      setBusy(false);
    }
  };
  const id = props.contract.id;
  if (cascade) {
    return (
      <div className="contract-cascade" role="group" aria-label={t('contracts.cascade.title')}>
        <p className="form-notice">{t('contracts.cascade.message')}</p>
        <ul>
          {cascade.map((ended) => (
            <li key={ended.id}>{ended.downline}</li>
          ))}
        </ul>
        <div className="contract-buttons">
          <button type="button" className="btn" onClick={() => setCascade(null)} disabled={busy}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={() => void run(() => actions.accept(id, true))}
          >
            {t('contracts.cascade.confirm')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <>
      <div className="contract-buttons">
        <button
          type="button"
          className="btn"
          disabled={busy}
          aria-label={t('contracts.actions.rejectNamed', { kind })}
          onClick={() => void run(() => actions.reject(id))}
        >
          {t('contracts.actions.reject')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy}
          aria-label={t('contracts.actions.acceptNamed', { kind })}
          onClick={() => void run(() => actions.accept(id))}
        >
          {t('contracts.actions.accept')}
        </button>
      </div>
      {failed && (
        <p className="form-error" role="alert">
          {failed}
        </p>
      )}
    </>
  );
}
