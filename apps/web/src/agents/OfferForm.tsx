import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractKindName, ContractTerms } from '@croupier/contracts';
import { ApiError, todayIn } from '@croupier/web-kit';
import { Field, FormError } from '../accounts/fields.tsx';
import type { Msg } from '../accounts/validation.ts';
import { errorKey } from '../api/http.ts';
import { useSite } from '../site/queries.ts';
import { useDownlines } from './api.ts';
import { useContractActions } from './contractsApi.ts';
import { queryOf } from './period.ts';
import { termEnd, termFault, type TermChoice } from './term.ts';
import { TermField } from './TermField.tsx';
import {
  draftsOf,
  MAX_TIERS,
  realtimeOffer,
  tieredOffer,
  validateRealtime,
  validateTiers,
  type TierDraft,
} from './tiers.ts';

/** A server field error as the form names it: rates above the offerer's own are the usual one. */
const serverFault = (field: string, code: string): Msg => ({
  key:
    code === 'CONTRACT_RATE_TOO_HIGH'
      ? 'contracts.v.tooHigh'
      : field === 'validUntil'
        ? 'contracts.v.termDay'
        : 'contracts.v.invalid',
});

/** The caller's direct downline agents: only they can be offered a contract. */
function useDirectAgents() {
  return useDownlines(queryOf({ kind: 'agent', pageSize: 999 }));
}

/**
 * Offers a contract of `kind` to a direct downline agent (or new terms on a signed one). It starts from the
 * caller's own terms, the most it may pass on; each mistake is named on its row, the server's too.
 */
export function OfferForm({ kind, own }: { kind: ContractKindName; own: ContractTerms }) {
  const { t } = useTranslation();
  const { brand } = useSite();
  const { currency } = brand;
  const actions = useContractActions();
  const agents = useDirectAgents().data?.items ?? [];
  const [downlineId, setDownlineId] = useState('');
  const [tiers, setTiers] = useState(() => draftsOf(own).tiers);
  const [realtime, setRealtime] = useState(() => draftsOf(own).realtime);
  const [term, setTerm] = useState<TermChoice>('open');
  const [lastDay, setLastDay] = useState('');
  const [errors, setErrors] = useState<Record<string, Msg>>({});
  const [formError, setFormError] = useState<Msg | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const error = (field: string) => errors[field];

  const setTier = (index: number, field: keyof TierDraft, value: string) =>
    setTiers((rows) => rows.map((row, i) => (i === index ? { ...row, [field]: value } : row)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    setFormError(null);
    const faults =
      kind === 'realtime' ? validateRealtime(realtime, currency) : validateTiers(tiers, currency);
    const found: Record<string, Msg> = Object.fromEntries(
      Object.entries(faults).map(([field, fault]) => [field, { key: `contracts.v.${fault}` }]),
    );
    if (!downlineId) found.downlineId = { key: 'contracts.v.downline' };
    const today = todayIn(brand.timezone);
    const validUntil = termEnd(term, lastDay, today);
    const termWrong = termFault(validUntil, today);
    if (termWrong) found.validUntil = { key: `contracts.v.${termWrong}` };
    setErrors(found);
    // The number of tiers belongs to no one row.
    if (found.tiers) setFormError(found.tiers);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await actions.offer({
        ...(kind === 'realtime'
          ? realtimeOffer(downlineId, realtime)
          : tieredOffer(downlineId, kind, tiers, own.period)),
        ...(validUntil === undefined ? {} : { validUntil }),
      });
      setSent(agents.find((agent) => agent.id === downlineId)?.username ?? '');
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.fields : {};
      setErrors(
        Object.fromEntries(Object.entries(fields).map(([field, code]) => [field, serverFault(field, code)])),
      );
      if (Object.keys(fields).length === 0 || fields.tiers || fields.kind)
        setFormError({ key: errorKey(failure) });
    } finally {
      setBusy(false);
    }
  };

  if (agents.length === 0) return <p className="wallet-muted">{t('contracts.offer.noAgents')}</p>;
  return (
    <form className="agent-form contract-offer" noValidate onSubmit={(e) => void submit(e)}>
      <h4>{t('contracts.offer.title')}</h4>
      <div className="field record-type">
        <label htmlFor={`offer-${kind}-downline`}>{t('contracts.offer.downline')}</label>
        <select
          id={`offer-${kind}-downline`}
          value={downlineId}
          onChange={(e) => setDownlineId(e.target.value)}
          aria-invalid={errors.downlineId ? true : undefined}
          aria-describedby={errors.downlineId ? `offer-${kind}-downline-error` : undefined}
        >
          <option value="">{t('contracts.offer.choose')}</option>
          {agents.map((agent) => (
            <option key={agent.id} value={agent.id}>
              {agent.username}
            </option>
          ))}
        </select>
        {errors.downlineId && (
          <p id={`offer-${kind}-downline-error`} className="field-error">
            {t(errors.downlineId.key)}
          </p>
        )}
      </div>
      <p className="wallet-muted">{t('contracts.offer.hint')}</p>
      {own.period && (
        <p className="wallet-muted">
          {t('contracts.offer.period', { period: t(`contracts.periods.${own.period}`) })}
        </p>
      )}
      {kind === 'realtime' ? (
        <div className="contract-tier-row">
          {(['profitRate', 'lossRate', 'minBet'] as const).map((field) => (
            <Field
              key={field}
              name={field}
              label={t(`contracts.terms.${field}`)}
              inputMode="decimal"
              value={realtime[field]}
              onChange={(value) => setRealtime((draft) => ({ ...draft, [field]: value }))}
              error={error(field)}
            />
          ))}
        </div>
      ) : (
        <fieldset className="contract-tiers-edit">
          <legend>{t('contracts.offer.tiersLegend')}</legend>
          {tiers.map((row, index) => (
            <fieldset key={index} className="contract-tier-row">
              <legend>{t('contracts.offer.tierN', { n: index + 1 })}</legend>
              {(['minAmount', 'minActive', 'rate'] as const).map((field) => (
                <Field
                  key={field}
                  name={`tiers.${index}.${field}`}
                  label={t(
                    kind === 'dividend' && field === 'minAmount'
                      ? 'contracts.terms.minLoss'
                      : `contracts.terms.${field}`,
                  )}
                  inputMode={field === 'minActive' ? 'numeric' : 'decimal'}
                  value={row[field]}
                  onChange={(value) => setTier(index, field, value)}
                  error={error(`tiers.${index}.${field}`)}
                />
              ))}
              {tiers.length > 1 && (
                <button
                  type="button"
                  className="btn agent-row-btn"
                  onClick={() => {
                    setTiers((rows) => rows.filter((_, i) => i !== index));
                    // Errors are keyed by row number, which the rows below this one just changed.
                    setErrors({});
                  }}
                >
                  {t('contracts.offer.removeTier', { n: index + 1 })}
                </button>
              )}
            </fieldset>
          ))}
          {tiers.length < MAX_TIERS && (
            <button
              type="button"
              className="btn agent-row-btn"
              onClick={() => setTiers((rows) => [...rows, { minAmount: '', minActive: '', rate: '' }])}
            >
              {t('contracts.offer.addTier')}
            </button>
          )}
        </fieldset>
      )}
      <TermField
        idPrefix={`offer-${kind}`}
        choice={term}
        day={lastDay}
        error={error('validUntil')}
        onChoice={setTerm}
        onDay={setLastDay}
      />
      <FormError error={formError} />
      {sent !== null && (
        <p className="form-notice" role="status">
          {t('contracts.offer.sent', { username: sent })}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
        {t('contracts.offer.submit')}
      </button>
    </form>
  );
}
