import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminWithdrawalDetail } from '@croupier/contracts';
import { NO_ERRORS, type FormErrors, toFormErrors } from '@croupier/web-kit';
import { errorText, fieldErrorText } from '../i18n/errors.ts';
import { ReasonField } from '../ui/ReasonField.tsx';
import { validateReason } from '../players/validate.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { Field, describedBy } from '../ui/Field.tsx';
import { SubmitButton } from '../ui/SubmitButton.tsx';
import { useToast } from '../ui/Toast.tsx';
import { newAttemptKey, useReview, type ReviewAction } from './api.ts';
import { useMoney } from './parts.tsx';

const REFERENCE_MAX = 100;

/** Per action: its texts and what the dialog asks for (a reason, an optional reference, or nothing). */
const SPEC: Record<
  ReviewAction,
  {
    title: string;
    body: string;
    confirm: string;
    pending: string;
    done: string;
    ask: 'reason' | 'reference' | null;
  }
> = {
  approve: {
    title: 'approveTitle',
    body: 'approveBody',
    confirm: 'approveConfirm',
    pending: 'approving',
    done: 'approveDone',
    ask: null,
  },
  reject: {
    title: 'rejectTitle',
    body: 'rejectBody',
    confirm: 'rejectConfirm',
    pending: 'rejecting',
    done: 'rejectDone',
    ask: 'reason',
  },
  paid: {
    title: 'paidTitle',
    body: 'paidBody',
    confirm: 'paidConfirm',
    pending: 'paying',
    done: 'paidDone',
    ask: 'reference',
  },
  'force-receipt': {
    title: 'forceTitle',
    body: 'forceBody',
    confirm: 'forceConfirm',
    pending: 'forcing',
    done: 'forceDone',
    ask: 'reason',
  },
};

/**
 * One decision behind a confirmation dialog. Opening the dialog starts one attempt with one Idempotency-Key:
 * pressing confirm again after a lost answer repeats that attempt instead of acting twice.
 */
export function DecisionAction({
  withdrawal,
  action,
}: {
  withdrawal: AdminWithdrawalDetail;
  action: ReviewAction;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const money = useMoney();
  const review = useReview(withdrawal.id);
  const [key, setKey] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const spec = SPEC[action];
  const w = (k: string) => `withdrawals.${k}`;
  const values = {
    id: withdrawal.id,
    amount: money(withdrawal.amount),
    account: withdrawal.player.account,
    bank: withdrawal.bankName,
    number: withdrawal.accountNumber,
    name: withdrawal.accountName,
  };

  const close = () => {
    setKey(null);
    setText('');
    setErrors(NO_ERRORS);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (review.isPending || !key) return;
    const problem =
      spec.ask === 'reason' ? validateReason(text) : text.trim().length > REFERENCE_MAX ? 'TOO_LONG' : null;
    setErrors({ fields: problem ? { [spec.ask!]: problem } : {}, form: null });
    if (problem) return;
    const body = spec.ask ? { [spec.ask]: text.trim() } : {};
    review.mutate(
      { action, body, key },
      {
        onSuccess: () => {
          close();
          toast(t(w(spec.done), values));
        },
        onError: (err) => setErrors(toFormErrors(err)),
      },
    );
  };

  const id = `wd-${action}-${spec.ask ?? 'none'}`;
  const fieldError = spec.ask && errors.fields[spec.ask] ? fieldErrorText(t, errors.fields[spec.ask]!) : null;
  const danger = action === 'reject' || action === 'force-receipt';

  return (
    <>
      <button
        type="button"
        className={
          danger ? 'btn btn-danger' : action === 'paid' || action === 'approve' ? 'btn btn-primary' : 'btn'
        }
        onClick={() => setKey(newAttemptKey())}
      >
        {t(w(action))}
      </button>
      {key ? (
        <Dialog title={t(w(spec.title), values)} busy={review.isPending} onClose={close}>
          <form className="dialog-body" onSubmit={submit} noValidate>
            <p>{t(w(spec.body), values)}</p>
            {errors.form ? (
              <p className="banner banner-error" role="alert">
                {errorText(t, errors.form)}
              </p>
            ) : null}
            {spec.ask === 'reason' ? (
              <ReasonField
                id={id}
                label={t(w(action === 'reject' ? 'rejectReasonLabel' : 'forceReasonLabel'))}
                value={text}
                error={fieldError}
                onChange={(value) => {
                  setText(value);
                  setErrors((prev) => ({ ...prev, fields: {} }));
                }}
              />
            ) : null}
            {spec.ask === 'reference' ? (
              <Field
                id={id}
                label={t(w('paidReference'))}
                hint={t(w('paidReferenceHint'))}
                error={fieldError}
              >
                <input
                  id={id}
                  className="input mono"
                  autoFocus
                  maxLength={REFERENCE_MAX}
                  value={text}
                  aria-invalid={Boolean(fieldError)}
                  aria-describedby={describedBy(id, true, fieldError)}
                  onChange={(e) => setText(e.target.value)}
                />
              </Field>
            ) : null}
            <div className="dialog-actions">
              <button type="button" className="btn" disabled={review.isPending} onClick={close}>
                {t('common.cancel')}
              </button>
              <SubmitButton pending={review.isPending} pendingLabel={t(w(spec.pending))}>
                {t(w(spec.confirm))}
              </SubmitButton>
            </div>
          </form>
        </Dialog>
      ) : null}
    </>
  );
}
