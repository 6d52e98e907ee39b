import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdjustmentRequest } from '@croupier/contracts';
import { randomKey, NO_ERRORS, type FormErrors, toFormErrors } from '@croupier/web-kit';
import { validateReason } from '../players/validate.ts';
import { DecisionDialog } from '../ui/DecisionDialog.tsx';
import { useToast } from '../ui/Toast.tsx';
import { useMoney } from '../withdrawals/parts.tsx';
import { useDecideAdjustment, type AdjustmentDecision } from './api.ts';

/**
 * Approve or reject another operator's request behind a confirmation dialog; rejecting asks why. Opening the
 * dialog starts one attempt with one Idempotency-Key, so pressing confirm again after a lost answer acts once.
 */
export function DecisionButton({
  request,
  decision,
}: {
  request: AdjustmentRequest;
  decision: AdjustmentDecision;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const money = useMoney();
  const decide = useDecideAdjustment();
  const [key, setKey] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const a = (k: string) => `adjustments.${decision}.${k}`;
  const credit = !request.amount.startsWith('-');
  const values = {
    id: request.id,
    account: request.account,
    requestedBy: request.requestedBy,
    amount: money(credit ? request.amount : request.amount.slice(1)),
  };

  const close = () => {
    setKey(null);
    setReason('');
    setErrors(NO_ERRORS);
  };
  const confirm = () => {
    if (!key) return;
    const problem = decision === 'reject' ? validateReason(reason) : null;
    setErrors({ fields: problem ? { reason: problem } : {}, form: null });
    if (problem) return;
    decide.mutate(
      { id: request.id, decision, reason: reason.trim(), key },
      {
        onSuccess: (decided) => {
          close();
          toast(t(a('done'), { ...values, balance: decided.balance ? money(decided.balance) : '' }));
        },
        onError: (err) => setErrors(toFormErrors(err)),
      },
    );
  };

  return (
    <>
      <button
        type="button"
        className={decision === 'approve' ? 'btn btn-primary' : 'btn btn-danger'}
        aria-label={t(a('label'), values)}
        onClick={() => setKey(randomKey())}
      >
        {t(a('button'))}
      </button>
      {key ? (
        <DecisionDialog
          title={t(a('title'), values)}
          busy={decide.isPending}
          errors={errors}
          reason={
            decision === 'reject'
              ? {
                  id: 'adjustment-reject-reason',
                  label: t('adjustments.reject.reason'),
                  value: reason,
                  onChange: (value) => {
                    setReason(value);
                    setErrors((prev) => ({ ...prev, fields: {} }));
                  },
                }
              : undefined
          }
          confirmLabel={t(a('confirm'))}
          pendingLabel={t(a('pending'))}
          onClose={close}
          onConfirm={confirm}
        >
          <p>{t(a(credit ? 'creditBody' : 'debitBody'), values)}</p>
          <p className="muted">{t('adjustments.reasonGiven', { reason: request.reason })}</p>
        </DecisionDialog>
      ) : null}
    </>
  );
}
