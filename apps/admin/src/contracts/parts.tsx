import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractItem, ContractStatus, ContractTerms } from '@croupier/contracts';
import { moneyIn } from '../bets/rules.ts';
import { ReasonDialog } from '../agents/ReasonDialog.tsx';
import { useToast } from '../ui/Toast.tsx';
import { useTerminateContract } from './api.ts';
import { termsSummary } from './rules.ts';

const TONE: Record<ContractStatus, string> = {
  offered: 'badge-info',
  signed: 'badge-positive',
  termination_requested: 'badge-info',
  rejected: 'badge-quiet',
  terminated: 'badge-quiet',
};

/** The contract's state as a worded badge, so it never relies on colour alone. */
export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  const { t } = useTranslation();
  return <span className={`badge ${TONE[status]}`}>{t(`contracts.statuses.${status}`)}</span>;
}

/** The terms on one line in the brand's money format: tiers with their thresholds, or real-time rates. */
export function useTermsText(currency: string) {
  const { t } = useTranslation();
  return (terms: ContractTerms) =>
    termsSummary(
      terms,
      {
        tier: (values) => t('contracts.terms.tierLine', values),
        realtime: (values) => t('contracts.terms.realtimeLine', values),
        period: (period) => t(`contracts.periods.${period}`),
      },
      (amount) => moneyIn(amount, currency),
    );
}

/** How long terms are in force: until their last day (the brand's), or until ended. */
export function useTermText() {
  const { t } = useTranslation();
  return (endsOn: string | null) =>
    endsOn ? t('contracts.term.until', { day: endsOn }) : t('contracts.term.open');
}

/** The terms in force as a small table: each tier's thresholds and rate, or a real-time salary's rates. */
export function TermsTable(props: { terms: ContractTerms; currency: string; caption: string }) {
  const { t } = useTranslation();
  const { terms, currency } = props;
  if (terms.profitRate !== undefined)
    return (
      <dl className="contract-rates">
        <div>
          <dt>{t('contracts.terms.profitRate')}</dt>
          <dd className="num">{terms.profitRate}%</dd>
        </div>
        <div>
          <dt>{t('contracts.terms.lossRate')}</dt>
          <dd className="num">{terms.lossRate}%</dd>
        </div>
        <div>
          <dt>{t('contracts.terms.minBet')}</dt>
          <dd className="num">{moneyIn(terms.minBet ?? '0', currency)}</dd>
        </div>
      </dl>
    );
  return (
    <table className="table agents-table contract-tiers">
      <caption>
        {props.caption}
        {terms.period ? ` · ${t(`contracts.periods.${terms.period}`)}` : ''}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('contracts.terms.tier')}</th>
          <th scope="col" className="money-cell">
            {t('contracts.terms.minAmount')}
          </th>
          <th scope="col" className="money-cell">
            {t('contracts.terms.minActive')}
          </th>
          <th scope="col" className="money-cell">
            {t('contracts.terms.rate')}
          </th>
        </tr>
      </thead>
      <tbody>
        {(terms.tiers ?? []).map((tier, index) => (
          <tr key={index}>
            <th scope="row">{index + 1}</th>
            <td className="money-cell num">{moneyIn(tier.minAmount, currency)}</td>
            <td className="money-cell num">{tier.minActive.toLocaleString('en-US')}</td>
            <td className="money-cell num">{tier.rate}%</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The other party of a contract as seen from one side: a top agent's upline is the platform. */
export function counterpartOf(contract: ContractItem, side: 'held' | 'granted') {
  return side === 'held' ? contract.upline : contract.downline;
}

/**
 * Ends a contract now, with the reason the audit log keeps; the server ends the contracts granted below it too
 * and the toast says how many ended.
 */
export function TerminateAction({ contract }: { contract: ContractItem }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const terminate = useTerminateContract();
  const names = { kind: t(`contracts.kinds.${contract.kind}`), username: contract.downline.username };
  return (
    <>
      <button
        type="button"
        className="btn btn-danger btn-small"
        aria-label={t('contracts.terminate.label', names)}
        onClick={() => setOpen(true)}
      >
        {t('contracts.terminate.open')}
      </button>
      {open ? (
        <ReasonDialog
          title={t('contracts.terminate.title', names)}
          body={<p>{t('contracts.terminate.body', names)}</p>}
          confirmLabel={t('contracts.terminate.confirm')}
          pendingLabel={t('contracts.terminate.pending')}
          pending={terminate.isPending}
          onClose={() => setOpen(false)}
          send={(reason, done, fail) =>
            terminate.mutate(
              { id: contract.id, reason },
              {
                onSuccess: (answer) => {
                  done();
                  toast(t('contracts.terminate.done', { ...names, count: answer.ended.length - 1 }));
                },
                onError: fail,
              },
            )
          }
        />
      ) : null}
    </>
  );
}
