import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAttemptKeys, ApiError } from '@croupier/web-kit';
import { Field, FormError, SubmitButton } from '../accounts/fields.tsx';
import { focusFirstError, useForm } from '../accounts/hooks.ts';
import { SECURITY_KEY, securityApi } from '../security/api.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { useSite } from '../site/queries.ts';
import { useTransferTargets, useWallet, walletApi } from './api.ts';
import { useBalanceHidden } from './BalanceVisibility.tsx';
import {
  HIDDEN_AMOUNT,
  transferProblem,
  transferReceiver,
  validateTransfer,
  type TransferInput,
  type TransferMode,
} from './logic.ts';
import { LoadFailed } from './parts.tsx';
import './wallet.css';
import { formatAmount } from '@croupier/money';

const SECURITY_PAGE = '/member?page=securityCenter';

function NeedsPaymentPassword() {
  const { t } = useTranslation();
  return (
    <div className="wallet-panel transfer-notice" role="note">
      <p>{t('wallet.transfer.noPaymentPassword')}</p>
      <Link to={SECURITY_PAGE} className="btn btn-primary">
        {t('wallet.transfer.setPaymentPassword')}
      </Link>
    </div>
  );
}

function TransferForm({
  upline,
  team,
  account = '',
}: {
  upline: string | null;
  team: boolean;
  /** A receiver in the team filled in (the agent centre's downline list). */
  account?: string;
}) {
  const { t } = useTranslation();
  const site = useSite();
  const session = useSession();
  const queryClient = useQueryClient();
  const wallet = useWallet();
  const hidden = useBalanceHidden();
  const keys = useAttemptKeys();
  const ref = useRef<HTMLFormElement>(null);
  const currency = site.brand.currency;
  const form = useForm({ mode: upline ? 'upline' : 'team', account, amount: '', paymentPassword: '' });
  const [sent, setSent] = useState<{ amount: string; account: string } | null>(null);
  const [needsPassword, setNeedsPassword] = useState(false);
  const mode = form.values.mode as TransferMode;
  const available = wallet.data?.available;

  const submit = () =>
    form.run(async () => {
      setSent(null);
      const input: TransferInput = { ...form.values, mode };
      const errors = validateTransfer(input, { currency, available, self: session.me?.account ?? '' });
      form.setErrors(errors);
      if (Object.keys(errors).length > 0) {
        focusFirstError(ref.current);
        return;
      }
      const to = transferReceiver(input, upline);
      const amount = input.amount.trim();
      try {
        // The same receiver and amount sent again after a lost answer is the same attempt: one transfer.
        await walletApi.transfer(
          { to, amount, paymentPassword: input.paymentPassword },
          keys.keyFor({ to: to.toLowerCase(), amount }),
        );
        keys.done();
        setSent({ amount: formatAmount(amount, currency), account: to });
        form.setValues((prev) => ({ ...prev, account, amount: '', paymentPassword: '' }));
        // The header's balance and the wallet pages: the socket says so too, but not before this answer.
        void queryClient.invalidateQueries({ queryKey: ['me'] });
      } catch (error) {
        if (error instanceof ApiError && error.code === 'PAYMENT_PASSWORD_NOT_SET') setNeedsPassword(true);
        const problem = transferProblem(error, mode, currency);
        form.setErrors(problem.fields);
        form.setFormError(problem.form);
        focusFirstError(ref.current);
      }
    });

  return (
    <form
      ref={ref}
      className="wallet-panel transfer-form"
      noValidate
      onSubmit={(e) => (e.preventDefault(), void submit())}
    >
      <p className="transfer-available">
        <span>{t('wallet.transfer.available')}</span>
        <strong className="money">
          {available === undefined ? '—' : hidden ? HIDDEN_AMOUNT : formatAmount(available, currency)}
        </strong>
      </p>
      {upline && team ? (
        <fieldset className="transfer-modes">
          <legend>{t('wallet.transfer.to')}</legend>
          {(['upline', 'team'] as const).map((choice) => (
            <label key={choice} className="transfer-mode">
              <input
                type="radio"
                name="mode"
                value={choice}
                checked={mode === choice}
                onChange={() => form.bind('mode').onChange(choice)}
              />
              {choice === 'upline'
                ? t('wallet.transfer.toUpline', { account: upline })
                : t('wallet.transfer.toTeam')}
            </label>
          ))}
        </fieldset>
      ) : upline ? (
        <div className="field">
          <span className="transfer-label">{t('wallet.transfer.to')}</span>
          <p className="transfer-receiver">
            {upline} <span className="wallet-muted">({t('wallet.transfer.upline')})</span>
          </p>
        </div>
      ) : null}
      {mode === 'team' && (
        <Field
          label={t('wallet.transfer.account')}
          autoComplete="off"
          maxLength={64}
          {...form.bind('account')}
        />
      )}
      <Field
        label={t('wallet.transfer.amount')}
        inputMode="decimal"
        autoComplete="off"
        maxLength={18}
        amountOf={currency}
        {...form.bind('amount')}
      />
      <Field
        label={t('wallet.transfer.paymentPassword')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        {...form.bind('paymentPassword')}
      />
      <FormError error={form.formError} />
      {needsPassword && (
        <p className="transfer-link">
          <Link to={SECURITY_PAGE}>{t('wallet.transfer.setPaymentPassword')}</Link>
        </p>
      )}
      <p className="transfer-sent" role="status">
        {sent && (
          <>
            {t('wallet.transfer.sent', sent)}{' '}
            <Link to="/member?page=transactionHistory">{t('wallet.transfer.seeRecord')}</Link>
          </>
        )}
      </p>
      <SubmitButton busy={form.busy}>{t('wallet.transfer.submit')}</SubmitButton>
    </form>
  );
}

function useSecurityOverview() {
  return useQuery({
    queryKey: SECURITY_KEY,
    queryFn: ({ signal }) => securityApi.overview(signal),
  });
}

/** The agent centre's transfer to one downline: the same form and checks, the receiver filled in. */
export function DownlineTransfer({ account }: { account: string }) {
  const { t } = useTranslation();
  const security = useSecurityOverview();
  if (security.isPending) {
    return (
      <p className="wallet-muted" role="status">
        {t('common.loading')}
      </p>
    );
  }
  // Should the security overview fail, the form still opens: the server says if the password is missing.
  if (security.data?.paymentPasswordSet === false) return <NeedsPaymentPassword />;
  return <TransferForm upline={null} team account={account} />;
}

/** The member centre's `transferUpline` page: a member pays its upline; an agent also anyone in its team. */
export function TransferPage() {
  const { t } = useTranslation();
  const targets = useTransferTargets();
  const security = useSecurityOverview();
  // Until both answer, the page cannot tell whether to offer the form or send the player to set a password.
  const data = security.isPending ? undefined : targets.data;
  const open = Boolean(data && (data.upline !== null || data.team));

  return (
    <div className="wallet-page transfer-page">
      <div>
        <h2 className="wallet-title">{t('wallet.transfer.title')}</h2>
        {data && open && (
          <p className="wallet-lead">
            {t(
              !data.team
                ? 'wallet.transfer.leadMember'
                : data.upline
                  ? 'wallet.transfer.leadAgent'
                  : 'wallet.transfer.leadTeam',
            )}
          </p>
        )}
      </div>
      {(targets.isPending || security.isPending) && !targets.isError && (
        <p className="wallet-muted" role="status">
          {t('common.loading')}
        </p>
      )}
      {targets.isError && (
        <LoadFailed message={t('wallet.transfer.loadFailed')} retry={() => void targets.refetch()} />
      )}
      {data && !open && (
        <div className="wallet-panel transfer-notice">
          <p>{t('wallet.transfer.noUpline')}</p>
        </div>
      )}
      {/* Should the security overview fail, the form still opens: the server says if the password is missing. */}
      {open && security.data?.paymentPasswordSet === false && <NeedsPaymentPassword />}
      {data && open && security.data?.paymentPasswordSet !== false && (
        <TransferForm upline={data.upline?.account ?? null} team={data.team} />
      )}
    </div>
  );
}
