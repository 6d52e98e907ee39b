import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAttemptKeys, toFormErrors } from '@croupier/web-kit';
import { currencyOf, formatMoney, parseMinor, toDecimalString, type Currency } from '@croupier/money';
import type { Wallet } from '@croupier/contracts';
import { useBrand, useMe } from '../api/queries.ts';
import { errorText } from '../i18n/errors.ts';
import { REASON_MAX, reasonLength } from '../players/validate.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { Field, describedBy } from '../ui/Field.tsx';
import { LoadError } from '../ui/LoadError.tsx';
import { SubmitButton } from '../ui/SubmitButton.tsx';
import { useToast } from '../ui/Toast.tsx';
import {
  adjustmentEffect,
  adjustmentLimits,
  canMoveMoney,
  checkAdjustment,
  type AdjustmentCheck,
} from './adjust.ts';
import { useAdjustBalance, usePlayerWallet } from './api.ts';
import './wallet.css';

const show = (value: string, currency: Currency) => formatMoney(parseMinor(value, currency) ?? 0n, currency);

/** Server answers that belong under a field rather than above the form. */
function serverFieldErrors(code: string | null): AdjustmentCheck['errors'] {
  if (code === 'AMOUNT_OUT_OF_RANGE') return { amount: 'OVER_MAXIMUM' };
  return code === 'INSUFFICIENT_FUNDS' ? { amount: 'DEBIT_TOO_LARGE' } : {};
}

function AdjustForm({ playerId, account, wallet }: { playerId: string; account: string; wallet: Wallet }) {
  const { t } = useTranslation();
  const toast = useToast();
  const keys = useAttemptKeys();
  const adjust = useAdjustBalance(playerId);
  const currency = currencyOf(wallet.currency);
  const brand = useBrand();
  const limits = adjustmentLimits(brand.data, currency);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<AdjustmentCheck['errors']>({});
  const [confirming, setConfirming] = useState<{ amount: bigint; needsApproval: boolean } | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);

  const review = (event: FormEvent) => {
    event.preventDefault();
    const check = checkAdjustment({ amount, reason }, currency, wallet.available, limits);
    setErrors(check.errors);
    // Keyboard and screen-reader users land on the first problem.
    const invalid = check.errors.amount ? 'adjust-amount' : check.errors.reason ? 'adjust-reason' : null;
    if (invalid) document.getElementById(invalid)?.focus();
    if (check.amount !== null && !check.errors.reason) {
      setDialogError(null);
      setConfirming({ amount: check.amount, needsApproval: check.needsApproval });
    }
  };

  const confirm = () => {
    if (confirming === null || adjust.isPending) return;
    const body = { amount: toDecimalString(confirming.amount, currency), reason: reason.trim() };
    adjust.mutate(
      // A retry after a lost answer sends the same amount and reason: the same attempt, applied once.
      { body, idempotencyKey: keys.keyFor(body) },
      {
        onSuccess: (result) => {
          keys.done();
          setConfirming(null);
          setAmount('');
          setReason('');
          toast(
            'requestId' in result
              ? t('adjustments.requestSent', { account, id: result.requestId })
              : t('wallet.adjust.done', { account, balance: show(result.balance, currency) }),
          );
        },
        onError: (error) => {
          const form = toFormErrors(error);
          const fields = { ...serverFieldErrors(form.form), ...form.fields } as AdjustmentCheck['errors'];
          if (Object.keys(fields).length > 0) {
            setConfirming(null);
            setErrors(fields);
          } else setDialogError(errorText(t, form.form ?? 'UNKNOWN'));
        },
      },
    );
  };

  const amountError = errors.amount
    ? t(`wallet.adjust.errors.${errors.amount}`, {
        defaultValue: t('fieldErrors.INVALID'),
        available: show(wallet.available, currency),
        decimals: currency.decimals,
        maximum: limits ? formatMoney(limits.maximum, currency) : '',
      })
    : null;
  const reasonError = errors.reason ? t(`fieldErrors.${errors.reason}`, { max: REASON_MAX }) : null;
  const effect = confirming === null ? null : adjustmentEffect(confirming.amount, wallet.balance, currency);
  const limitsHint = limits
    ? ` ${t('adjustments.limitsHint', {
        threshold: formatMoney(limits.approvalThreshold, currency),
        maximum: formatMoney(limits.maximum, currency),
      })}`
    : '';

  return (
    <>
      <form className="adjust-form" onSubmit={review} noValidate aria-labelledby="adjust-heading">
        <h3 id="adjust-heading">{t('wallet.adjust.heading')}</h3>
        <div className="adjust-fields">
          <Field
            id="adjust-amount"
            label={t('wallet.adjust.amount')}
            hint={t('wallet.adjust.amountHint') + limitsHint}
            error={amountError}
          >
            <input
              id="adjust-amount"
              className="input num"
              autoComplete="off"
              maxLength={20}
              value={amount}
              aria-invalid={Boolean(amountError)}
              aria-describedby={describedBy('adjust-amount', true, amountError)}
              onChange={(e) => {
                setAmount(e.target.value);
                setErrors((prev) => ({ ...prev, amount: undefined }));
              }}
            />
          </Field>
          <Field
            id="adjust-reason"
            label={t('wallet.adjust.reason')}
            hint={t('wallet.adjust.reasonHint')}
            error={reasonError}
          >
            <textarea
              id="adjust-reason"
              className="textarea"
              maxLength={REASON_MAX}
              value={reason}
              aria-invalid={Boolean(reasonError)}
              aria-describedby={`${describedBy('adjust-reason', true, reasonError) ?? ''} adjust-reason-count`.trim()}
              onChange={(e) => {
                setReason(e.target.value);
                setErrors((prev) => ({ ...prev, reason: undefined }));
              }}
            />
          </Field>
          <span id="adjust-reason-count" className="hint counter">
            {t('players.reasonCount', { count: reasonLength(reason), max: REASON_MAX })}
          </span>
        </div>
        <div>
          <button type="submit" className="btn btn-primary">
            {t('wallet.adjust.review')}
          </button>
        </div>
      </form>
      {effect && confirming !== null ? (
        <Dialog
          title={t('wallet.adjust.confirmTitle', { account })}
          busy={adjust.isPending}
          onClose={() => setConfirming(null)}
        >
          <form
            className="dialog-body"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              confirm();
            }}
          >
            <p className="adjust-effect">
              {t(`wallet.adjust.${effect.kind}Effect`, { account, amount: effect.amount })}
            </p>
            <dl className="adjust-summary">
              <div>
                <dt>{t('wallet.adjust.balanceNow')}</dt>
                <dd className="num">{effect.before}</dd>
              </div>
              <div>
                <dt>{t('wallet.adjust.balanceAfter')}</dt>
                <dd className="num">{effect.after}</dd>
              </div>
              <div>
                <dt>{t('wallet.adjust.reason')}</dt>
                <dd>{reason.trim()}</dd>
              </div>
            </dl>
            {confirming.needsApproval ? (
              <p className="banner" role="note">
                {t('adjustments.needsApproval', {
                  threshold: limits ? formatMoney(limits.approvalThreshold, currency) : '',
                })}
              </p>
            ) : null}
            {dialogError ? (
              <p className="banner banner-error" role="alert">
                {dialogError}
              </p>
            ) : null}
            <div className="dialog-actions">
              <button
                type="button"
                className="btn"
                disabled={adjust.isPending}
                onClick={() => setConfirming(null)}
              >
                {t('common.cancel')}
              </button>
              <SubmitButton pending={adjust.isPending} pendingLabel={t('wallet.adjust.applying')}>
                {confirming.needsApproval
                  ? t('adjustments.requestConfirm')
                  : t(`wallet.adjust.${effect.kind}Confirm`, { amount: effect.amount })}
              </SubmitButton>
            </div>
          </form>
        </Dialog>
      ) : null}
    </>
  );
}

/** The player detail's wallet: the three figures for every operator, the manual adjustment for finance roles. */
export function WalletPanel({ playerId, account }: { playerId: string; account: string }) {
  const { t } = useTranslation();
  const me = useMe();
  const wallet = usePlayerWallet(playerId);
  const data = wallet.data;
  const currency = data ? currencyOf(data.currency) : null;

  return (
    <section className="card" aria-labelledby="player-wallet">
      <h2 id="player-wallet">{t('wallet.panel.heading')}</h2>
      {wallet.isPending ? <p className="muted">{t('app.loading')}</p> : null}
      {wallet.isError ? <LoadError error={wallet.error} retry={() => void wallet.refetch()} /> : null}
      {data && currency ? (
        <>
          <dl className="wallet-figures">
            <div className="wallet-figure">
              <dt>{t('wallet.panel.balance')}</dt>
              <dd className="num">{show(data.balance, currency)}</dd>
            </div>
            <div className="wallet-figure">
              <dt>{t('wallet.panel.available')}</dt>
              <dd className="num">{show(data.available, currency)}</dd>
            </div>
            <div className="wallet-figure">
              <dt>{t('wallet.panel.locked')}</dt>
              <dd className="num">{show(data.locked, currency)}</dd>
            </div>
          </dl>
          {canMoveMoney(me.data?.role) ? (
            <AdjustForm playerId={playerId} account={account} wallet={data} />
          ) : (
            <p className="muted">{t('wallet.panel.readOnly')}</p>
          )}
        </>
      ) : null}
    </section>
  );
}
