import { useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { VendorWallet } from '@croupier/contracts';
import { parseMinor, toDecimalString, formatAmount } from '@croupier/money';
import { useAttemptKeys } from '@croupier/web-kit';
import { Field, FormError, SubmitButton } from '../accounts/fields.tsx';
import { focusFirstError, useForm } from '../accounts/hooks.ts';
import { useSite } from '../site/queries.ts';
import { Modal } from '../ui/Modal.tsx';
import { useWallet } from '../wallet/api.ts';
import { useBalanceHidden } from '../wallet/BalanceVisibility.tsx';
import { HIDDEN_AMOUNT } from '../wallet/logic.ts';
import { refreshAccount } from '../session/refreshAccount.ts';
import { useStoreWallet, useVendorWallets, vendorWalletsApi } from './api.ts';
import {
  AMOUNT_MAX_LENGTH,
  checkTransferAmount,
  isRefusal,
  outcomeUnknown,
  transferProblem,
  type Direction,
  type Outcome,
} from './logic.ts';

/** A transfer that got an answer: what was sent under which key, so a pending one can be asked about again. */
interface Sent {
  amount: string;
  key: string;
  outcome: Outcome;
}

/** While the vendor has not confirmed, ask how the transfer stands now: a replay of its key moves nothing. */
const REPLAY_POLL_MS = 4_000;

function usePendingOutcome(vassalage: string, direction: Direction, sent: Sent | null) {
  const queryClient = useQueryClient();
  const store = useStoreWallet();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const current = outcome ?? sent?.outcome ?? null;
  useQuery({
    // Under `me`, so the socket's `balance` event (the job settled it) asks at once.
    queryKey: ['me', 'vendorTransfer', sent?.key],
    enabled: sent !== null && current === 'pending',
    refetchInterval: REPLAY_POLL_MS,
    retry: false,
    queryFn: async (): Promise<Outcome> => {
      let found: Outcome;
      try {
        const answer = await vendorWalletsApi.transfer(vassalage, direction, sent!.amount, sent!.key);
        store(answer.body);
        found = answer.body.transfer.status;
      } catch (error) {
        if (!isRefusal(error)) throw error;
        found = 'refused';
      }
      if (found !== 'pending') {
        setOutcome(found);
        refreshAccount(queryClient);
      }
      return found;
    },
  });
  return current;
}

function Summary({ wallet, direction }: { wallet: VendorWallet; direction: Direction }) {
  const { t } = useTranslation();
  const site = useSite();
  const cash = useWallet();
  const hidden = useBalanceHidden();
  const shown = (value: string | undefined) =>
    value === undefined ? '—' : hidden ? HIDDEN_AMOUNT : formatAmount(value, site.brand.currency);
  const mine = (
    <>
      <strong>{t('transferWallet.page.fromWallet')}</strong>
      <span className="money">
        {t('transferWallet.dialog.available', { amount: shown(cash.data?.available) })}
      </span>
    </>
  );
  const theirs = (
    <>
      <strong>{wallet.name}</strong>
      <span className="money">{t('transferWallet.dialog.holds', { amount: shown(wallet.balance) })}</span>
    </>
  );
  return (
    <dl className="vw-route">
      <div>
        <dt>{t('transferWallet.dialog.from')}</dt>
        <dd>{direction === 'in' ? mine : theirs}</dd>
      </div>
      <div>
        <dt>{t('transferWallet.dialog.to')}</dt>
        <dd>{direction === 'in' ? theirs : mine}</dd>
      </div>
    </dl>
  );
}

/**
 * Moves money between the player's wallet and one transfer-wallet vendor. Each submitted attempt gets its own
 * Idempotency-Key, reused when the same amount is sent again after an answer that never came; a 202 is shown as
 * pending and followed until the vendor answers. In the launch flow it offers Skip and then Play now.
 */
export function TransferDialog(props: {
  wallet: VendorWallet;
  direction: Direction;
  onClose: () => void;
  launch?: { onPlay: () => void };
}) {
  const { t } = useTranslation();
  const site = useSite();
  const queryClient = useQueryClient();
  const cash = useWallet();
  const list = useVendorWallets();
  const store = useStoreWallet();
  const keys = useAttemptKeys();
  const ref = useRef<HTMLFormElement>(null);
  const form = useForm({ amount: '' });
  const [sent, setSent] = useState<Sent | null>(null);
  const { direction, launch } = props;
  const currency = site.brand.currency;
  // The list is kept fresh (polls, socket, replays): its figure beats the one the dialog was opened with.
  const wallet = list.data?.find((w) => w.vassalage === props.wallet.vassalage) ?? props.wallet;
  const vendor = wallet.name;
  const outcome = usePendingOutcome(wallet.vassalage, direction, sent);

  const fillAll = () => {
    const source = direction === 'in' ? cash.data?.available : wallet.balance;
    const minor = source === undefined ? null : parseMinor(source, currency);
    if (minor !== null && minor > 0n) form.bind('amount').onChange(toDecimalString(minor, currency));
  };

  const submit = () =>
    form.run(async () => {
      const amount = form.values.amount.trim();
      const invalid = checkTransferAmount(amount, { currency, direction, available: cash.data?.available });
      if (invalid) {
        form.setErrors({ amount: invalid });
        focusFirstError(ref.current);
        return;
      }
      const key = keys.keyFor({ vassalage: wallet.vassalage, direction, amount });
      try {
        const answer = await vendorWalletsApi.transfer(wallet.vassalage, direction, amount, key);
        keys.done();
        store(answer.body);
        refreshAccount(queryClient);
        setSent({ amount, key, outcome: answer.body.transfer.status });
      } catch (error) {
        if (!outcomeUnknown(error)) keys.done();
        const problem = transferProblem(error, { currency, direction, vendor });
        form.setErrors(problem.fields);
        form.setFormError(problem.form);
        // A refusal may have released held cash, or shown the vendor holds less than we thought.
        refreshAccount(queryClient);
        focusFirstError(ref.current);
      }
    });

  const title =
    direction === 'in'
      ? t('transferWallet.dialog.inTitle', { vendor })
      : t('transferWallet.dialog.outTitle', { vendor });

  if (sent && outcome) {
    const values = { vendor, amount: formatAmount(sent.amount, currency) };
    const message =
      outcome === 'pending'
        ? t('transferWallet.dialog.pending', values)
        : outcome === 'completed'
          ? t(
              direction === 'in' ? 'transferWallet.dialog.completedIn' : 'transferWallet.dialog.completedOut',
              values,
            )
          : t(
              direction === 'in' ? 'transferWallet.dialog.refusedIn' : 'transferWallet.dialog.refusedOut',
              values,
            );
    return (
      <Modal
        title={title}
        onClose={props.onClose}
        size="small"
        footer={
          <button
            type="button"
            className="btn btn-primary"
            onClick={launch ? launch.onPlay : props.onClose}
            autoFocus
          >
            {launch ? t('transferWallet.dialog.play') : t('transferWallet.dialog.done')}
          </button>
        }
      >
        <p className={`vw-outcome vw-outcome-${outcome}`} role="status">
          {message}
        </p>
      </Modal>
    );
  }

  return (
    <Modal title={title} onClose={props.onClose} size="small">
      <form ref={ref} noValidate onSubmit={(e) => (e.preventDefault(), void submit())}>
        {launch && <p className="vw-dialog-lead">{t('transferWallet.dialog.launchLead', { vendor })}</p>}
        <Summary wallet={wallet} direction={direction} />
        <Field
          label={t('transferWallet.dialog.amount')}
          inputMode="decimal"
          autoComplete="off"
          maxLength={AMOUNT_MAX_LENGTH}
          amountOf={currency}
          {...form.bind('amount')}
          after={
            <button type="button" className="btn" onClick={fillAll}>
              {t('transferWallet.dialog.all')}
            </button>
          }
        />
        {direction === 'out' && (
          <p className="vw-note vw-dialog-note">{t('transferWallet.dialog.outNote')}</p>
        )}
        <FormError error={form.formError} />
        <div className="vw-dialog-actions">
          <SubmitButton busy={form.busy}>
            {direction === 'in' ? t('transferWallet.dialog.submitIn') : t('transferWallet.dialog.submitOut')}
          </SubmitButton>
          {launch && (
            <button type="button" className="btn btn-ghost btn-block" onClick={launch.onPlay}>
              {t('transferWallet.dialog.skip')}
            </button>
          )}
        </div>
      </form>
    </Modal>
  );
}
