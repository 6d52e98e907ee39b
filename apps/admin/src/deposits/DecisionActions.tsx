import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminDeposit } from '@croupier/contracts';
import { randomKey, NO_ERRORS, type FormErrors, toFormErrors } from '@croupier/web-kit';
import { useDecideDeposit } from './api.ts';
import { DecisionDialog } from '../ui/DecisionDialog.tsx';
import { useToast } from '../ui/Toast.tsx';
import { validateReason } from '../players/validate.ts';

type Verb = 'approve' | 'reject';

/**
 * Approve or reject one bank deposit, each behind a confirmation; rejecting asks why (the player sees it).
 * The key is kept for the open dialog, so pressing again after a lost answer replays the same decision.
 */
export function DecisionActions({ deposit, amount }: { deposit: AdminDeposit; amount: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const decide = useDecideDeposit();
  const [verb, setVerb] = useState<Verb | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const key = useRef('');
  const names = { reference: deposit.reference, account: deposit.player.account, amount };

  const open = (next: Verb) => {
    key.current = randomKey();
    setVerb(next);
  };
  const close = () => {
    setVerb(null);
    setReason('');
    setErrors(NO_ERRORS);
  };
  const submit = () => {
    if (!verb) return;
    if (verb === 'reject') {
      const problem = validateReason(reason);
      setErrors({ fields: problem ? { reason: problem } : {}, form: null });
      if (problem) return;
    }
    decide.mutate(
      { id: deposit.id, verb, reason: reason.trim(), key: key.current },
      {
        onSuccess: () => {
          close();
          toast(t(verb === 'approve' ? 'deposits.approved' : 'deposits.rejected', names));
        },
        onError: (err) => setErrors(toFormErrors(err)),
      },
    );
  };
  const id = `deposit-${deposit.id}-reason`;

  return (
    <>
      <button type="button" className="btn btn-primary btn-small" onClick={() => open('approve')}>
        {t('deposits.approve')}
        <span className="visually-hidden"> {deposit.reference}</span>
      </button>
      {deposit.status === 'pending' ? (
        <button type="button" className="btn btn-danger btn-small" onClick={() => open('reject')}>
          {t('deposits.reject')}
          <span className="visually-hidden"> {deposit.reference}</span>
        </button>
      ) : null}
      {verb ? (
        <DecisionDialog
          title={t(`deposits.${verb}Title`, names)}
          busy={decide.isPending}
          errors={errors}
          reason={
            verb === 'reject'
              ? {
                  id,
                  label: t('deposits.reason'),
                  value: reason,
                  onChange: (value) => {
                    setReason(value);
                    setErrors((prev) => ({ ...prev, fields: {} }));
                  },
                }
              : undefined
          }
          confirmLabel={t(verb === 'approve' ? 'deposits.approveConfirm' : 'deposits.rejectConfirm', names)}
          pendingLabel={t(verb === 'approve' ? 'deposits.approving' : 'deposits.rejecting')}
          onClose={close}
          onConfirm={submit}
        >
          <p>{t(`deposits.${verb}Body`, names)}</p>
          {verb === 'approve' && deposit.status === 'expired' ? (
            <p className="banner banner-warning">{t('deposits.approveLate')}</p>
          ) : null}
        </DecisionDialog>
      ) : null}
    </>
  );
}
