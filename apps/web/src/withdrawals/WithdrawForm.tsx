import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language, PayoutAccount, Wallet, WithdrawalLimits } from '@croupier/contracts';
import { textIn } from '@croupier/contracts/constants';
import { useAttemptKeys, ApiError } from '@croupier/web-kit';
import { formatAmount } from '@croupier/money';
import { Field, FormError, SubmitButton } from '../accounts/fields.tsx';
import { focusFirstError, useForm, useMsg } from '../accounts/hooks.ts';
import { problemToForm } from '../accounts/problem.ts';
import type { Errors } from '../accounts/validation.ts';
import { checkPaymentPassword } from '../security/logic.ts';
import { useSite } from '../site/queries.ts';
import { AddAccountModal } from './AddAccountModal.tsx';
import { WITHDRAW_KEYS, withdrawApi } from './api.ts';
import { checkAmount, largestAmount, wageringRemainingOf } from './logic.ts';
import { REWARD_KEYS } from '../promotions/api.ts';

const VISIBLE = ['payoutAccountId', 'amount', 'paymentPassword'] as const;

/** The request form: where to (one of the player's payout accounts), how much, and the payment password. */
export function WithdrawForm(props: {
  wallet: Wallet;
  limits: WithdrawalLimits;
  accounts: PayoutAccount[];
  onDone: (notice: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const msg = useMsg();
  const currency = useSite().brand.currency;
  const queryClient = useQueryClient();
  const attempts = useAttemptKeys();
  const ref = useRef<HTMLFormElement>(null);
  const { wallet, limits, accounts } = props;
  const form = useForm({ payoutAccountId: accounts[0]?.id ?? '', amount: '', paymentPassword: '' });
  const [adding, setAdding] = useState(false);
  // A new account is picked as soon as it appears in the list; an explicit choice is kept.
  const chosen = accounts.some((a) => a.id === form.values.payoutAccountId)
    ? form.values.payoutAccountId
    : (accounts[0]?.id ?? '');
  const most = largestAmount(wallet.available, limits, currency);
  const dailyReached = limits.usedToday >= limits.dailyCount;
  const atCap = accounts.length >= limits.maxPayoutAccounts;

  const submit = () =>
    form.run(async () => {
      const errors: Errors = {};
      if (!chosen) errors.payoutAccountId = { key: 'withdrawals.v.chooseAccount' };
      const amountError = checkAmount(form.values.amount, limits, wallet.available, currency);
      if (amountError) errors.amount = amountError;
      const passwordError = checkPaymentPassword(form.values.paymentPassword);
      if (passwordError) errors.paymentPassword = passwordError;
      form.setErrors(errors);
      if (Object.keys(errors).length > 0) return focusFirstError(ref.current);
      const body = { amount: form.values.amount.trim(), payoutAccountId: chosen };
      try {
        await withdrawApi.request(
          { ...body, paymentPassword: form.values.paymentPassword },
          attempts.keyFor(body),
        );
        attempts.done();
        form.setValues({ payoutAccountId: chosen, amount: '', paymentPassword: '' });
        props.onDone(t('withdrawals.form.done', { amount: formatAmount(body.amount, currency) }));
      } catch (error) {
        // Only an answer settles the attempt; after a lost connection the same key is sent again.
        if (error instanceof ApiError && error.status !== 0) attempts.done();
        const problem = problemToForm(error, { visible: VISIBLE });
        const remaining = wageringRemainingOf(error);
        form.setErrors(problem.fields);
        form.setFormError(
          remaining === null
            ? problem.form
            : { key: 'rewards.wagering.blocked', values: { amount: formatAmount(remaining, currency) } },
        );
        focusFirstError(ref.current);
      } finally {
        void queryClient.invalidateQueries({ queryKey: ['withdrawals'] });
        void queryClient.invalidateQueries({ queryKey: WITHDRAW_KEYS.wallet });
        void queryClient.invalidateQueries({ queryKey: ['me'] });
        void queryClient.invalidateQueries({ queryKey: REWARD_KEYS.wagering });
      }
    });

  const accountError = msg(form.errors.payoutAccountId);
  return (
    <section className="wd-card" aria-labelledby="wd-form-heading">
      <h3 id="wd-form-heading">{t('withdrawals.form.heading')}</h3>
      <form ref={ref} noValidate onSubmit={(e) => (e.preventDefault(), void submit())}>
        <fieldset className="wd-accounts" aria-describedby={accountError ? 'wd-account-error' : undefined}>
          <legend>{t('withdrawals.form.account')}</legend>
          {accounts.length === 0 ? <p className="wd-muted">{t('withdrawals.form.noAccounts')}</p> : null}
          <div className="wd-account-list">
            {accounts.map((account) => (
              <label key={account.id} className="wd-account">
                <input
                  type="radio"
                  name="payoutAccountId"
                  value={account.id}
                  checked={chosen === account.id}
                  aria-invalid={accountError ? true : undefined}
                  onChange={() => form.bind('payoutAccountId').onChange(account.id)}
                />
                <span className="wd-account-text">
                  <span className="wd-account-bank">
                    {textIn(account.bankNames, i18n.language as Language)}
                  </span>
                  <span className="wd-account-number tabular">{account.accountNumber}</span>
                  <span className="wd-muted">{account.accountName}</span>
                </span>
              </label>
            ))}
          </div>
          {atCap ? (
            <p className="wd-muted">
              {t('withdrawals.form.accountLimit', { max: limits.maxPayoutAccounts })}
            </p>
          ) : (
            <button type="button" className="btn" onClick={() => setAdding(true)}>
              {t('withdrawals.form.addAccount')}
            </button>
          )}
          {accountError ? (
            <p id="wd-account-error" className="field-error">
              {accountError}
            </p>
          ) : null}
        </fieldset>
        <Field
          label={t('withdrawals.form.amount', { currency: currency.code })}
          inputMode="decimal"
          maxLength={24}
          amountOf={currency}
          {...form.bind('amount')}
          after={
            most ? (
              <button
                type="button"
                className="btn"
                aria-label={t('withdrawals.form.allLabel')}
                onClick={() => form.bind('amount').onChange(most)}
              >
                {t('withdrawals.form.all')}
              </button>
            ) : undefined
          }
        />
        <p className="wd-hint">
          {t('withdrawals.form.limits', {
            min: formatAmount(limits.min, currency),
            max: formatAmount(limits.max, currency),
          })}{' '}
          {dailyReached
            ? t('withdrawals.form.dailyReached', { count: limits.dailyCount })
            : t('withdrawals.form.daily', { used: limits.usedToday, count: limits.dailyCount })}
        </p>
        <Field
          label={t('withdrawals.form.paymentPassword')}
          type="password"
          autoComplete="off"
          inputMode="numeric"
          maxLength={6}
          {...form.bind('paymentPassword')}
        />
        <FormError error={form.formError} />
        <SubmitButton busy={form.busy}>{t('withdrawals.form.submit')}</SubmitButton>
      </form>
      {adding ? (
        <AddAccountModal
          requiredName={limits.requiredAccountName}
          banks={limits.banks}
          onClose={() => setAdding(false)}
          onDone={(id) => {
            setAdding(false);
            form.bind('payoutAccountId').onChange(id);
            props.onDone(t('withdrawals.add.done'));
          }}
        />
      ) : null}
    </section>
  );
}
